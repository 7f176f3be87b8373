import type { Kysely } from 'kysely';
import { EMAIL_CHANGE_CANCELLED } from '../../../shared/contracts/accounts';
import type { Database } from '../../platform/db/schema';
import { findTokenAndUser, linkError } from './account-tokens';
import { spendSecretLink } from './secret-links';

// The link in the notice to the current address of an e-mail change: one click, no sign-in, cancels the
// change. Someone who knows the password can ask for a change; only the owner's mailbox can stop it, and
// using this link voids every pending change (secret-links.ts), so the new address can no longer be
// confirmed.

export async function cancelEmailChange(
  db: Kysely<Database>,
  tokenValue: string,
): Promise<{ ok: true; message: string }> {
  return db.transaction().execute(async (trx) => {
    const { token, user } = await findTokenAndUser(trx, tokenValue, ['cancel-email-change']);
    if (user.is_deleted) throw linkError('TOKEN_INVALID');
    await spendSecretLink(trx, token);
    return { ok: true as const, message: EMAIL_CHANGE_CANCELLED };
  });
}
