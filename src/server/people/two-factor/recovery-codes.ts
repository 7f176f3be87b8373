import { randomInt } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { hashToken } from '../auth/sessions';

// Ten one-time recovery codes, shown once and stored as SHA-256: 50 random bits each, written
// "abcde-fghij" in an alphabet without look-alike characters.

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

function newCode(): string {
  let text = '';
  for (let i = 0; i < 10; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** Lower case, no spaces or dashes: how a code is compared however it was typed. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code));
}

/** Replaces the account's codes with ten new ones and returns them (the only time they are readable). */
export async function replaceRecoveryCodes(db: Kysely<Database>, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashToken(normaliseRecoveryCode(code)) })))
    .execute();
  return codes;
}

/** Uses up one code; false when it is not one of the account's unused codes. */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  userId: number,
  code: string,
): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashToken(normaliseRecoveryCode(code)))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return !!used;
}

export async function countRecoveryCodesLeft(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select(sql<number>`count(*)::int`.as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.left;
}
