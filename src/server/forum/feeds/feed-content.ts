import type { Thread } from '../../../shared/contracts/forum';
import { categoryFeedPath, latestFeedPath, threadFeedPath } from '../../../shared/feed-paths';
import { categoryPath } from '../../../shared/routes';
import { urlOf } from '../records/post-address';
import { selectPosts, toPost } from '../records/post-rows';
import { selectThreads, toThread } from '../records/thread-rows';
import type { Db } from '../records/visibility';
import type { FeedChannel, FeedItem } from './rss';

// What a feed holds, read as a guest reads the forum: visible threads and visible posts only. Held posts
// (waiting for review) and removed ones never appear, in any feed, for anyone: feeds are fetched without a
// session and cached by readers and proxies.

export const FEED_ITEMS = 30;
const SITE_NAME = 'Oklahoma Mineral Rights Forum';

/** Newest activity first, like the thread list: the latest threads, or those of one category. */
async function threadItems(db: Db, origin: string, categoryId: number | null): Promise<FeedItem[]> {
  let query = selectThreads(db)
    .where('t.status', '<>', 'removed') // matches the partial list index; the next line is the real filter
    .where('t.status', '=', 'visible');
  if (categoryId !== null) query = query.where('t.category_id', '=', categoryId);
  const threads = (
    await query.orderBy('t.last_post_at', 'desc').orderBy('t.id', 'desc').limit(FEED_ITEMS).execute()
  ).map(toThread);
  if (threads.length === 0) return [];
  const openings = await selectPosts(db, null)
    .where(
      'p.thread_id',
      'in',
      threads.map((t) => t.id),
    )
    .where('p.is_first_post', '=', true)
    .where('p.status', '=', 'visible')
    .execute();
  const cookedByThread = new Map(openings.map((row) => [row.thread_id, toPost(row, null).cooked]));
  return threads.map((thread) => threadItem(thread, origin, cookedByThread.get(thread.id) ?? ''));
}

function threadItem(thread: Thread, origin: string, cooked: string): FeedItem {
  return {
    title: thread.title,
    link: `${origin}/thread/${thread.id}`,
    descriptionHtml: absoluteLinks(cooked, origin),
    author: thread.author_username,
    publishedAt: thread.created_at,
    category: thread.category_name,
  };
}

export async function latestFeed(db: Db, origin: string): Promise<FeedChannel> {
  return {
    title: `${SITE_NAME}: latest threads`,
    description: `The latest threads on the ${SITE_NAME}`,
    link: `${origin}/`,
    self: `${origin}${latestFeedPath}`,
    items: await threadItems(db, origin, null),
  };
}

/** Null when there is no such category. */
export async function categoryFeed(db: Db, origin: string, categoryId: number): Promise<FeedChannel | null> {
  const category = await db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'page_id', 'description'])
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!category) return null;
  return {
    title: `${SITE_NAME}: ${category.name}`,
    description: category.description || `Threads in ${category.name}`,
    link: `${origin}${categoryPath(category)}`,
    self: `${origin}${categoryFeedPath(category.id)}`,
    items: await threadItems(db, origin, category.id),
  };
}

/** The thread's newest visible posts, newest first. Null when the thread is missing, held or removed. */
export async function threadFeed(db: Db, origin: string, threadId: number): Promise<FeedChannel | null> {
  const row = await selectThreads(db).where('t.id', '=', threadId).executeTakeFirst();
  if (row?.status !== 'visible') return null;
  const thread = toThread(row);
  const visible = db.selectFrom('posts').where('thread_id', '=', threadId).where('status', '=', 'visible');
  const { count } = await visible
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await selectPosts(db, null)
    .where('p.thread_id', '=', threadId)
    .where('p.status', '=', 'visible')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(FEED_ITEMS)
    .execute();
  const total = Number(count);
  const items = rows.map((r, index): FeedItem => {
    const post = toPost(r, null);
    return {
      title: post.is_first_post ? thread.title : `Re: ${thread.title}`,
      link: `${origin}${urlOf(thread.id, post.id, total - index)}`,
      descriptionHtml: absoluteLinks(post.cooked, origin),
      author: post.author_username,
      publishedAt: post.created_at,
    };
  });
  return {
    title: `${SITE_NAME}: ${thread.title}`,
    description: `Posts in “${thread.title}”`,
    link: `${origin}/thread/${thread.id}`,
    self: `${origin}${threadFeedPath(thread.id)}`,
    items,
  };
}

export { categoryFeedPath, latestFeedPath, threadFeedPath } from '../../../shared/feed-paths';

/**
 * A post's links to the forum's own pages (`/u/name`, `/thread/1#post-2`, `/calculator/royalty`) with the
 * forum's address in front: a feed reader shows the post away from the forum, where a path alone would lead
 * nowhere or to the reader's own site. The cooker writes every link as `<a href="...">`; a `//` link is
 * never cooked, and is left alone here too.
 */
export function absoluteLinks(html: string, origin: string): string {
  return html.replace(
    /(<(?:a|img)\s[^>]*?\b(?:href|src)=")\/(?![/\\])/g,
    (_link, start: string) => `${start}${origin}/`,
  );
}
