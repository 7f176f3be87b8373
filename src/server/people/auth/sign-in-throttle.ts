import { type Kysely, sql } from 'kysely';
import { RateLimitError } from '../../errors';
import type { Database } from '../../platform/db/schema';

// Failed sign-ins slow an attacker down without locking the owner out (finding 3;
// docs/decisions/019-sign-in-hardening.md):
// - per client address: `perMinute` failures in a minute and `perHour` in an hour (Discourse's 6 and 30),
//   then 429 until the oldest counted failure leaves its window;
// - per account (the account whatever was typed, username or e-mail; a name no account has counts as
//   itself, so the answers look the same): `freeFailures` within 15 minutes, then each further try waits
//   2, 4, 8 … seconds (at most 15 minutes) after the latest failure;
// - an address the account signed in from before is never held up by the account's failures elsewhere.

export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const LONGEST_WAIT_SECONDS = 15 * 60;

export interface ThrottleLimits {
  freeFailures: number;
  perMinute: number;
  perHour: number;
}

export interface SignInAttempt {
  /** `user:<id>` for an account, `name:<what was typed>` otherwise. */
  accountKey: string;
  userId: number | null;
  ip: string;
}

export const accountKeyFor = (userId: number | null, typed: string) =>
  userId === null ? `name:${typed.trim().toLowerCase()}` : `user:${userId}`;

/** Throws a 429 with the time to wait when this attempt must not be tried yet. */
export async function refuseIfThrottled(
  db: Kysely<Database>,
  attempt: SignInAttempt,
  limits: ThrottleLimits,
): Promise<void> {
  const now = Date.now();
  const byAddress = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('ip', '=', attempt.ip)
    .where('failed_at', '>', new Date(now - 3_600_000))
    .orderBy('failed_at', 'desc')
    .limit(limits.perHour)
    .execute();
  const times = byAddress.map((r) => new Date(r.failed_at).getTime());
  const lastMinute = times.filter((at) => at > now - 60_000);
  if (lastMinute.length >= limits.perMinute) {
    throw tooMany(lastMinute[limits.perMinute - 1]! + 60_000 - now, 'from your network');
  }
  if (times.length >= limits.perHour)
    throw tooMany(times[limits.perHour - 1]! + 3_600_000 - now, 'from your network');

  if (attempt.userId !== null && (await isKnownAddress(db, attempt.userId, attempt.ip))) return;
  const byAccount = await db
    .selectFrom('login_failures')
    .select([sql<number>`count(*)::int`.as('count'), sql<Date | null>`max(failed_at)`.as('latest')])
    .where('account_key', '=', attempt.accountKey)
    .where('failed_at', '>', new Date(now - ACCOUNT_FAILURE_WINDOW_MS))
    .executeTakeFirstOrThrow();
  if (byAccount.count < limits.freeFailures || !byAccount.latest) return;
  const exponent = Math.min(byAccount.count - limits.freeFailures + 1, 20);
  const waitMs = Math.min(2 ** exponent, LONGEST_WAIT_SECONDS) * 1000;
  const left = new Date(byAccount.latest).getTime() + waitMs - now;
  if (left > 0) throw tooMany(left, 'for this account');
}

export async function recordSignInFailure(db: Kysely<Database>, attempt: SignInAttempt): Promise<void> {
  await db.insertInto('login_failures').values({ account_key: attempt.accountKey, ip: attempt.ip }).execute();
}

/** The account's failures are forgotten and this address becomes one the owner is known to sign in from. */
export async function recordSignInSuccess(
  db: Kysely<Database>,
  attempt: SignInAttempt & { userId: number },
): Promise<void> {
  await db.deleteFrom('login_failures').where('account_key', '=', attempt.accountKey).execute();
  await db
    .insertInto('sign_in_addresses')
    .values({ user_id: attempt.userId, ip: attempt.ip, last_at: new Date() })
    .onConflict((oc) => oc.columns(['user_id', 'ip']).doUpdateSet({ last_at: new Date() }))
    .execute();
}

async function isKnownAddress(db: Kysely<Database>, userId: number, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_addresses')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('ip', '=', ip)
    .executeTakeFirst();
  return !!row;
}

function tooMany(waitMs: number, where: string): RateLimitError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait =
    seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  return new RateLimitError(
    `Too many failed sign-in attempts ${where}. Please try again in ${wait}.`,
    seconds,
  );
}

export const signInLimits = (config: {
  LOGIN_RATE_LIMIT_MAX: number;
  LOGIN_ADDRESS_LIMIT_PER_MINUTE: number;
  LOGIN_ADDRESS_LIMIT_PER_HOUR: number;
}): ThrottleLimits => ({
  freeFailures: config.LOGIN_RATE_LIMIT_MAX,
  perMinute: config.LOGIN_ADDRESS_LIMIT_PER_MINUTE,
  perHour: config.LOGIN_ADDRESS_LIMIT_PER_HOUR,
});
