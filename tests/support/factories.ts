import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../src/server/people/auth/passwords';
import { createSession } from '../../src/server/people/auth/sessions';
import type { Database, UserRow } from '../../src/server/platform/db/schema';
import type { Role } from '../../src/shared/constants';

// Test data is made here, for Vitest and Playwright alike (docs/architecture.md#tests). Names are unique per call so
// tests never depend on each other's rows.

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

export function uniqueName(prefix = 'user'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

export interface MadeUser {
  user: UserRow;
  token: string;
}

export async function makeUser(
  db: Kysely<Database>,
  options: {
    role?: Role;
    username?: string;
    muted?: boolean;
    banned?: boolean;
    memberCategory?: string;
  } = {},
): Promise<MadeUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const username = options.username ?? uniqueName(options.role ?? 'member');
  const user = await db
    .insertInto('users')
    .values({
      username,
      email: `${username.toLowerCase()}@example.test`,
      password_hash: await passwordHash,
      role: options.role ?? 'member',
      member_category: options.memberCategory ?? null,
      muted_until: options.muted ? new Date(Date.now() + 24 * 3600_000) : null,
      mute_reason: options.muted ? 'Test mute' : null,
      is_active: !options.banned,
      ban_reason: options.banned ? 'Test ban' : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // A banned user's session would be refused anyway; give one so tests can prove it is.
  const token = await createSession(db, user.id);
  return { user, token };
}

/** One user of every kind the authorisation tests try: member, muted, banned, moderator, admin. */
export async function makeCast(db: Kysely<Database>) {
  const [member, muted, banned, moderator, admin] = await Promise.all([
    makeUser(db, { role: 'member' }),
    makeUser(db, { role: 'member', muted: true }),
    makeUser(db, { role: 'member', banned: true }),
    makeUser(db, { role: 'moderator' }),
    makeUser(db, { role: 'admin' }),
  ]);
  return { member, muted, banned, moderator, admin };
}
