import { absoluteLinks, FEED_ITEMS } from '../../forum/feeds/feed-content';
import type { FeedChannel } from '../../forum/feeds/rss';
import { selectPosts, toPost } from '../../forum/records/post-rows';
import { selectThreads, toThread } from '../../forum/records/thread-rows';
import type { Db } from '../../forum/records/visibility';
import { describeLand, type LandAddress, landFromAddress, threadsNaming } from './get-land-page';
import { landFeedPath, landPagePath } from './land-paths';

const SITE_NAME = 'Oklahoma Mineral Rights Forum';

/** The section's (or township's) feed: the visible threads that name it, newest activity first. */
export async function landFeed(db: Db, origin: string, address: LandAddress): Promise<FeedChannel | null> {
  const found = landFromAddress(address);
  if (!found) return null;
  const about = describeLand(found.key, found.land);
  const threads = (
    await selectThreads(db)
      .where('t.status', '=', 'visible')
      .where('t.id', 'in', threadsNaming(db, found.key))
      .orderBy('t.last_post_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(FEED_ITEMS)
      .execute()
  ).map(toThread);
  const openings =
    threads.length === 0
      ? []
      : await selectPosts(db, null)
          .where(
            'p.thread_id',
            'in',
            threads.map((thread) => thread.id),
          )
          .where('p.is_first_post', '=', true)
          .where('p.status', '=', 'visible')
          .execute();
  const cooked = new Map(openings.map((row) => [row.thread_id, toPost(row, null).cooked]));
  return {
    title: `${SITE_NAME}: ${about.title}`,
    description: `Threads about ${about.names[0] ?? about.title}`,
    link: `${origin}${landPagePath(found.key)}`,
    self: `${origin}${landFeedPath(found.key)}`,
    items: threads.map((thread) => ({
      title: thread.title,
      link: `${origin}/thread/${thread.id}`,
      descriptionHtml: absoluteLinks(cooked.get(thread.id) ?? '', origin),
      author: thread.author_username,
      publishedAt: thread.created_at,
      category: thread.category_name,
    })),
  };
}
