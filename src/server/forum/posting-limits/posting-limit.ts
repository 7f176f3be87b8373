import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Config } from '../../config';
import { RateLimitError } from '../../errors';
import type { SignedInCaller } from '../../people/auth/caller';
import { isStaff } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import type { Db } from '../records/visibility';

// Per-member posting pace (docs/decisions/020-staff-hierarchy-and-posting-limits.md):
// a new thread or reply must come at least POST_INTERVAL_SECONDS after the member's last post, and
// NEW_MEMBER_POST_INTERVAL_SECONDS while the account is younger than NEW_MEMBER_HOURS. Staff are not limited.
// The last post is read from the posts table under a lock on the member's row, so concurrent posts of one
// member take turns and only the first gets through, on any number of app processes.

export interface PostingLimits {
  intervalSeconds: number;
  newMemberIntervalSeconds: number;
  newMemberHours: number;
  /** A member's first N posts wait for a moderator (first-posts/first-post-hold.ts); 0 holds none. */
  approveNewMemberPosts: number;
}

export const NO_POSTING_LIMITS: PostingLimits = {
  intervalSeconds: 0,
  newMemberIntervalSeconds: 0,
  newMemberHours: 0,
  approveNewMemberPosts: 0,
};

export function postingLimitsFrom(config: Config): PostingLimits {
  return {
    intervalSeconds: config.POST_INTERVAL_SECONDS,
    newMemberIntervalSeconds: config.NEW_MEMBER_POST_INTERVAL_SECONDS,
    newMemberHours: config.NEW_MEMBER_HOURS,
    approveNewMemberPosts: config.APPROVE_NEW_MEMBER_POSTS,
  };
}

/** Whether the posting pace applies to this writer (staff are not limited). */
export const paceApplies = (writer: SignedInCaller, limits: PostingLimits) =>
  !isStaff(writer) && (limits.intervalSeconds > 0 || limits.newMemberIntervalSeconds > 0);

/**
 * Takes the member's posting turn: locks their row for the rest of the transaction. Call it first in the
 * transaction (before the thread or category lock), so posts of one member always lock in the same order,
 * here and in a reply's one statement, which updates the row first (one-statement-reply.ts). Staff take
 * it too, though no pace applies to them: their post sets the row's last_posted_at all the same.
 */
export async function takePostingTurn(trx: Transaction<Database>, writer: SignedInCaller): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', writer.id).forNoKeyUpdate().execute();
}

/**
 * 429 with the seconds to wait when the member's last post is too recent. Inside the writing transaction,
 * after takePostingTurn, it is the rule; before it (no lock) it spares a flood the work of rendering.
 */
export async function checkPostingInterval(
  db: Db,
  writer: SignedInCaller,
  limits: PostingLimits,
): Promise<void> {
  if (!paceApplies(writer, limits)) return;
  // now() is the transaction's start, which is also the new post's created_at: stored posts of a member
  // are therefore always at least the interval apart, however their transactions overlapped.
  const { rows } = await sql<PaceRow>`
    select ${accountIsNew(limits)} as is_new, ${secondsSincePost} as since
    from users u where u.id = ${writer.id}`.execute(db);
  const refusal = rows[0] ? paceRefusal(rows[0], limits) : null;
  if (refusal) throw refusal;
}

/** Whether the member's account is still new, and the seconds since their last post (null: never posted). */
export interface PaceRow {
  is_new: boolean;
  since: number | null;
}

/** For the users row aliased `u`: the seconds since the member's last post (null: never posted). */
export const secondsSincePost = sql<number | null>`extract(epoch from now() - u.last_posted_at)::float8`;

/** For the users row aliased `u`: whether the account is still within the new-member hours. */
export const accountIsNew = (limits: PostingLimits) =>
  sql<boolean>`u.created_at > now() - make_interval(hours => ${limits.newMemberHours})`;

/** The 429 a post too soon after the last one gets, or null when it may go. */
export function paceRefusal(row: PaceRow, limits: PostingLimits): RateLimitError | null {
  if (row.since === null) return null;
  const interval = row.is_new
    ? Math.max(limits.newMemberIntervalSeconds, limits.intervalSeconds)
    : limits.intervalSeconds;
  const since = Math.max(0, Number(row.since));
  if (since >= interval) return null;
  const wait = Math.min(interval, Math.max(1, Math.ceil(interval - since)));
  return new RateLimitError(
    `You are posting too quickly. Please wait ${wait} second${wait === 1 ? '' : 's'} before posting again.`,
    wait,
  );
}

/**
 * For the users row aliased `u`: whether a post now keeps the member's pace (always, where no limit
 * applies). As the condition of an UPDATE of that row it is also the member's turn: a concurrent post of
 * theirs makes the UPDATE wait, and PostgreSQL checks the condition again on the row that post left.
 */
export function paceAllows(writer: SignedInCaller, limits: PostingLimits): RawBuilder<boolean> {
  if (!paceApplies(writer, limits)) return sql<boolean>`true`;
  const interval = sql`case when ${accountIsNew(limits)}
    then ${Math.max(limits.newMemberIntervalSeconds, limits.intervalSeconds)}::int
    else ${limits.intervalSeconds}::int end`;
  return sql<boolean>`(u.last_posted_at is null
    or greatest(0, extract(epoch from now() - u.last_posted_at)) >= ${interval})`;
}

/** Marks the member as having posted now (a post written outside a reply's own statement: a new thread). */
export async function markPosted(trx: Transaction<Database>, writerId: number): Promise<void> {
  await sql`update users set last_posted_at = now() where id = ${writerId}`.execute(trx);
}
