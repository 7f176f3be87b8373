import type { Kysely } from 'kysely';
import { TEXT } from '../../../shared/texts';
import { AppError } from '../../errors';
import type { Database, UserRow } from '../../platform/db/schema';
import { type SessionResult, startSession } from '../auth/start-session';

/** Banned and deleted accounts cannot sign in through a provider either. */
export function assertMaySignIn(user: UserRow): void {
  if (user.is_deleted) throw new AppError(403, 'ACCOUNT_SUSPENDED', TEXT.accountSuspended);
  if (!user.is_active) {
    const why = user.ban_reason ? ` Reason: ${user.ban_reason}` : '';
    throw new AppError(403, 'ACCOUNT_SUSPENDED', `${TEXT.accountSuspended}${why}`);
  }
}

/** A new session for a user who signed in through a provider, after the same checks as a password sign-in. */
export async function signInUser(
  db: Kysely<Database>,
  user: UserRow,
  userAgent?: string,
): Promise<SessionResult> {
  assertMaySignIn(user);
  // A provider cannot give the second factor: such accounts sign in with password and code
  // (docs/decisions/022-account-security-and-staff-two-factor.md).
  if (user.totp_enabled_at) {
    throw new AppError(
      403,
      'TWO_FACTOR_PASSWORD',
      'This account uses two-factor sign-in. Please sign in with your password and code.',
    );
  }
  return startSession(db, user, userAgent);
}
