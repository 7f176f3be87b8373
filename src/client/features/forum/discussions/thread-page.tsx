import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { Post, ThreadDetailResponse } from '../../../../shared/contracts/forum';
import { ApiError } from '../../../api/api-client';
import { formatCount } from '../../../ui/format-count';
import { useHydrated } from '../../../ui/hydration';
import { Loading } from '../../../ui/loading';
import { useMissingPage, usePageTitle } from '../../../ui/page-title';
import { useProgressiveCount } from '../../../ui/use-progressive-count';
import { AnswerSummary } from './answers/answer-summary';
import type { AnswerContext } from './answers/post-answer';
import { ReplyForm } from './composer/reply-form';
import { forumKeys, type PostSort, useThreadDetail } from './forum-api';
import { PostCard } from './posts/post-card';
import { PostSortSelect } from './posts/post-sort-select';
import { BackToTop } from './threads/back-to-top';
import { PaginationNav, readPageParam } from './threads/pagination-nav';
import { BackButton, ThreadHeader } from './threads/thread-header';
import { ThreadJump } from './threads/thread-jump';
import { readPostSort as readSort, readThreadId } from './url-params';
import '../../../styles/forum.css';
import { useSession } from '../../../session/session-context';

// The page's head for search engines and link previews (with its schema.org builder): drawn on the server,
// adopted in its own chunk, so a phone's first JavaScript does not carry it.
const ThreadHead = lazy(() =>
  import('./threads/thread-head').then((module) => ({ default: module.ThreadHead })),
);
// The Quote button under selected words: its own chunk, for members only.
const QuoteSelection = lazy(() => import('./replies/quote-selection'));

// Posts drawn by the first render of a page of posts; the rest follow one per task (decisions 032, 033).
const FIRST_POSTS = 4;
const MORE_POSTS = 1;

// Thread view (docs/product.md#pages). Post sort and page are in the URL; long threads come 50 posts a page.
export default function ThreadPage() {
  const { user } = useSession();
  const { id: rawId } = useParams();
  const id = readThreadId(rawId);
  const [params, setParams] = useSearchParams();
  const sort = readSort(params.get('sort'));
  const page = readPageParam(params.get('page'));
  const detail = useThreadDetail(id, sort, page);
  const client = useQueryClient();
  const location = useLocation();
  const [scrollTarget, setScrollTarget] = useState<number | null>(null);
  // A post number chosen with "Jump to latest reply" or the scrubber, shown once its page is here.
  const [pendingNumber, setPendingNumber] = useState<number | null>(null);
  const handledHash = useRef('');
  const validId = Number.isSafeInteger(id) && id > 0;
  const notFound =
    !validId ||
    (detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400));
  const failed = !validId || (detail.isError && !detail.data);
  // A page past the last one is missing, as an unknown thread is.
  useMissingPage(page > 1 && detail.data?.posts.length === 0);
  usePageTitle(
    failed
      ? notFound
        ? 'Thread not found'
        : 'Failed to fetch thread'
      : (detail.data?.thread.title ?? 'Thread'),
  );

  // Open at a post named in the URL (#post-12, from search) or at a reply just posted.
  useEffect(() => {
    const posts = detail.data?.posts;
    if (!posts) return;
    let target = scrollTarget;
    if (target === null && location.hash !== handledHash.current) {
      handledHash.current = location.hash;
      const match = /^#post-(\d+)$/.exec(location.hash);
      if (match) target = Number(match[1]);
    }
    if (target === null || !posts.some((p) => p.id === target)) return;
    const element = document.getElementById(`post-${target}`);
    element?.scrollIntoView({ block: 'start' });
    element?.focus({ preventScroll: true });
    setScrollTarget(null);
  }, [detail.data, scrollTarget, location.hash]);

  useEffect(() => {
    const data = detail.data;
    if (pendingNumber === null || !data || detail.isPlaceholderData || sort !== 'oldest') return;
    const { limit } = data.pagination;
    if (data.pagination.page !== Math.ceil(pendingNumber / limit)) return;
    const post = data.posts[(pendingNumber - 1) % limit] ?? data.posts.at(-1);
    setPendingNumber(null);
    if (post) setScrollTarget(post.id);
  }, [detail.data, detail.isPlaceholderData, pendingNumber, sort]);

  // One object while the thread's answer state is unchanged: the memoised posts are not drawn again.
  const shown = detail.data?.thread;
  const closed = shown?.is_locked === 1 || shown?.status !== 'visible';
  const answerContext = useMemo<AnswerContext>(
    () => ({
      threadId: shown?.id ?? 0,
      threadAuthorId: shown?.author_id ?? 0,
      answerPostId: shown?.answer_post_id ?? null,
      closed,
    }),
    [shown?.id, shown?.author_id, shown?.answer_post_id, closed],
  );

  if (failed) return <ThreadError notFound={notFound} />;
  if (detail.isPending) return <Loading label="Loading thread..." />;
  const { thread, posts, pagination, answer } = detail.data as ThreadDetailResponse;

  function setView(next: { sort?: PostSort; page?: number }) {
    const query = new URLSearchParams(params);
    const nextSort = next.sort ?? sort;
    if (nextSort === 'oldest') query.delete('sort');
    else query.set('sort', nextSort);
    if (!next.page || next.page <= 1) query.delete('page');
    else query.set('page', String(next.page));
    setParams(query);
  }

  // Post numbers count oldest first: jumping shows that order at the page holding the post.
  const firstNumber = sort === 'oldest' ? (pagination.page - 1) * pagination.limit + 1 : null;
  function jumpTo(postNumber: number) {
    const target = Math.max(1, Math.ceil(postNumber / pagination.limit));
    if (sort !== 'oldest' || target !== page) setView({ sort: 'oldest', page: target });
    setPendingNumber(postNumber);
  }

  function onPosted(post: Post) {
    // The new reply is last when oldest first, first when newest first: show the page that holds it.
    const fresh = client.getQueryData<ThreadDetailResponse>(forumKeys.threadPage(id, sort, page));
    const lastPage = Math.max(1, fresh?.pagination.totalPages ?? pagination.totalPages);
    const target = sort === 'oldest' ? lastPage : sort === 'newest' ? 1 : page;
    if (target !== page) setView({ page: target });
    setScrollTarget(post.id);
  }

  return (
    <div className="page forum-page thread-page">
      <Suspense fallback={null}>
        <ThreadHead
          thread={thread}
          posts={posts}
          page={pagination.page}
          totalPages={pagination.totalPages}
          answer={answer}
        />
      </Suspense>
      <div className="thread-nav">
        <BackButton />
      </div>
      <ThreadHeader thread={thread} postTotal={pagination.total} />
      <AnswerSummary answer={answer} />
      <section aria-labelledby="posts-heading" className="forum-section">
        <div className="posts-toolbar">
          <h2 id="posts-heading">
            {formatCount(pagination.total)} {pagination.total === 1 ? 'Post' : 'Posts'}
          </h2>
          <PostSortSelect value={sort} onChange={(next) => setView({ sort: next })} />
        </div>
        <ThreadJump total={pagination.total} current={firstNumber ?? 1} onJump={jumpTo} />
        <PaginationNav page={pagination.page} totalPages={pagination.totalPages} label="Post pages, top" />
        <div className="post-list" aria-busy={detail.isPlaceholderData}>
          <PostList
            posts={posts}
            page={pagination.page}
            firstNumber={firstNumber}
            answer={answerContext}
            // A post to scroll to is drawn at once, wherever it is on the page.
            all={scrollTarget !== null || pendingNumber !== null || /^#post-\d+$/.test(location.hash)}
          />
        </div>
        {posts.length === 0 && <p className="muted">There are no posts on this page.</p>}
        <PaginationNav page={pagination.page} totalPages={pagination.totalPages} label="Post pages, bottom" />
      </section>
      <div id="reply-area">
        <ReplyForm threadId={thread.id} locked={thread.is_locked === 1} onPosted={onPosted} />
      </div>
      <BackToTop focusTarget="thread-title" avoid="reply-area" />
      {user && !thread.is_locked && (
        <Suspense fallback={null}>
          <QuoteSelection />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The page's posts: the first few at once, then the rest one per task (decisions 032, 033). The count
 * lives here, not in the page, so each slice renders this list alone (the posts already drawn are memoised)
 * and stays short enough for the browser to answer a tap between two of them.
 */
function PostList({
  posts,
  page,
  firstNumber,
  answer,
  all,
}: {
  posts: Post[];
  page: number;
  firstNumber: number | null;
  answer: AnswerContext;
  all: boolean;
}) {
  // Posts that came with the server's page are all drawn at once: the browser adopts them as they are.
  const key = `${posts[0]?.thread_id}:${page}:${posts[0]?.id}`;
  const hydrated = useHydrated();
  const [serverKey] = useState(() => (hydrated ? null : key));
  const shown = useProgressiveCount(posts.length, key, {
    first: key === serverKey ? posts.length : FIRST_POSTS,
    step: MORE_POSTS,
    all,
  });
  return posts
    .slice(0, shown)
    .map((post, index) => (
      <PostCard
        key={post.id}
        post={post}
        number={firstNumber === null ? undefined : firstNumber + index}
        answer={answer}
      />
    ));
}

function ThreadError({ notFound }: { notFound: boolean }) {
  useMissingPage(notFound);
  const text = notFound ? 'Thread not found' : 'Failed to fetch thread';
  return (
    <div className="page page-narrow forum-page">
      <div className="card empty-state" role="alert">
        <h1>{text}</h1>
        <p className="muted">
          {notFound
            ? 'This thread does not exist or has been removed.'
            : 'Please check your connection and try again in a moment.'}
        </p>
        <Link to="/threads" className="btn">
          Back to Forum
        </Link>
      </div>
    </div>
  );
}
