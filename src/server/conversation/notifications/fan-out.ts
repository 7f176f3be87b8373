import { type RawBuilder, sql, type Transaction } from 'kysely';
import { cardLandKeys } from '../../documents/land/card-land';
import { landFollowersOf, landFollowersOfKeys } from '../../documents/land/land-follows';
import { quotedPostIds } from '../../forum/post-references/quote-links';
import { notIgnoring } from '../../people/ignoring/ignore-service';
import type { Database, NotificationKind } from '../../platform/db/schema';
import { insertNotifications, mayNotify, POST_KINDS, postDedupeKey } from './notify';
import { type ReachLimits, withinReach } from './recipient-limits';

// The fan-out job of a new visible post (docs/product.md#notifications): who hears of it and why. It runs in
// the background queue (jobs/background-work.ts), after the reply has been answered.

export const POST_PUBLISHED_JOB = 'post_published';

interface PublishedPost {
  id: number;
  author_id: number;
  thread_id: number;
  is_first_post: boolean;
  reply_to_post_id: number | null;
  category_id: number;
  thread_author_id: number;
}

export interface FanOutSettings {
  limits: ReachLimits;
  /** When the notifications' mail job runs: NOTIFICATION_EMAIL_DELAY_SECONDS, when they may be mailed. */
  mailDelaySeconds: number;
}

export async function fanOutPost(
  trx: Transaction<Database>,
  payload: unknown,
  { limits, mailDelaySeconds }: FanOutSettings,
): Promise<void> {
  const postId = Number((payload as { post_id?: unknown } | null)?.post_id);
  if (!Number.isSafeInteger(postId)) return;
  const post = await trx
    .selectFrom('posts as p')
    .innerJoin('threads as t', 't.id', 'p.thread_id')
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
    .executeTakeFirst();
  // Removed or still held: nobody hears of it (approval publishes it again, with a new job).
  if (!post || !(await mayNotify(trx, post.author_id))) return;

  // Those the writer addressed (mentions, quotes, the post answered), each once for the strongest reason.
  const addressed = new Map<number, NotificationKind>();
  const address = (userId: number, kind: NotificationKind) => {
    const current = addressed.get(userId);
    if (!current || POST_KINDS.indexOf(kind) < POST_KINDS.indexOf(current)) addressed.set(userId, kind);
  };
  const mentioned = await trx
    .selectFrom('post_mentions')
    .select('user_id')
    .where('post_id', '=', postId)
    .execute();
  for (const row of mentioned) address(row.user_id, 'mention');
  // Quotes are read from the text: the authors of the quoted posts still visible.
  const quoted = quotedPostIds(post.content).filter((id) => id <= 2_147_483_647);
  if (quoted.length > 0) {
    const authors = await trx
      .selectFrom('posts')
      .select('author_id')
      .where('id', 'in', quoted)
      .where('status', '=', 'visible')
      .execute();
    for (const row of authors) address(row.author_id, 'quote');
  }
  if (post.reply_to_post_id) {
    const parent = await trx
      .selectFrom('posts')
      .select('author_id')
      .where('id', '=', post.reply_to_post_id)
      .where('status', '=', 'visible')
      .executeTakeFirst();
    if (parent) address(parent.author_id, 'reply_to_post');
  }
  addressed.delete(post.author_id); // nobody is told about their own post

  const reasons = new Map<number, NotificationKind>();
  for (const userId of await watchersOf(trx, post))
    reasons.set(userId, post.is_first_post ? 'new_thread' : 'reply');
  // Members following a section or township the post names hear of it as watchers do.
  // ...and so do those following the section a Tract Visualizer card's description is tied to.
  const cardLand = cardLandKeys(post.cards, post.content);
  for (const userId of [
    ...(await landFollowersOf(trx, post.id)),
    ...(await landFollowersOfKeys(trx, cardLand)),
  ])
    reasons.set(userId, post.is_first_post ? 'new_thread' : 'reply');
  // A member addressed beyond the limits hears of the post only if they watch it.
  for (const [userId, kind] of await withinReach(trx, post.author_id, addressed, limits))
    reasons.set(userId, kind);
  reasons.delete(post.author_id);

  // Members who ignore the author hear nothing of their posts (docs/decisions/044-first-posts-held-and-ignoring.md).
  const recipients = await notIgnoring(trx, post.author_id, await activeMembers(trx, [...reasons.keys()]));
  await insertNotifications(
    trx,
    recipients.map((userId) => ({
      user_id: userId,
      kind: reasons.get(userId)!,
      actor_id: post.author_id,
      thread_id: post.thread_id,
      post_id: post.id,
      dedupe_key: postDedupeKey(post.id),
    })),
    mailDelaySeconds,
  );
}

/**
 * Members watching the thread, or its category without a setting of their own for the thread. The thread's
 * starter counts as watching unless they chose otherwise. A new thread reaches only category watchers.
 * A member who muted the category hears nothing from a watch they did not choose (made by starting or
 * replying to the thread, or the starter rule); a thread they set to Watching themselves still notifies, as
 * a muted thread silences everything (docs/product.md#following-threads).
 */
async function watchersOf(trx: Transaction<Database>, post: PublishedPost): Promise<number[]> {
  const categoryWatchers = sql<{ user_id: number }>`
    select cw.user_id from category_watches cw
    where cw.category_id = ${post.category_id} and cw.level = 'watching'
      and not exists (select 1 from thread_watches x where x.thread_id = ${post.thread_id} and x.user_id = cw.user_id)`;
  const mutedCategory = (userId: RawBuilder<unknown>) => sql`exists (select 1 from category_watches m
      where m.category_id = ${post.category_id} and m.user_id = ${userId} and m.level = 'muted')`;
  const result = post.is_first_post
    ? await categoryWatchers.execute(trx)
    : await sql<{ user_id: number }>`
        select tw.user_id from thread_watches tw where tw.thread_id = ${post.thread_id} and tw.level = 'watching'
          and not (tw.automatic and ${mutedCategory(sql`tw.user_id`)})
        union ${categoryWatchers}
        union select ${post.thread_author_id}::int as user_id where not exists (
          select 1 from thread_watches x where x.thread_id = ${post.thread_id} and x.user_id = ${post.thread_author_id})
          and not ${mutedCategory(sql`${post.thread_author_id}::int`)}`.execute(trx);
  return result.rows.map((row) => row.user_id);
}

/** Banned and deleted members receive nothing. */
async function activeMembers(trx: Transaction<Database>, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('is_active', '=', true)
    .where('is_deleted', '=', false)
    .execute();
  return rows.map((row) => row.id);
}
