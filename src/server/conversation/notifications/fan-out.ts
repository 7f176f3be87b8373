import { type RawBuilder, sql, type Transaction } from 'kysely';
import { cardLandKeys } from '../../documents/land/card-land';
import { landFollowersOf } from '../../documents/land/land-follows';
import { quotedPostIds } from '../../forum/post-references/quote-links';
import { ignoresAuthor } from '../../people/ignoring/ignore-service';
import type { Database, NotificationKind } from '../../platform/db/schema';
import { mayNotify, notifyingStatement, POST_KINDS, postDedupeKey } from './notify';
import { type RankedMember, type ReachLimits, withinReach } from './recipient-limits';

// The fan-out job of a new visible post (docs/product.md#notifications): who hears of it and why. It runs in
// the background queue (jobs/background-work.ts), after the reply has been answered. Two round trips: the
// post is read (its text names quotes and land), then one statement ranks its recipients and writes their
// notifications, mail jobs and live signals.

export const POST_PUBLISHED_JOB = 'post_published';

export interface FanOutSettings {
  limits: ReachLimits;
  /** When the notifications' mail job runs: NOTIFICATION_EMAIL_DELAY_SECONDS, when they may be mailed. */
  mailDelaySeconds: number;
}

interface PublishedPost {
  id: number;
  author_id: number;
  thread_id: number;
  is_first_post: boolean;
  reply_to_post_id: number | null;
  content: string;
  cards: unknown;
  category_id: number;
  thread_author_id: number;
}

export async function fanOutPost(
  trx: Transaction<Database>,
  payload: unknown,
  { limits, mailDelaySeconds }: FanOutSettings,
): Promise<void> {
  const postId = Number((payload as { post_id?: unknown } | null)?.post_id);
  if (!Number.isSafeInteger(postId)) return;
  const post: PublishedPost | undefined = await trx
    .selectFrom('posts as p')
    .innerJoin('threads as t', 't.id', 'p.thread_id')
    .innerJoin('users as a', 'a.id', 'p.author_id')
    .select([
      'p.id',
      'p.author_id',
      'p.thread_id',
      'p.is_first_post',
      'p.reply_to_post_id',
      'p.content',
      'p.cards',
    ])
    .select(['t.category_id', 't.author_id as thread_author_id'])
    .where('p.id', '=', postId)
    .where('p.status', '=', 'visible')
    .where('t.status', '=', 'visible')
    .where(mayNotify('a'))
    .executeTakeFirst();
  // Removed or still held (approval publishes it again, with a new job), or its author may not notify.
  if (!post) return;
  // Each recipient's rank is its reason's place in POST_KINDS; arrays in SQL count from 1.
  const inserted = sql`
    insert into notifications (user_id, kind, actor_id, thread_id, post_id, dedupe_key)
    select r.user_id, (${POST_KINDS}::text[])[r.rank + 1], ${post.author_id}::int, ${post.thread_id}::int,
      ${post.id}::int, ${postDedupeKey(post.id)}::text
    from (${recipientsOf(post, limits)}) r
    on conflict (user_id, dedupe_key) do nothing
    returning id, user_id`;
  await notifyingStatement(inserted, mailDelaySeconds, 'count').execute(trx);
}

/** A reason as the statement ranks it: its place in POST_KINDS, the strongest first. */
const rank = (kind: NotificationKind) => sql.lit(POST_KINDS.indexOf(kind));

/**
 * Who hears of the post and why (SQL, of user_id and rank), each member once for the strongest reason:
 * - those the writer addressed (mentions, the authors of quoted posts still visible, the author of the post
 *   answered), within the reach limits: one addressed beyond them hears of the post only if they watch it;
 * - watchers (watchersOf) and members following a section or township the post names, or that one of its
 *   Tract Visualizer cards' descriptions is tied to, hear of it as a reply (or a new thread).
 * Nobody is told about their own post, banned and deleted members receive nothing, and members who ignore
 * the author hear nothing of their posts (docs/decisions/044-first-posts-held-and-ignoring.md).
 */
function recipientsOf(post: PublishedPost, limits: ReachLimits): RawBuilder<RankedMember> {
  // Quotes are read from the text.
  const quoted = quotedPostIds(post.content).filter((id) => id <= 2_147_483_647);
  const addressed = sql<RankedMember>`
    select user_id, min(rank) as rank from (
      select user_id, ${rank('mention')} as rank from post_mentions where post_id = ${post.id}
      union all select author_id, ${rank('quote')} from posts
        where id = any(${quoted}::int[]) and status = 'visible'
      union all select author_id, ${rank('reply_to_post')} from posts
        where id = ${post.reply_to_post_id} and status = 'visible'
    ) a where user_id <> ${post.author_id} group by user_id`;
  const watching = rank(post.is_first_post ? 'new_thread' : 'reply');
  const landKeys = cardLandKeys(post.cards, post.content);
  return sql<RankedMember>`
    with heard as (
      select user_id, min(rank) as rank from (
        ${withinReach(post.author_id, addressed, limits)}
        union all select user_id, ${watching} from (${watchersOf(post)}) w
        union all select user_id, ${watching} from (${landFollowersOf(post.id, landKeys)}) l
      ) reasons group by user_id)
    select h.user_id, h.rank from heard h join users u on u.id = h.user_id
    where h.user_id <> ${post.author_id} and u.is_active and not u.is_deleted
      and not ${ignoresAuthor(sql`h.user_id`, post.author_id)}`;
}

/**
 * Members watching the thread, or its category without a setting of their own for the thread. The thread's
 * starter counts as watching unless they chose otherwise. A new thread reaches only category watchers.
 * A member who muted the category hears nothing from a watch they did not choose (made by starting or
 * replying to the thread, or the starter rule); a thread they set to Watching themselves still notifies, as
 * a muted thread silences everything (docs/product.md#following-threads).
 */
function watchersOf(post: PublishedPost): RawBuilder<{ user_id: number }> {
  const categoryWatchers = sql<{ user_id: number }>`
    select cw.user_id from category_watches cw
    where cw.category_id = ${post.category_id} and cw.level = 'watching'
      and not exists (select 1 from thread_watches x where x.thread_id = ${post.thread_id} and x.user_id = cw.user_id)`;
  if (post.is_first_post) return categoryWatchers;
  const mutedCategory = (userId: RawBuilder<unknown>) => sql`exists (select 1 from category_watches m
      where m.category_id = ${post.category_id} and m.user_id = ${userId} and m.level = 'muted')`;
  return sql<{ user_id: number }>`
    select tw.user_id from thread_watches tw where tw.thread_id = ${post.thread_id} and tw.level = 'watching'
      and not (tw.automatic and ${mutedCategory(sql`tw.user_id`)})
    union ${categoryWatchers}
    union select ${post.thread_author_id}::int as user_id where not exists (
      select 1 from thread_watches x where x.thread_id = ${post.thread_id} and x.user_id = ${post.thread_author_id})
      and not ${mutedCategory(sql`${post.thread_author_id}::int`)}`;
}
