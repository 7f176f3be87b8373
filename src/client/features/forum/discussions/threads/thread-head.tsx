import type { Post, Thread, ThreadAnswer } from '../../../../../shared/contracts/forum';
import { latestFeedPath, threadFeedPath } from '../../../../../shared/feed-paths';
import { plainTextStart, truncateText } from '../../../../../shared/plain-text';
import { discussionForumPosting, jsonLdText, qaPage } from '../../../../../shared/structured-data';
import { useSiteInfo } from '../../../../ui/site-info';

const DESCRIPTION_MAX = 155;
const SITE_NAME = 'Oklahoma Mineral Rights Forum';

/**
 * A thread page's head for search engines, feed readers and link previews: description, canonical link
 * (only when PUBLIC_URL is set: a relative or guessed one is worse than none), the thread's and the latest
 * threads' feeds, the neighbouring pages, Open Graph, and schema.org DiscussionForumPosting. React places the
 * <meta> and <link> elements in the document's head; the structured data stays where it is drawn.
 */
export function ThreadHead({
  thread,
  posts,
  page,
  totalPages,
  answer,
}: {
  thread: Thread;
  posts: Post[];
  page: number;
  totalPages: number;
  /** A solved thread's accepted answer: the page is then a schema.org QAPage. */
  answer?: ThreadAnswer | null;
}) {
  const { origin, publicUrl } = useSiteInfo();
  const path = `/thread/${thread.id}`;
  const pageUrl = (n: number) => `${origin}${path}${n > 1 ? `?page=${n}` : ''}`;
  const opening = posts.find((p) => p.is_first_post === 1);
  const description = opening
    ? plainTextStart(opening.cooked, DESCRIPTION_MAX)
    : truncateText(thread.title, DESCRIPTION_MAX);
  const parts = {
    origin,
    thread,
    opening,
    comments: posts.filter((p) => p !== opening),
    pageUrl: pageUrl(page),
  };
  const structured = answer ? qaPage({ ...parts, answer }) : discussionForumPosting(parts);
  return (
    <>
      <meta name="description" content={description} />
      {publicUrl && <link rel="canonical" href={`${publicUrl}${path}${page > 1 ? `?page=${page}` : ''}`} />}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={thread.title}
        href={`${origin}${threadFeedPath(thread.id)}`}
      />
      <link
        rel="alternate"
        type="application/rss+xml"
        title="Latest threads"
        href={`${origin}${latestFeedPath}`}
      />
      {page > 1 && <link rel="prev" href={pageUrl(page - 1)} />}
      {page < totalPages && <link rel="next" href={pageUrl(page + 1)} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={thread.title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={pageUrl(page)} />
      <meta property="article:published_time" content={thread.created_at} />
      <meta property="article:section" content={thread.category_name} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped (jsonLdText), not markup
        dangerouslySetInnerHTML={{ __html: jsonLdText(structured) }}
      />
    </>
  );
}
