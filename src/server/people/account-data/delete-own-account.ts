import type { Kysely } from 'kysely';
import { ACCOUNT_DELETED_TEXT } from '../../../shared/contracts/account-data';
import { AppError, conflict } from '../../errors';
import type { Database } from '../../platform/db/schema';
import { writeAudit } from '../../staff/audit/audit-log';
import type { Caller } from '../auth/caller';
import { verifyPassword } from '../auth/passwords';
import { requireSignedIn } from '../auth/permissions';
import { type ProofContext, proveOnSession } from '../auth/session-proof';
import { eraseAccount } from './erase-account';

// "Delete my account" (docs/decisions/022-account-security-and-staff-two-factor.md): the member proves it is
// them, and the account is erased as an admin's delete erases it; posts stay under "[deleted]". Moderators
// may delete themselves; an admin may too, unless no other active admin would be left.

export async function deleteOwnAccount(
  db: Kysely<Database>,
  caller: Caller,
  password: string,
  proof: ProofContext,
): Promise<{ ok: true; message: string }> {
  const { id } = requireSignedIn(caller);
  // Proven before the transaction, so a wrong answer stays counted as a failed sign-in (session-proof.ts).
  const owner = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  await proveOnSession(
    db,
    owner,
    proof,
    async () =>
      owner.password_hash
        ? verifyPassword(owner.password_hash, password)
        : password.trim().toLowerCase() === owner.username.toLowerCase(),
    () =>
      new AppError(
        400,
        'WRONG_PASSWORD',
        owner.password_hash
          ? 'Your password is not correct.'
          : 'Your account has no password: type your username to confirm.',
        'password',
      ),
  );
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (user.role === 'admin') {
      // Locked, so two admins deleting themselves at once cannot both count the other as the one left.
      const admins = await trx
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('is_active', '=', true)
        .where('is_deleted', '=', false)
        .forUpdate()
        .execute();
      if (!admins.some((admin) => admin.id !== id)) {
        throw conflict(
          'You are the only admin. Make another member an admin before you delete your account.',
          'LAST_ADMIN',
        );
      }
    }
    await eraseAccount(trx, id);
    await writeAudit(trx, requireSignedIn(caller), {
      action: 'delete_own_account',
      targetType: 'user',
      targetId: id,
      details: `username: ${user.username}`,
    });
    return { ok: true as const, message: ACCOUNT_DELETED_TEXT };
  });
}
