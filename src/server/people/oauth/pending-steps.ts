import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { completeSignUpBody, PendingResponse } from '../../../shared/contracts/oauth';
import { OAUTH_PROVIDER_NAMES, oauthProviderSchema } from '../../../shared/contracts/oauth';
import { TEXT } from '../../../shared/texts';
import type { Config } from '../../config';
import { AppError, badRequest } from '../../errors';
import type { Database } from '../../platform/db/schema';
import { verifyPassword } from '../auth/passwords';
import {
  accountKeyFor,
  recordSignInFailure,
  recordSignInSuccess,
  refuseIfThrottled,
  type ThrottleLimits,
} from '../auth/sign-in-throttle';
import { sha256 } from './browser-binding';
import { type MailedStep, mailSignUpLink } from './mailed-sign-up';
import {
  createAccountForPending,
  type FinishedStep,
  insertIdentity,
  stepExpired,
  takePendingStep,
} from './pending-account';
import { signInUser } from './sign-in-session';

// The two steps between a provider's answer and a session: choosing a username for a new account
// (registration rules apply, Community Guidelines included), or proving with the password that the account
// the verified e-mail matched is yours before the provider is linked to it.

export type CompleteSignUpInput = z.output<typeof completeSignUpBody>;

const MAX_PASSWORD_ATTEMPTS = 5;
// As the password sign-in's per-account pause (auth-service.ts): failures in this window count.

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
