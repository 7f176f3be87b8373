import type { Kysely } from 'kysely';
import type { PublicUser } from '../../../shared/contracts/users';
import type { Database, UserRow } from '../../platform/db/schema';
import { toPublicUser } from '../users/user-mapper';
import { createSession } from './sessions';

export interface SessionResult {
  token: string;
  user: PublicUser;
}

/** Records the sign-in and makes a new session; every way of signing in ends here. */
export async function startSession(
  db: Kysely<Database>,
  user: UserRow,
  userAgent?: string,
): Promise<SessionResult> {
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
