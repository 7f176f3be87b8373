import { type Kysely, sql } from 'kysely';
import {
  FORGOT_PASSWORD_ANSWER,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from '../../../shared/contracts/accounts';
import type { TwoFactorChallenge } from '../../../shared/contracts/two-factor';
import { TEXT } from '../../../shared/texts';
import type { Config } from '../../config';
import { badRequest } from '../../errors';
import type { Database } from '../../platform/db/schema';
import { findUserByLogin } from '../auth/auth-service';
import { hashPassword } from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';
import { accountKeyFor } from '../auth/sign-in-throttle';
import { type SessionResult, startSession } from '../auth/start-session';
import { startTwoFactorChallenge } from '../auth/two-factor-step';
import { queueResetMail } from './account-mails';
import { findTokenAndUser, findUsableToken, issueAccountToken, linkError } from './account-tokens';
import { countMailRequest } from './mail-limits';
import { spendSecretLink, voidSecretLinks } from './secret-links';

// Forgot password → e-mail → new password (docs/product.md#accounts). The first step answers the same
// text in about the same time whether or not an account matches, and sends nothing to a banned account.

const ANSWER_FLOOR_MS = 400;

export async function requestPasswordReset(
  db: Kysely<Database>,
  config: Config,
  input: ForgotPasswordBody,
  ip: string,
): Promise<{ ok: true; message: string }> {
  const started = Date.now();
  await countMailRequest(db, config, { kind: 'password-reset', addressKey: input.login, ip });
  const user = await findUserByLogin(db, input.login);
  if (user?.is_active) {
    await db.transaction().execute(async (trx) => {
      const token = await issueAccountToken(trx, user.id, 'password-reset', user.email);
      await queueResetMail(trx, config, user, token);
    });
  }
  // Finding, or not finding, the account must not show in the answer's timing.
  const wait = ANSWER_FLOOR_MS - (Date.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return { ok: true, message: FORGOT_PASSWORD_ANSWER };
}

/** Whether a reset link is still good, so the page can say so before the member types a password. */
export async function checkResetToken(db: Kysely<Database>, token: string): Promise<{ ok: true }> {
  await findUsableToken(db, token, ['password-reset'], { lock: false });
  return { ok: true };
}

/** Sets the new password, signs the member in and ends every other session. */
export async function completePasswordReset(
  db: Kysely<Database>,
  input: ResetPasswordBody,
  userAgent?: string,
): Promise<SessionResult | TwoFactorChallenge> {
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    throw badRequest(TEXT.passwordsDoNotMatch, 'confirmPassword');
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const { token, user } = await findTokenAndUser(trx, input.token, ['password-reset']);
    // Banned or deleted since the mail left: the link is simply no good any more.
    if (!user.is_active || user.is_deleted) throw linkError('TOKEN_INVALID');
    await spendSecretLink(trx, token);
    const sameAddress = user.email.toLowerCase() === token.email.toLowerCase();
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        // Following the link proves the address, as long as it is still the account's address.
        ...(sameAddress && !user.email_confirmed_at ? { email_confirmed_at: sql`now()` } : {}),
      })
      .where('id', '=', user.id)
      .execute();
    await voidSecretLinks(trx, user.id, 'password-changed');
    await revokeAllSessions(trx, user.id);
    await trx
      .deleteFrom('login_failures')
      .where('account_key', '=', accountKeyFor(user.id, user.username))
      .execute();
    // The mailbox alone does not pass two-factor sign-in: the new password leads to the code step.
    if (user.totp_enabled_at) return startTwoFactorChallenge(trx, user, userAgent);
    return startSession(trx, user, userAgent);
  });
}
