import type { Kysely } from 'kysely';
import { AppError } from '../../errors';
import type { Database } from '../../platform/db/schema';
import { randomSecret, sha256 } from './browser-binding';

// The single-use code that carries a finished social sign-in back to the app: valid 60 seconds,
// stored only as its hash, bound to the browser that signed in, deleted when redeemed. The app trades it for
// the session token with a POST, so the long-lived token never appears in a URL, a log or the history.

export const LOGIN_CODE_SECONDS = 60;

export async function issueLoginCode(
  db: Kysely<Database>,
  input: { userId: number; browserHash: string; returnTo: string },
): Promise<string> {
  const code = randomSecret();
  await db
    .insertInto('oauth_login_codes')
    .values({
      code_hash: sha256(code),
      browser_hash: input.browserHash,
      user_id: input.userId,
      return_to: input.returnTo,
      expires_at: new Date(Date.now() + LOGIN_CODE_SECONDS * 1000),
    })
    .execute();
  return code;
}

/** Deletes the code and answers whose it was; a used, unknown, foreign or expired code is a 400. */
export async function redeemLoginCode(
  db: Kysely<Database>,
  input: { code: string; browserHash: string },
): Promise<{ userId: number; returnTo: string }> {
  const row = await db
    .deleteFrom('oauth_login_codes')
    .where('code_hash', '=', sha256(input.code))
    .where('browser_hash', '=', input.browserHash)
    .returning(['user_id', 'return_to', 'expires_at'])
    .executeTakeFirst();
  if (!row) {
    throw new AppError(
      400,
      'CODE_INVALID',
      'This sign-in link is not valid (it was already used, or opened in another browser). Please sign in again.',
    );
  }
  if (new Date(row.expires_at).getTime() < Date.now()) {
    throw new AppError(400, 'CODE_EXPIRED', 'This sign-in link has expired. Please sign in again.');
  }
  return { userId: row.user_id, returnTo: row.return_to };
}
