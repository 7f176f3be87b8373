import { sql, type Transaction } from 'kysely';
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

const applies = (writer: SignedInCaller, limits: PostingLimits) =>
  !isStaff(writer) && (limits.intervalSeconds > 0 || limits.newMemberIntervalSeconds > 0);

/**
 * Takes the member's posting turn: locks their row for the rest of the transaction. Call it first in the
 * transaction (before the thread or category lock), so posts of one member always lock in the same order.
 */
export async function takePostingTurn(
  trx: Transaction<Database>,
  writer: SignedInCaller,
  limits: PostingLimits,
): Promise<void> {
  if (!applies(writer, limits)) return;
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
  if (!applies(writer, limits)) return;
  // now() is the transaction's start, which is also the new post's created_at: stored posts of a member
  // are therefore always at least the interval apart, however their transactions overlapped.
  const { rows } = await sql<{ is_new: boolean; since: number | null }>`
    select u.created_at > now() - make_interval(hours => ${limits.newMemberHours}) as is_new,
      extract(epoch from now() - (
        select p.created_at from posts p where p.author_id = u.id order by p.created_at desc limit 1
      ))::float8 as since
    from users u where u.id = ${writer.id}`.execute(db);
  const row = rows[0];
  if (!row || row.since === null) return;
  const interval = row.is_new
    ? Math.max(limits.newMemberIntervalSeconds, limits.intervalSeconds)
    : limits.intervalSeconds;
  const since = Math.max(0, Number(row.since));
  if (since >= interval) return;
  const wait = Math.min(interval, Math.max(1, Math.ceil(interval - since)));
  throw new RateLimitError(
    `You are posting too quickly. Please wait ${wait} second${wait === 1 ? '' : 's'} before posting again.`,
    wait,
  );
}
