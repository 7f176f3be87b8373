import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TwoFactorChallenge, TwoFactorLoginBody } from '../../../shared/contracts/two-factor';
import { AppError } from '../../errors';
import type { Database, UserRow } from '../../platform/db/schema';
import { acceptSecondFactor } from '../two-factor/verify-code';
import { hashToken } from './sessions';
import {
  accountKeyFor,
  recordSignInFailure,
  recordSignInSuccess,
  refuseIfThrottled,
  type ThrottleLimits,
} from './sign-in-throttle';
import { type SessionResult, startSession } from './start-session';

// The step between a right password and a session for accounts with two-factor sign-in
// (docs/decisions/022-account-security-and-staff-two-factor.md). The ticket is secret, single-use and
// short-lived; wrong codes count as failed sign-ins of the account.

const TICKET_LIFETIME_MS = 5 * 60 * 1000;
const EXPIRED = 'Your sign-in has expired. Please sign in again.';

export async function startTwoFactorChallenge(
  db: Kysely<Database>,
  user: UserRow,
  userAgent?: string,
): Promise<TwoFactorChallenge> {
  const ticket = randomBytes(32).toString('base64url');
  await db
    .insertInto('two_factor_challenges')
    .values({
      ticket_hash: hashToken(ticket),
      user_id: user.id,
      user_agent: userAgent?.slice(0, 300) ?? null,
      expires_at: new Date(Date.now() + TICKET_LIFETIME_MS),
    })
    .execute();
  return {
    twoFactorRequired: true,
    ticket,
    message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  };
}

export async function completeTwoFactorSignIn(
  db: Kysely<Database>,
  input: TwoFactorLoginBody,
  options: { limits: ThrottleLimits; ip: string; userAgent?: string },
): Promise<SessionResult & { recoveryCodeUsed: boolean }> {
  const challenge = await db
    .selectFrom('two_factor_challenges')
    .selectAll()
    .where('ticket_hash', '=', hashToken(input.ticket))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!challenge) throw new AppError(401, 'TICKET_EXPIRED', EXPIRED, 'ticket');
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', challenge.user_id)
    .executeTakeFirstOrThrow();
  if (!user.is_active || user.is_deleted || !user.totp_enabled_at) {
    await db.deleteFrom('two_factor_challenges').where('id', '=', challenge.id).execute();
    throw new AppError(401, 'TICKET_EXPIRED', EXPIRED, 'ticket');
  }
  const attempt = { accountKey: accountKeyFor(user.id, user.username), userId: user.id, ip: options.ip };
  await refuseIfThrottled(db, attempt, options.limits);
  const used = await acceptSecondFactor(db, user, input.code);
  if (!used) {
    await recordSignInFailure(db, attempt);
    throw new AppError(401, 'INVALID_CODE', 'That code is not correct. Please try again.', 'code');
  }
  return db.transaction().execute(async (trx) => {
    // Deleting the ticket decides which of two requests with the same ticket wins.
    const claimed = await trx
      .deleteFrom('two_factor_challenges')
      .where('id', '=', challenge.id)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) throw new AppError(401, 'TICKET_EXPIRED', EXPIRED, 'ticket');
    await recordSignInSuccess(trx, attempt);
    const session = await startSession(trx, user, options.userAgent ?? challenge.user_agent ?? undefined);
    return { ...session, recoveryCodeUsed: used === 'recovery' };
  });
}
