import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { SESSION_DAYS } from '../../../shared/constants';
import type { Database, UserRow } from '../../platform/db/schema';
import { voidSecretLinks } from '../accounts/secret-links';

const DAY_MS = 86_400_000;
// Sliding expiry is refreshed at most this often, so an active user does not cost a write per request.
const REFRESH_AFTER_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns its opaque token; only the token's SHA-256 is stored. */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  userAgent?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + SESSION_DAYS * DAY_MS),
      user_agent: userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

/** The user columns a caller is made of (auth/caller.ts): all a request needs, so nothing more is read. */
export type SessionUser = Pick<
  UserRow,
  'id' | 'username' | 'role' | 'muted_until' | 'mute_reason' | 'email_confirmed_at' | 'totp_enabled_at'
>;

/**
 * The user behind a token, or null when the token is unknown, expired, or its user is banned or deleted.
 * Read from the database; the session cache (session-cache.ts) keeps what it answers for a while and drops
 * it at once on a sign-out, ban, password or role change in any process (tests/reliability/two-processes.test.ts).
 * One narrow statement; the database says whether the sliding expiry is due, so no date is parsed here.
 */
export async function resolveSession(db: Kysely<Database>, token: string): Promise<SessionUser | null> {
  return (await lookUpSession(db, token))?.user ?? null;
}

/** resolveSession with the session's expiry (ms since the epoch), for the session cache (session-cache.ts). */
export async function lookUpSession(
  db: Kysely<Database>,
  token: string,
): Promise<{ user: SessionUser; expiresAt: number } | null> {
  if (token.length < 20 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.username',
      'users.role',
      'users.muted_until',
      'users.mute_reason',
      'users.email_confirmed_at',
      'users.totp_enabled_at',
      'sessions.id as session_id',
      sql<number>`(extract(epoch from sessions.expires_at) * 1000)::float8`.as('expires_ms'),
      sql<boolean>`sessions.last_used_at < now() - make_interval(secs => ${REFRESH_AFTER_MS / 1000})`.as(
        'refresh_due',
      ),
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .where('users.is_active', '=', true)
    .where('users.is_deleted', '=', false)
    .executeTakeFirst();
  if (!row) return null;
  const { session_id, refresh_due, expires_ms, ...user } = row;
  let expiresAt = Number(expires_ms);
  if (refresh_due) {
    const now = new Date();
    expiresAt = now.getTime() + SESSION_DAYS * DAY_MS;
    await db
      .updateTable('sessions')
      .set({ last_used_at: now, expires_at: new Date(expiresAt) })
      .where('id', '=', session_id)
      .execute();
    await db.updateTable('users').set({ last_active_at: now }).where('id', '=', user.id).execute();
  }
  return { user, expiresAt };
}

/** Signing out this device; its live stream ends too, in whichever process holds it. */
export async function revokeSession(db: Kysely<Database>, token: string): Promise<void> {
  const ended = await db
    .deleteFrom('sessions')
    .where('token_hash', '=', hashToken(token))
    .returning('user_id')
    .executeTakeFirst();
  if (ended) await announceSessionsEnded(db, ended.user_id);
}

/**
 * Carries the id of a member some of whose sessions ended, to every app process: each ends the member's live
 * streams whose session is gone (notifications/live-hub.ts).
 */
export const SESSIONS_REVOKED_CHANNEL = 'forum_sessions_revoked';

/** Tells every process, when the transaction commits, that some of the member's sessions ended. */
export async function announceSessionsEnded(db: Kysely<Database>, userId: number): Promise<void> {
  await sql`select pg_notify(${SESSIONS_REVOKED_CHANNEL}, ${String(userId)})`.execute(db);
}

/**
 * Ends every session of a user but the one whose token is `keepToken` (a password change, "sign out all
 * other devices") or all of them (ban, delete, role change, a reset). The member's mailed links die with
 * them (accounts/secret-links.ts) and their live streams end in every process.
 */
export async function endSessions(
  db: Kysely<Database>,
  userId: number,
  keepToken: string | null = null,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '<>', keepToken ? hashToken(keepToken) : '')
    .execute();
  await voidSecretLinks(db, userId, 'sessions-ended');
  await announceSessionsEnded(db, userId);
}

/** Ends every session of a user at once (ban, delete, role change); see endSessions. */
export async function revokeAllSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await endSessions(db, userId, null);
}
