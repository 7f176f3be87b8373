import { sql } from 'kysely';
import type { NotificationKind } from '../../../shared/contracts/notifications';
import type { ThreadReadingResponse } from '../../../shared/contracts/reading';
import { countUnread } from '../../conversation/notifications/list-notifications';
import { POST_KINDS, signalMembers } from '../../conversation/notifications/notify';
import { notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { requireSignedIn } from '../../people/auth/permissions';
import { urlOf } from '../records/post-address';
import type { Db } from '../records/visibility';
import { threadForReader, threadWatchLevel } from './thread-watch';

// Read positions (docs/product.md#following-threads): per member and thread, the newest post read. The
// browser sends the highest post it has shown, batched; the position only moves forward. Reading a post also
// reads the notifications about it and the posts before it in that thread, so the bell follows: the ones
// about a post (a reply, a mention, a quote) and a score it reached, which can come after the member read it.
const READ_WITH_THE_POST: NotificationKind[] = [...POST_KINDS, 'vote_milestone', 'answer_accepted'];

export async function recordRead(
  db: Db,
  caller: Caller,
  threadId: number,
  postId: number,
): Promise<{ last_read_post_id: number; unread_notifications: number }> {
  const user = requireSignedIn(caller);
  await threadForReader(db, caller, threadId);
  const post = await db
    .selectFrom('posts')
    .select('id')
    .where('id', '=', postId)
    .where('thread_id', '=', threadId)
    .executeTakeFirst();
  if (!post) throw notFound('That post is not in this thread.');
  const row = await db
    .insertInto('thread_reads')
    .values({ user_id: user.id, thread_id: threadId, last_read_post_id: postId })
    .onConflict((oc) =>
      oc.columns(['user_id', 'thread_id']).doUpdateSet({
        last_read_post_id: sql<number>`greatest(thread_reads.last_read_post_id, excluded.last_read_post_id)`,
        updated_at: sql`now()`,
      }),
    )
    .returning('last_read_post_id')
    .executeTakeFirstOrThrow();
  const read = await db
    .updateTable('notifications')
    .set({ read_at: sql`now()` })
    .where('user_id', '=', user.id)
    .where('thread_id', '=', threadId)
    .where('post_id', '<=', row.last_read_post_id)
    .where('kind', 'in', READ_WITH_THE_POST)
    .where('read_at', 'is', null)
    .returning('id')
    .execute();
  if (read.length > 0) await signalMembers(db, [user.id]);
  return { last_read_post_id: row.last_read_post_id, unread_notifications: await countUnread(db, user.id) };
}

/** Moves a member's read position to their own new post (nobody has unread posts they wrote). */
export async function readOwnPost(db: Db, userId: number, threadId: number, postId: number): Promise<void> {
  await db
    .insertInto('thread_reads')
    .values({ user_id: userId, thread_id: threadId, last_read_post_id: postId })
    .onConflict((oc) =>
      oc.columns(['user_id', 'thread_id']).doUpdateSet({
        last_read_post_id: sql<number>`greatest(thread_reads.last_read_post_id, excluded.last_read_post_id)`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

export async function threadReading(
  db: Db,
  caller: Caller,
  threadId: number,
): Promise<ThreadReadingResponse> {
  const user = requireSignedIn(caller);
  const thread = await threadForReader(db, caller, threadId);
  const [watch, read, bookmarks, notified] = await Promise.all([
    threadWatchLevel(db, user.id, thread),
    db
      .selectFrom('thread_reads')
      .select('last_read_post_id')
      .where('user_id', '=', user.id)
      .where('thread_id', '=', threadId)
      .executeTakeFirst(),
    db
      .selectFrom('bookmarks as b')
      .innerJoin('posts as p', 'p.id', 'b.post_id')
      .select('b.post_id')
      .where('b.user_id', '=', user.id)
      .where('p.thread_id', '=', threadId)
      .execute(),
    db
      .selectFrom('notifications')
      .select('post_id')
      .distinct()
      .where('user_id', '=', user.id)
      .where('thread_id', '=', threadId)
      .where('kind', 'in', READ_WITH_THE_POST)
      .where('read_at', 'is', null)
      .where('post_id', 'is not', null)
      .execute(),
  ]);
  const lastRead = read?.last_read_post_id ?? null;
  const firstUnread = lastRead === null ? null : await firstVisiblePostAfter(db, threadId, lastRead);
  return {
    level: watch.level,
    category_muted: watch.category_muted,
    last_read_post_id: lastRead,
    first_unread: firstUnread,
    bookmarked_post_ids: bookmarks.map((b) => b.post_id),
    notified_post_ids: notified.flatMap((n) => (n.post_id === null ? [] : [n.post_id])),
  };
}

/** The first visible post after `postId` in the thread, with the address of the page that shows it. */
export async function firstVisiblePostAfter(db: Db, threadId: number, postId: number) {
  const row = await db
    .selectFrom('posts as p')
    .select(['p.id'])
    .select(
      sql<number>`(select count(*) from posts q where q.thread_id = p.thread_id and q.status = 'visible'
        and (q.created_at, q.id) <= (p.created_at, p.id))`.as('position'),
    )
    .where('p.thread_id', '=', threadId)
    .where('p.status', '=', 'visible')
    .where('p.id', '>', postId)
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { post_id: row.id, url: urlOf(threadId, row.id, Number(row.position))! };
}
