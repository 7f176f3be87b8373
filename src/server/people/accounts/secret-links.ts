import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { AccountTokenPurpose } from '../../platform/db/schema-accounts';

// When a member's secret links die (docs/decisions/037-secrets-die-together.md). A link mailed to the
// member (reset, confirmation, e-mail change and its cancel link, and any later kind) proves something
// only about the account as it was when it was sent. So every link not used yet is voided, in the same
// transaction as the event, when:
// - the password changes (a change, a reset),
// - the address changes,
// - sessions end for the whole account (sign out everywhere or all other devices, ban, role change,
//   deletion, an admin's two-factor reset),
// - a link of the same kind is used (and an e-mail change and its cancel link void each other).
// Every path that issues, uses or voids a link goes through account-tokens.ts and this file; a new kind
// of link only needs a row in USING_VOIDS.

export type SecretEvent = 'password-changed' | 'address-changed' | 'sessions-ended';

/** Using a link of the key's kind voids the member's other live links of these kinds. */
const USING_VOIDS: Record<AccountTokenPurpose, AccountTokenPurpose[]> = {
  'password-reset': ['password-reset'],
  'confirm-email': ['confirm-email'],
  'change-email': ['change-email', 'cancel-email-change'],
  'cancel-email-change': ['cancel-email-change', 'change-email'],
};

/** Voids every live link of the member: the account they were sent for is not the account any more. */
export async function voidSecretLinks(
  db: Kysely<Database>,
  userId: number,
  _event: SecretEvent,
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ voided_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();
}

/** Marks a link used and voids the member's other live links it makes pointless. */
export async function spendSecretLink(
  db: Kysely<Database>,
  token: { id: number; user_id: number; purpose: AccountTokenPurpose },
): Promise<void> {
  await db.updateTable('account_tokens').set({ used_at: sql`now()` }).where('id', '=', token.id).execute();
  await db
    .updateTable('account_tokens')
    .set({ voided_at: sql`now()` })
    .where('user_id', '=', token.user_id)
    .where('purpose', 'in', USING_VOIDS[token.purpose])
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute();
}
