import { LIMITS } from '../../shared/constants';
import type { Post } from '../../shared/contracts/forum';
import { categoryPath } from '../../shared/routes';
import { threadFeedPath } from '../feeds/feed-content';
import { feedLinkTag, latestFeedLinkTag } from '../feeds/feed-links';
import { postPageQuery } from '../forum-shared/post-page';
import { selectPosts, toPost } from '../forum-shared/post-rows';
import { findThread, toThread } from '../forum-shared/thread-rows';
import type { Db } from '../forum-shared/visibility';
import { escapeHtml, type ShellParts } from '../http/app-shell';
import { linkTag, metaTag } from './page-html';
import { plainTextStart, truncateText } from './plain-text';
import { postArticleHtml } from './post-article';
import { discussionForumPosting, jsonLdScript, votesOf } from './structured-data';

const DESCRIPTION_MAX = 155;
const SITE_NAME = 'Oklahoma Mineral Rights Forum';

/**
 * The crawlable copy of /thread/{id} (issue 3): title, description, canonical link and Open Graph tags in the
 * head; the thread and one page of its posts as plain HTML in #root, which the React app then replaces.
 * Rendered for an anonymous reader: held and removed content never appears, and answers null (a 404).
 */
export async function buildThreadPage(
  db: Db,
  threadId: number,
  page: number,
  origin: string,
): Promise<ShellParts | null> {
  const row = await findThread(db, threadId);
  if (row?.status !== 'visible') return null;
  const thread = toThread(row);
  const limit = LIMITS.postPageSize;
  // The page's ids off the thread's index, then only its rows joined: a deep page of a long thread (a
  // crawler's) costs an index walk, not thousands of joins.
  const rows = await postPageQuery(
    db,
    null,
    threadId,
    { sort: 'oldest', page, limit },
    { content: 'cards' },
  ).execute();
  if (rows.length === 0 && page > 1) return null;
  const posts = rows.map((r) => toPost(r, null));
  const totalPages = Math.max(1, Math.ceil((thread.reply_count + 1) / limit));

  const path = `/thread/${thread.id}`;
  const pageUrl = (n: number) => `${origin}${path}${n > 1 ? `?page=${n}` : ''}`;
  const canonical = pageUrl(page);
  const opening = posts.find((p) => p.is_first_post === 1) ?? (await findOpening(db, threadId));
  const comments = posts.filter((p) => p.id !== opening?.id);
  const votes = await votesOf(db, posts.map((p) => p.id).concat(opening ? [opening.id] : []));
  const structured = discussionForumPosting({ origin, thread, opening, comments, votes, pageUrl: canonical });
  const description = opening
    ? plainTextStart(opening.cooked, DESCRIPTION_MAX)
    : truncateText(thread.title, DESCRIPTION_MAX);
  const headTags = [
    metaTag('name', 'description', description),
    linkTag('canonical', canonical),
    feedLinkTag(thread.title, `${origin}${threadFeedPath(thread.id)}`),
    latestFeedLinkTag(origin),
    ...(page > 1 ? [linkTag('prev', pageUrl(page - 1))] : []),
    ...(page < totalPages ? [linkTag('next', pageUrl(page + 1))] : []),
    metaTag('property', 'og:site_name', SITE_NAME),
    metaTag('property', 'og:type', 'article'),
    metaTag('property', 'og:title', thread.title),
    metaTag('property', 'og:description', description),
    metaTag('property', 'og:url', canonical),
    metaTag('property', 'article:published_time', thread.created_at),
    metaTag('property', 'article:section', thread.category_name),
    jsonLdScript(structured),
  ].join('\n');

  // Concatenated rather than joined, so the page's megabytes are copied once, when they are sent.
  let postHtml = '';
  for (const post of posts) postHtml += `${postHtml ? '\n' : ''}${postArticleHtml(post)}`;
  const pager = [
    page > 1 ? `<a href="${escapeHtml(pageUrl(page - 1))}" rel="prev">Previous page</a>` : '',
    page < totalPages ? `<a href="${escapeHtml(pageUrl(page + 1))}" rel="next">Next page</a>` : '',
  ].join(' ');
  const bodyHtml = `<main class="server-rendered-thread">
<nav aria-label="Breadcrumb"><a href="/">Forum</a> › <a href="${escapeHtml(categoryPath({ slug: thread.category_slug, page_id: thread.category_page_id }))}">${escapeHtml(thread.category_name)}</a></nav>
<h1>${escapeHtml(thread.title)}</h1>
<p>${thread.reply_count} ${thread.reply_count === 1 ? 'reply' : 'replies'} · ${thread.view_count} views${totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}</p>
${postHtml}
${pager.trim() ? `<nav aria-label="Pages">${pager}</nav>` : ''}
</main>`;
  return { title: thread.title, headTags, bodyHtml, preload: 'features/forum/thread-page.tsx' };
}

/** The opening post when this page does not show it (page 2 and later), for the structured data. */
async function findOpening(db: Db, threadId: number): Promise<Post | undefined> {
  const row = await selectPosts(db, null, { content: 'cards' })
    .where('p.thread_id', '=', threadId)
    .where('p.is_first_post', '=', true)
    .where('p.status', '=', 'visible')
    .executeTakeFirst();
  return row ? toPost(row, null) : undefined;
}
