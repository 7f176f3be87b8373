import type { Kysely } from 'kysely';
import type { MemberCategory, Role } from '../../../shared/constants';
import type { UserActionResponse } from '../../../shared/contracts/admin';
import { TEXT } from '../../../shared/texts';
import { forbidden } from '../../errors';
import { eraseAccount } from '../../people/account-data/erase-account';
import type { Caller } from '../../people/auth/caller';
import { requireAdmin } from '../../people/auth/permissions';
import { revokeAllSessions } from '../../people/auth/sessions';
import type { Database } from '../../platform/db/schema';
import { writeAudit } from '../audit/audit-log';
import { adminUserView, enforceOn, findManagedUser, updateManagedUser } from './managed-user';

// Admin-only account changes (docs/product.md#states, #validation and #api): role, member type, delete. An admin cannot change
// the role of, or delete, their own account (docs/product.md#validation), so the forum always keeps the admin acting.

export async function changeRole(
  db: Kysely<Database>,
  caller: Caller,
  userId: number,
  role: Role,
): Promise<UserActionResponse> {
  const actor = requireAdmin(caller);
  return db.transaction().execute(async (trx) => {
    const target = await findManagedUser(trx, userId);
    if (target.id === actor.id)
      throw forbidden('You cannot change the role of your own account.', 'SELF_ACTION');
    if (target.role === role)
      return { ok: true as const, message: TEXT.roleUpdated, user: await adminUserView(trx, target, actor) };
    const row = await updateManagedUser(trx, userId, { role });
    // Sessions carry no role, but a fresh sign-in makes the app load the new role and its menus at once.
    await revokeAllSessions(trx, userId);
    await writeAudit(trx, actor, {
      action: 'change_role',
      targetType: 'user',
      targetId: userId,
      details: `${target.role} -> ${role}`,
    });
    return { ok: true as const, message: TEXT.roleUpdated, user: await adminUserView(trx, row, actor) };
  });
}

export async function changeMemberCategory(
  db: Kysely<Database>,
  caller: Caller,
  userId: number,
  memberCategory: MemberCategory | null,
): Promise<UserActionResponse> {
  const actor = requireAdmin(caller);
  return db.transaction().execute(async (trx) => {
    const target = await findManagedUser(trx, userId);
    const row = await updateManagedUser(trx, userId, { member_category: memberCategory });
    if (target.member_category !== memberCategory) {
      await writeAudit(trx, actor, {
        action: 'change_member_category',
        targetType: 'user',
        targetId: userId,
        details: `${target.member_category ?? 'none'} -> ${memberCategory ?? 'none'}`,
      });
    }
    return {
      ok: true as const,
      message: TEXT.memberCategoryUpdated,
      user: await adminUserView(trx, row, actor),
    };
  });
}

/**
 * Soft delete: the account can no longer sign in, its posts stay under '[deleted]' (docs/product.md#forum-rules), and its
 * e-mail is scrambled so the address can register again. The username stays taken, so nobody can later
 * post under the name the old posts were written with.
 */
export async function deleteUser(
  db: Kysely<Database>,
  caller: Caller,
  userId: number,
): Promise<UserActionResponse> {
  return enforceOn(db, requireAdmin(caller), userId, 'delete', async (trx, target) => {
    const row = await eraseAccount(trx, userId);
    return {
      row,
      message: TEXT.userDeleted,
      audit: { action: 'delete_user', details: `username: ${target.username}` },
    };
  });
}
