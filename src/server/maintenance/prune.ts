import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Tables that grow with every request and are only read for a short window are pruned on a schedule
// (issue 13, finding 10; docs/architecture.md#background-work). Each row kept past its window answers nothing:
//   thread_views          the counter lives on threads; a row only stops a second count in the same hour
//   login_failures        read over the last hour (per address) and 15 minutes (per account)
//   mail_requests         read over the last hour
//   sessions              refused once expired
//   two_factor_challenges refused once expired
//   account_tokens        kept 30 days past expiry, so an old link still says "expired" or "used", not "invalid"
//   sign_in_addresses     an address not used for a year is no longer "one the owner signs in from"

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const PRUNE_AFTER = {
  threadViewsMs: 2 * DAY_MS,
  loginFailuresMs: DAY_MS,
  mailRequestsMs: DAY_MS,
  expiredSessionsMs: 0,
  expiredChallengesMs: 0,
  expiredAccountTokensMs: 30 * DAY_MS,
  signInAddressesMs: 365 * DAY_MS,
} as const;

export type PruneCounts = Record<
  | 'thread_views'
  | 'login_failures'
  | 'mail_requests'
  | 'sessions'
  | 'two_factor_challenges'
  | 'account_tokens'
  | 'sign_in_addresses',
  number
>;

export async function pruneOldRows(db: Kysely<Database>, now = new Date()): Promise<PruneCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  return {
    thread_views: count(
      await db
        .deleteFrom('thread_views')
        .where('hour', '<', before(PRUNE_AFTER.threadViewsMs))
        .executeTakeFirst(),
    ),
    login_failures: count(
      await db
        .deleteFrom('login_failures')
        .where('failed_at', '<', before(PRUNE_AFTER.loginFailuresMs))
        .executeTakeFirst(),
    ),
    mail_requests: count(
      await db
        .deleteFrom('mail_requests')
        .where('created_at', '<', before(PRUNE_AFTER.mailRequestsMs))
        .executeTakeFirst(),
    ),
    sessions: count(
      await db
        .deleteFrom('sessions')
        .where('expires_at', '<', before(PRUNE_AFTER.expiredSessionsMs))
        .executeTakeFirst(),
    ),
    two_factor_challenges: count(
      await db
        .deleteFrom('two_factor_challenges')
        .where('expires_at', '<', before(PRUNE_AFTER.expiredChallengesMs))
        .executeTakeFirst(),
    ),
    account_tokens: count(
      await db
        .deleteFrom('account_tokens')
        .where('expires_at', '<', before(PRUNE_AFTER.expiredAccountTokensMs))
        .executeTakeFirst(),
    ),
    sign_in_addresses: count(
      await db
        .deleteFrom('sign_in_addresses')
        .where('last_at', '<', before(PRUNE_AFTER.signInAddressesMs))
        .executeTakeFirst(),
    ),
  };
}
