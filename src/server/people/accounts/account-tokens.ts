import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors';
import type { Database } from '../../platform/db/schema';
import type { AccountTokenPurpose } from '../../platform/db/schema-accounts';
import { hashToken } from '../auth/sessions';

// Single-use links sent by e-mail. The token is 32 random bytes; only its SHA-256 is stored, so the table
// alone cannot be used to reset anyone's password.

export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'password-reset': 60 * 60 * 1000,
  'confirm-email': 7 * 24 * 60 * 60 * 1000,
  'change-email': 24 * 60 * 60 * 1000,
  // As long as the change it cancels.
  'cancel-email-change': 24 * 60 * 60 * 1000,
};

export async function issueAccountToken(
  db: Kysely<Database>,
  userId: number,
  purpose: AccountTokenPurpose,
  email: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('account_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      email,
      expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    })
    .execute();
  return token;
}

const LINK_TEXT: Record<'TOKEN_INVALID' | 'TOKEN_USED' | 'TOKEN_EXPIRED' | 'TOKEN_VOIDED', string> = {
  TOKEN_INVALID: 'This link is not valid. Please check that you used the whole link, or ask for a new one.',
  TOKEN_USED: 'This link has already been used. Ask for a new one if you still need it.',
  TOKEN_EXPIRED: 'This link has expired. Please ask for a new one.',
  TOKEN_VOIDED:
    "This link no longer works: a newer link was used, or the account's password, e-mail address or signed-in devices changed since it was sent. Ask for a new one if you still need it.",
};

export function linkError(code: keyof typeof LINK_TEXT): AppError {
  return new AppError(400, code, LINK_TEXT[code], 'token');
}

/** The token's row if it is one of `purposes`, unused and in time; else a 400 saying which. Locks the row. */
export async function findUsableToken(
  db: Kysely<Database>,
  token: string,
  purposes: AccountTokenPurpose[],
  options: { lock: boolean } = { lock: true },
) {
  let query = db
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('purpose', 'in', purposes);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw linkError('TOKEN_INVALID');
  if (row.used_at) throw linkError('TOKEN_USED');
  // Voided by a later event (secret-links.ts); a used link says "used" first, as before.
  if (row.voided_at) throw linkError('TOKEN_VOIDED');
  if (new Date(row.expires_at).getTime() <= Date.now()) throw linkError('TOKEN_EXPIRED');
  return row;
}

/** A usable token (see findUsableToken) and its account, both locked for the rest of the transaction. */
export async function findTokenAndUser(db: Kysely<Database>, token: string, purposes: AccountTokenPurpose[]) {
  const row = await findUsableToken(db, token, purposes);
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', row.user_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { token: row, user };
}
