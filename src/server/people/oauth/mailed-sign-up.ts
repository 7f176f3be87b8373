import { type Kysely, sql } from 'kysely';
import { OAUTH_PROVIDER_NAMES, type OAuthProviderId } from '../../../shared/contracts/oauth';
import { TEXT } from '../../../shared/texts';
import type { Config } from '../../config';
import { FORUM_NAME } from '../../conversation/mail/compose-mail';
import { enqueueMail, publicBaseUrl } from '../../conversation/mail/mail-outbox';
import { AppError } from '../../errors';
import type { Database } from '../../platform/db/schema';
import { randomSecret, sha256 } from './browser-binding';
import { redeemLoginCode } from './login-codes';
import { createAccountForPending, type FinishedStep, type PendingStep } from './pending-account';
import { signInUser } from './sign-in-session';

// A new member whose provider gave no confirmed address types one. Answering "that
// address is taken" would tell anyone with an X account who is a member here, so the step answers the same
// either way and mails the address: a link that finishes the sign-up when the address is free, a notice to
// the owner when an account already has it. The link is the one-time-code link of every social sign-in
// (/auth/callback#code=…), good in the browser that signed in, until the step expires.
// docs/decisions/019-sign-in-hardening.md

const STEP_MINUTES = 20;

export interface MailedStep {
  ok: true;
  message: string;
}

export async function mailSignUpLink(
  db: Kysely<Database>,
  config: Config,
  pending: PendingStep,
  input: { username: string; email: string },
): Promise<MailedStep> {
  // Usernames are public (profiles), so a taken one may be said; the address never is.
  const nameTaken = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(username)`, '=', input.username.toLowerCase())
    .executeTakeFirst();
  if (nameTaken) throw new AppError(400, 'DUPLICATE_ACCOUNT', TEXT.duplicateAccount, 'username');
  const token = randomSecret();
  await db
    .updateTable('oauth_pending')
    .set({
      chosen_username: input.username,
      chosen_email: input.email,
      mail_token_hash: sha256(token),
      expires_at: new Date(Date.now() + STEP_MINUTES * 60_000),
    })
    .where('id', '=', pending.id)
    .execute();
  const owner = await db
    .selectFrom('users')
    .select('username')
    .where(sql`lower(email)`, '=', input.email.toLowerCase())
    .executeTakeFirst();
  const base = publicBaseUrl(config);
  const provider = OAUTH_PROVIDER_NAMES[pending.provider as OAuthProviderId] ?? pending.provider;
  await enqueueMail(
    db,
    owner
      ? {
          kind: 'sign-up-address-taken',
          to: input.email,
          subject: `Someone tried to sign up on ${FORUM_NAME} with this address`,
          paragraphs: [
            `Someone signed in with ${provider} and tried to create a new account with this address, which already has an account on ${FORUM_NAME}.`,
            `If it was you, sign in with your password (or ask for a new one), then link ${provider} from your profile. If it was not you, ignore this e-mail: nothing was changed.`,
          ],
          action: { label: 'Sign in', url: `${base}/login` },
          reason: `You get this e-mail because this address was entered on ${FORUM_NAME}.`,
        }
      : {
          kind: 'sign-up-link',
          to: input.email,
          subject: `Finish creating your account on ${FORUM_NAME}`,
          paragraphs: [
            `Someone, hopefully you, signed in with ${provider} and chose the username "${input.username}".`,
            `Open the link below in the same browser within ${STEP_MINUTES} minutes to finish creating the account. If it was not you, ignore this e-mail.`,
          ],
          action: { label: 'Finish creating my account', url: `${base}/auth/callback#code=${token}` },
          reason: `You get this e-mail because this address was entered on ${FORUM_NAME}.`,
        },
  );
  return {
    ok: true,
    message: `We sent an e-mail to ${input.email}. Open its link in this browser within ${STEP_MINUTES} minutes to finish creating your account.`,
  };
}

/** The account for a mailed link's code, or null when the code is not one (it may be a sign-in code). */
export async function finishMailedSignUp(
  db: Kysely<Database>,
  input: { code: string; browserHash: string },
  userAgent?: string,
): Promise<FinishedStep | null> {
  const row = await db
    .selectFrom('oauth_pending')
    .selectAll()
    .where('mail_token_hash', '=', sha256(input.code))
    .where('browser_hash', '=', input.browserHash)
    .executeTakeFirst();
  if (!row?.chosen_username || !row.chosen_email) return null;
  if (new Date(row.expires_at).getTime() < Date.now()) {
    throw new AppError(400, 'CODE_EXPIRED', 'This sign-in link has expired. Please sign in again.');
  }
  const user = await createAccountForPending(db, row, {
    username: row.chosen_username,
    email: row.chosen_email,
    confirmed: true,
  });
  return { ...(await signInUser(db, user, userAgent)), returnTo: row.return_to };
}

/** POST /api/auth/exchange: a mailed sign-up link's code, or else the one-time code of a finished sign-in. */
export async function exchangeCode(
  db: Kysely<Database>,
  input: { code: string; browserHash: string },
  userAgent?: string,
): Promise<FinishedStep> {
  const mailed = await finishMailedSignUp(db, input, userAgent);
  if (mailed) return mailed;
  const { userId, returnTo } = await redeemLoginCode(db, input);
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return { ...(await signInUser(db, user, userAgent)), returnTo };
}
