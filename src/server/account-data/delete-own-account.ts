import type { Kysely } from 'kysely';
import { ACCOUNT_DELETED_TEXT } from '../../shared/contracts/account-data';
import { eraseAccount } from '../admin/account-service';
import { writeAudit } from '../audit/audit-log';
import type { Caller } from '../auth/caller';
import { verifyPassword } from '../auth/passwords';
import { requireSignedIn } from '../auth/permissions';
import type { Database } from '../db/schema';
import { AppError, conflict } from '../errors';

// "Delete my account" (docs/decisions/022-account-security-and-staff-two-factor.md): the member proves it is
// them, and the account is erased as an admin's delete erases it; posts stay under "[deleted]". Moderators
// may delete themselves; an admin may too, unless no other active admin would be left.

export async function deleteOwnAccount(
  db: Kysely<Database>,
  caller: Caller,
  password: string,
): Promise<{ ok: true; message: string }> {
  const { id } = requireSignedIn(caller);
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const proven = user.password_hash
      ? await verifyPassword(user.password_hash, password)
      : password.trim().toLowerCase() === user.username.toLowerCase();
    if (!proven) {
      const text = user.password_hash
        ? 'Your password is not correct.'
        : 'Your account has no password: type your username to confirm.';
      throw new AppError(400, 'WRONG_PASSWORD', text, 'password');
    }
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
