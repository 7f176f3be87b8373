import { type Kysely, sql } from 'kysely';
import {
  CONFIRMATION_SENT,
  EMAIL_ALREADY_CONFIRMED,
  EMAIL_CHANGED,
  EMAIL_CONFIRMED,
} from '../../../shared/contracts/accounts';
import type { Config } from '../../config';
import { isPlainAddress } from '../../conversation/mail/compose-mail';
import { AppError, conflict, notFound } from '../../errors';
import type { Database, UserRow } from '../../platform/db/schema';
import { writeAudit } from '../../staff/audit/audit-log';
import type { SignedInCaller } from '../auth/caller';
import { requireMayActOn, requireSignedIn, requireStaff } from '../auth/permissions';
import { hashToken } from '../auth/sessions';
import { queueConfirmationMail } from './account-mails';
import { findTokenAndUser, issueAccountToken, linkError } from './account-tokens';
import { countMailRequest } from './mail-limits';
import { spendSecretLink, voidSecretLinks } from './secret-links';

// Address confirmation (docs/product.md#accounts): a link on registration, "Resend" for the member, and the
// same link page for a new address after an e-mail change.

export async function sendConfirmationMail(
  db: Kysely<Database>,
  config: Config,
  user: Pick<UserRow, 'id' | 'username' | 'email'>,
): Promise<void> {
  // An address we could not write into a To header cannot receive the link; staff can vouch instead.
  if (!isPlainAddress(user.email)) return;
  await db.transaction().execute(async (trx) => {
    const token = await issueAccountToken(trx, user.id, 'confirm-email', user.email);
    await queueConfirmationMail(trx, config, user, token);
  });
}

export async function resendConfirmation(
  db: Kysely<Database>,
  config: Config,
  caller: SignedInCaller | null,
  ip: string,
): Promise<{ ok: true; message: string }> {
  const { id } = requireSignedIn(caller);
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  if (user.email_confirmed_at)
    throw conflict('Your e-mail address is already confirmed.', 'ALREADY_CONFIRMED');
  await countMailRequest(db, config, { kind: 'confirm-email', addressKey: user.email, ip });
  await sendConfirmationMail(db, config, user);
  return { ok: true, message: CONFIRMATION_SENT };
}

/** Follows a confirmation link: confirms the address, or makes a pending new address the account's. */
export async function confirmEmail(
  db: Kysely<Database>,
  tokenValue: string,
): Promise<{ ok: true; message: string }> {
  return db.transaction().execute(async (trx) => {
    // A link opened a second time (a mail program that follows links first, a second tap) when its address
    // is confirmed and in use: that is what the member wanted, so it says so rather than showing an error.
    if (await usedOnConfirmedAddress(trx, tokenValue))
      return { ok: true as const, message: EMAIL_ALREADY_CONFIRMED };
    const { token, user } = await findTokenAndUser(trx, tokenValue, ['confirm-email', 'change-email']);
    if (user.is_deleted) throw linkError('TOKEN_INVALID');
    await spendSecretLink(trx, token);
    if (token.purpose === 'confirm-email') {
      // The account's address changed since this link was sent: it proves nothing about the current one.
      if (user.email.toLowerCase() !== token.email.toLowerCase()) throw linkError('TOKEN_INVALID');
      await trx
        .updateTable('users')
        .set({ email_confirmed_at: sql`now()` })
        .where('id', '=', user.id)
        .execute();
      return { ok: true as const, message: EMAIL_CONFIRMED };
    }
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', token.email.toLowerCase())
      .where('id', '<>', user.id)
      .executeTakeFirst();
    if (taken)
      throw new AppError(400, 'EMAIL_TAKEN', 'Another account already uses that e-mail address.', 'email');
    await trx
      .updateTable('users')
      .set({ email: token.email, email_confirmed_at: sql`now()` })
      .where('id', '=', user.id)
      .execute();
    // Links sent to the old address (a reset, above all) must not reach the account any more.
    await voidSecretLinks(trx, user.id, 'address-changed');
    return { ok: true as const, message: EMAIL_CHANGED };
  });
}

/** Whether this link was used already and its address is now the account's, confirmed. */
async function usedOnConfirmedAddress(db: Kysely<Database>, tokenValue: string): Promise<boolean> {
  const row = await db
    .selectFrom('account_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select('t.id')
    .where('t.token_hash', '=', hashToken(tokenValue))
    .where('t.purpose', 'in', ['confirm-email', 'change-email'])
    .where('t.used_at', 'is not', null)
    .where('u.is_deleted', '=', false)
    .where('u.email_confirmed_at', 'is not', null)
    .where(sql<boolean>`lower(u.email) = lower(t.email)`)
    .executeTakeFirst();
  return !!row;
}

/** Staff vouch for an address (a member who cannot receive our mail, say); audited. */
export async function markEmailConfirmed(
  db: Kysely<Database>,
  caller: SignedInCaller | null,
  userId: number,
): Promise<{ ok: true }> {
  const actor = requireStaff(caller);
  return db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('users')
      .select(['id', 'role'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (target) requireMayActOn(actor, target);
    const updated = await trx
      .updateTable('users')
      .set({ email_confirmed_at: sql`coalesce(email_confirmed_at, now())` })
      .where('id', '=', userId)
      .where('is_deleted', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw notFound('User not found');
    await writeAudit(trx, actor, { action: 'confirm_email', targetType: 'user', targetId: userId });
    return { ok: true as const };
  });
}
