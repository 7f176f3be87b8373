import { type RawBuilder, sql } from 'kysely';

// The SQL pieces the Unread list and the list marks share, so both count and leave out alike
// (docs/decisions/030-unread-list-in-one-query.md). Arguments are column references (sql.ref) or values.
type Operand = RawBuilder<unknown> | number;

/** How many visible posts of a thread come after a read position: a walk of posts_thread_visible. */
export const visiblePostsAfter = (threadId: Operand, lastReadPostId: Operand) =>
  sql<number>`(select count(*) from posts q where q.thread_id = ${threadId} and q.status = 'visible'
    and q.id > ${lastReadPostId})::int`;

/**
 * True unless the thread is muted for the member (docs/product.md#following-threads): muted by hand, or in a
 * category they muted while their level for the thread is not one they chose themselves (no watch, or one
 * made by starting or replying), the level the thread page shows (thread-watch.ts, threadWatchLevel).
 * `userId` is a value, not a column, so the member's muted categories are read once per statement (an
 * InitPlan), not once per thread.
 */
export const notMutedBy = (userId: number, threadId: Operand, categoryId: Operand) =>
  sql<boolean>`(not exists (select 1 from thread_watches w where w.user_id = ${userId}
      and w.thread_id = ${threadId} and w.level = 'muted')
    and (not ${categoryId} = any(array(select m.category_id from category_watches m
        where m.user_id = ${userId} and m.level = 'muted'))
      or exists (select 1 from thread_watches h where h.user_id = ${userId} and h.thread_id = ${threadId}
        and not h.automatic)))`;
