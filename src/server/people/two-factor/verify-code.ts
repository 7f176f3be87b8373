import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../platform/db/schema';
import { spendRecoveryCode } from './recovery-codes';
import { matchingStep } from './totp';

/**
 * Accepts a TOTP code once: the step it belongs to must be later than the last step accepted for the
 * account, and is recorded in the same statement, so the same code (or an older one) cannot be replayed
 * even by two requests at once.
 */
export async function acceptTotpCode(
  db: Kysely<Database>,
  user: Pick<UserRow, 'id' | 'totp_secret'>,
  code: string,
): Promise<boolean> {
  if (!user.totp_secret) return false;
  const step = matchingStep(user.totp_secret, code.replace(/\s/g, ''));
  if (step === null) return false;
  const accepted = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return !!accepted;
}

/** A 6-digit code from the app, or one of the recovery codes; which one was used, or null. */
export async function acceptSecondFactor(
  db: Kysely<Database>,
  user: Pick<UserRow, 'id' | 'totp_secret'>,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const compact = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(compact)) return (await acceptTotpCode(db, user, compact)) ? 'totp' : null;
  return (await spendRecoveryCode(db, user.id, code)) ? 'recovery' : null;
}
