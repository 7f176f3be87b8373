import type { Kysely } from 'kysely';
import { TEXT } from '../../shared/texts';
import type { SessionResult } from '../auth/auth-service';
import { createSession } from '../auth/sessions';
import type { Database, UserRow } from '../db/schema';
import { AppError } from '../errors';
import { toPublicUser } from '../users/user-mapper';

/** Banned and deleted accounts cannot sign in through a provider either (issue 7). */
export function assertMaySignIn(user: UserRow): void {
  if (user.is_deleted) throw new AppError(403, 'ACCOUNT_SUSPENDED', TEXT.accountSuspended);
  if (!user.is_active) {
    const why = user.ban_reason ? ` Reason: ${user.ban_reason}` : '';
    throw new AppError(403, 'ACCOUNT_SUSPENDED', `${TEXT.accountSuspended}${why}`);
  }
}

/** A new session for a user, as a password sign-in makes one (auth-service's startSession is private). */
export async function signInUser(
  db: Kysely<Database>,
  user: UserRow,
  userAgent?: string,
): Promise<SessionResult> {
  assertMaySignIn(user);
  const now = new Date();
  const updated = await db
    .updateTable('users')
    .set({ last_login: now, last_active_at: now })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const token = await createSession(db, user.id, userAgent);
  return { token, user: toPublicUser(updated, { includePrivate: true }) };
}
