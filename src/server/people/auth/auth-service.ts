import { type Kysely, sql } from 'kysely';
import type {
  LoginBody,
  RegisterBody,
  UpdateProfileBody,
  updateProfileBody,
} from '../../../shared/contracts/auth';
import type { TwoFactorChallenge } from '../../../shared/contracts/two-factor';
import type { PublicUser } from '../../../shared/contracts/users';
import { TEXT } from '../../../shared/texts';
import { AppError, badRequest } from '../../errors';
import type { Database, UserRow } from '../../platform/db/schema';
import { toPublicUser } from '../users/user-mapper';
import type { SignedInCaller } from './caller';
import { hashPassword, verifyPassword } from './passwords';
import {
  accountKeyFor,
  recordSignInFailure,
  recordSignInSuccess,
  refuseIfThrottled,
  type ThrottleLimits,
} from './sign-in-throttle';
import { type SessionResult, startSession } from './start-session';
import { startTwoFactorChallenge } from './two-factor-step';

export async function findUserByLogin(db: Kysely<Database>, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', key), eb(sql`lower(email)`, '=', key)]))
    .where('is_deleted', '=', false)
    .executeTakeFirst();
}

export async function register(
  db: Kysely<Database>,
  input: RegisterBody,
  userAgent?: string,
): Promise<SessionResult> {
  if (input.acceptedGuidelines === false) throw badRequest(TEXT.acceptGuidelines, 'acceptedGuidelines');
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    throw badRequest(TEXT.passwordsDoNotMatch, 'confirmPassword');
  }
  const passwordHash = await hashPassword(input.password);
  const user = await db
    .insertInto('users')
    .values({ username: input.username, email: input.email, password_hash: passwordHash, role: 'member' })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  // Both unique indexes are on lower(...): a case-insensitive duplicate inserts nothing.
  if (!user) throw new AppError(400, 'DUPLICATE_ACCOUNT', TEXT.duplicateAccount);
  return startSession(db, user, userAgent);
}

export async function login(
  db: Kysely<Database>,
  input: LoginBody,
  options: { limits: ThrottleLimits; ip: string; userAgent?: string },
): Promise<SessionResult | TwoFactorChallenge> {
  const user = await findUserByLogin(db, input.username);
  const attempt = {
    accountKey: accountKeyFor(user?.id ?? null, input.username),
    userId: user?.id ?? null,
    ip: options.ip,
  };
  await refuseIfThrottled(db, attempt, options.limits);
  const passwordOk = await verifyPassword(user?.password_hash, input.password);
  if (!user || !passwordOk) {
    await recordSignInFailure(db, attempt);
    throw new AppError(401, 'INVALID_CREDENTIALS', TEXT.loginIncorrect);
  }
  // Only after the password is right, so the suspension message does not reveal which accounts exist.
  if (!user.is_active) {
    const why = user.ban_reason ? ` Reason: ${user.ban_reason}` : '';
    throw new AppError(403, 'ACCOUNT_SUSPENDED', `${TEXT.accountSuspended}${why}`);
  }
  // With two-factor sign-in the password only opens the code step
  // (docs/decisions/022-account-security-and-staff-two-factor.md); failures are forgotten after the code.
  if (user.totp_enabled_at) return startTwoFactorChallenge(db, user, options.userAgent);
  await recordSignInSuccess(db, { ...attempt, userId: user.id });
  return startSession(db, user, options.userAgent);
}

export async function getOwnProfile(db: Kysely<Database>, caller: SignedInCaller): Promise<PublicUser> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', caller.id).executeTakeFirstOrThrow();
  return toPublicUser(row, { includePrivate: true });
}

export async function updateProfile(
  db: Kysely<Database>,
  caller: SignedInCaller,
  input: ReturnType<typeof updateProfileBody.parse>,
): Promise<PublicUser> {
  const changes: {
    member_category?: string | null;
    bio?: string;
    location?: string;
    works_in_industry?: boolean;
  } = {};
  if (input.works_in_industry !== undefined) changes.works_in_industry = input.works_in_industry;
  if (input.member_category !== undefined) changes.member_category = input.member_category;
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.location !== undefined) changes.location = input.location;
  if (Object.keys(changes).length === 0) return getOwnProfile(db, caller);
  const row = await db
    .updateTable('users')
    .set(changes)
    .where('id', '=', caller.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPublicUser(row, { includePrivate: true });
}

export type { UpdateProfileBody };
