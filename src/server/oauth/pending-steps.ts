import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { completeSignUpBody, OAuthProviderId, PendingResponse } from '../../shared/contracts/oauth';
import { OAUTH_PROVIDER_NAMES, oauthProviderSchema } from '../../shared/contracts/oauth';
import { TEXT } from '../../shared/texts';
import type { SessionResult } from '../auth/auth-service';
import { verifyPassword } from '../auth/passwords';
import {
  accountKeyFor,
  recordSignInFailure,
  recordSignInSuccess,
  refuseIfThrottled,
  type ThrottleLimits,
} from '../auth/sign-in-throttle';
import type { Config } from '../config';
import type { Database, UserRow } from '../db/schema';
import { AppError, badRequest, conflict } from '../errors';
import { sha256 } from './browser-binding';
import { type MailedStep, mailSignUpLink } from './mailed-sign-up';
import { signInUser } from './sign-in-session';

// The two steps between a provider's answer and a session: choosing a username for a new account
// (registration rules apply, Community Guidelines included), or proving with the password that the account
// the verified e-mail matched is yours before the provider is linked to it.

/** What creating the account needs of a pending step. */
export interface PendingStep {
  id: number;
  provider: string;
  subject: string;
  email: string | null;
}
export type CompleteSignUpInput = z.output<typeof completeSignUpBody>;
export type FinishedStep = SessionResult & { returnTo: string };

const MAX_PASSWORD_ATTEMPTS = 5;
// As the password sign-in's per-account pause (auth-service.ts): failures in this window count.

const stepExpired = () =>
  new AppError(
    400,
    'PENDING_INVALID',
    'This sign-in step has expired or was already finished. Please start again.',
  );

async function findPending(db: Kysely<Database>, ticket: string, browserHash: string) {
  const row = await db
    .selectFrom('oauth_pending')
    .selectAll()
    .where('ticket_hash', '=', sha256(ticket))
    .where('browser_hash', '=', browserHash)
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() < Date.now()) throw stepExpired();
  return { ...row, provider: oauthProviderSchema.parse(row.provider) };
}

export async function describePending(
  db: Kysely<Database>,
  ticket: string,
  browserHash: string,
): Promise<PendingResponse> {
  const pending = await findPending(db, ticket, browserHash);
  const account = pending.link_user_id
    ? await db
        .selectFrom('users')
        .select(['username', 'password_hash'])
        .where('id', '=', pending.link_user_id)
        .executeTakeFirst()
    : undefined;
  const accountProviders = pending.link_user_id
    ? (
        await db
          .selectFrom('oauth_identities')
          .select('provider')
          .where('user_id', '=', pending.link_user_id)
          .execute()
      ).flatMap((r) => {
        const parsed = oauthProviderSchema.safeParse(r.provider);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  return {
    step: pending.link_user_id ? 'confirm-link' : 'choose-username',
    provider: pending.provider,
    providerName: OAUTH_PROVIDER_NAMES[pending.provider],
    email: pending.email,
    emailVerified: pending.email_verified,
    suggestedUsername: pending.suggested_username,
    accountUsername: account?.username ?? null,
    accountHasPassword: !!account?.password_hash,
    accountProviders,
  };
}

/**
 * A new member account for the provider identity. A provider-confirmed address signs in at once; a typed
 * one is mailed a link first, with the same answer whether or not an account has it (mailed-sign-up.ts).
 */
export async function completeSignUp(
  db: Kysely<Database>,
  config: Config,
  input: CompleteSignUpInput,
  browserHash: string,
  userAgent?: string,
): Promise<FinishedStep | MailedStep> {
  const pending = await findPending(db, input.ticket, browserHash);
  if (pending.link_user_id)
    throw badRequest('This account already exists: confirm it with its password.', 'ticket', 'WRONG_STEP');
  if (input.acceptedGuidelines !== true) throw badRequest(TEXT.acceptGuidelines, 'acceptedGuidelines');
  if (!(pending.email_verified && pending.email)) {
    if (!input.email) throw badRequest(TEXT.allFieldsRequired, 'email');
    return mailSignUpLink(db, config, pending, { username: input.username, email: input.email });
  }
  const user = await createAccountForPending(db, pending, {
    username: input.username,
    email: pending.email,
    confirmed: true,
  });
  return { ...(await signInUser(db, user, userAgent)), returnTo: pending.return_to };
}

/** Takes the pending step once and makes its account with the provider identity linked. */
export async function createAccountForPending(
  db: Kysely<Database>,
  pending: PendingStep,
  account: { username: string; email: string; confirmed: boolean },
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    await takePendingStep(trx, pending.id);
    const created = await trx
      .insertInto('users')
      .values({
        username: account.username,
        email: account.email,
        password_hash: null,
        role: 'member',
        email_confirmed_at: account.confirmed ? new Date() : null,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    // Same answer as the Register form for a taken username or e-mail (docs/decisions/001).
    if (!created) throw new AppError(400, 'DUPLICATE_ACCOUNT', TEXT.duplicateAccount);
    await insertIdentity(trx, created.id, pending);
    return created;
  });
}

/** Links the provider to the matched account once its password is given; a few wrong tries end the step. */
export async function confirmLink(
  db: Kysely<Database>,
  input: { ticket: string; password: string },
  browserHash: string,
  options: { limits: ThrottleLimits; ip: string; userAgent?: string },
): Promise<FinishedStep> {
  const pending = await findPending(db, input.ticket, browserHash);
  if (!pending.link_user_id)
    throw badRequest('Choose a username to finish signing up.', 'ticket', 'WRONG_STEP');
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', pending.link_user_id)
    .executeTakeFirst();
  if (!user || user.is_deleted) throw stepExpired();
  const attempt = { accountKey: accountKeyFor(user.id, user.username), userId: user.id, ip: options.ip };
  await refuseIfThrottled(db, attempt, options.limits);
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await recordSignInFailure(db, attempt);
    const updated = await db
      .updateTable('oauth_pending')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', pending.id)
      .returning('attempts')
      .executeTakeFirst();
    if (!updated || updated.attempts >= MAX_PASSWORD_ATTEMPTS) {
      await db.deleteFrom('oauth_pending').where('id', '=', pending.id).execute();
      throw new AppError(
        401,
        'STEP_ENDED',
        'That password is not right, and this step has ended. Please start again.',
      );
    }
    throw new AppError(401, 'INVALID_CREDENTIALS', 'That password is not right. Please try again.');
  }
  await db.transaction().execute(async (trx) => {
    await takePendingStep(trx, pending.id);
    // A banned owner proves the password and is still refused; nothing is linked.
    if (!user.is_active) return;
    await insertIdentity(trx, user.id, pending);
  });
  await recordSignInSuccess(db, attempt);
  return { ...(await signInUser(db, user, options.userAgent)), returnTo: pending.return_to };
}

/** Claims the pending step once: a second request with the same ticket finds it gone. */
async function takePendingStep(trx: Kysely<Database>, pendingId: number): Promise<void> {
  const taken = await trx
    .deleteFrom('oauth_pending')
    .where('id', '=', pendingId)
    .returning('id')
    .executeTakeFirst();
  if (!taken) throw stepExpired();
}

async function insertIdentity(trx: Kysely<Database>, userId: number, pending: PendingStep): Promise<void> {
  const inserted = await trx
    .insertInto('oauth_identities')
    .values({ user_id: userId, provider: pending.provider, subject: pending.subject, email: pending.email })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    throw conflict(
      `This ${OAUTH_PROVIDER_NAMES[pending.provider as OAuthProviderId]} account is already linked, or yours already has one. Please start again.`,
      'IDENTITY_TAKEN',
    );
  }
}
