import type { Kysely } from 'kysely';
import type { AppError } from '../../errors';
import type { Database } from '../../platform/db/schema';
import {
  accountKeyFor,
  recordSignInFailure,
  refuseIfThrottled,
  signInLimits,
  type ThrottleLimits,
} from './sign-in-throttle';

// A password or two-factor code that a signed-in session gives again (changing the password or address,
// setting up or turning off two-factor, deleting the account) is a sign-in attempt in all but name: a
// stolen session could otherwise guess the password at the general request rate. So each such check is
// counted and refused exactly as the login's are (sign-in-throttle.ts, docs/decisions/019-sign-in-hardening.md
// and 037-secrets-die-together.md): the same failures table, the same growing waits, 429 with Retry-After.

export interface ProofContext {
  limits: ThrottleLimits;
  ip: string;
}

export const proofContext = (config: Parameters<typeof signInLimits>[0], ip: string): ProofContext => ({
  limits: signInLimits(config),
  ip,
});

/**
 * Runs `check` unless the account or address must wait; `false` from it is a wrong answer, recorded as a
 * failed sign-in (outside any transaction `check` ran, so it stays recorded), and `wrong()` is thrown.
 */
export async function proveOnSession<T>(
  db: Kysely<Database>,
  user: { id: number; username: string },
  context: ProofContext,
  check: () => Promise<T | false>,
  wrong: () => AppError,
): Promise<T> {
  const attempt = { accountKey: accountKeyFor(user.id, user.username), userId: user.id, ip: context.ip };
  await refuseIfThrottled(db, attempt, context.limits);
  const answer = await check();
  if (answer === false) {
    await recordSignInFailure(db, attempt);
    throw wrong();
  }
  return answer;
}
