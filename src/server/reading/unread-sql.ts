import { type RawBuilder, sql } from 'kysely';

// The SQL pieces the Unread list and the list marks share, so both count and leave out alike
// (docs/decisions/030-unread-list-in-one-query.md). Arguments are column references (sql.ref) or values.
type Operand = RawBuilder<unknown> | number;

/** How many visible posts of a thread come after a read position: a walk of posts_thread_visible. */
export const visiblePostsAfter = (threadId: Operand, lastReadPostId: Operand) =>
  sql<number>`(select count(*) from posts q where q.thread_id = ${threadId} and q.status = 'visible'
    and q.id > ${lastReadPostId})::int`;

/** True unless the member muted the thread. */
export const notMutedBy = (userId: Operand, threadId: Operand) =>
  sql<boolean>`not exists (select 1 from thread_watches w where w.user_id = ${userId}
    and w.thread_id = ${threadId} and w.level = 'muted')`;
