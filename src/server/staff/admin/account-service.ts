import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { MemberCategory, Role } from '../../../shared/constants';
import type { UserActionResponse } from '../../../shared/contracts/admin';
import { TEXT } from '../../../shared/texts';
import { forbidden } from '../../errors';
import { queueForgetMember } from '../../people/account-data/forget-member';
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

/**
 * The personal data a deleted account leaves behind, erased (an admin's delete and a member's own delete,
 * docs/decisions/022-account-security-and-staff-two-factor.md): address, password, profile text, two-factor
 * secrets, social links, tokens and sessions. Uploads and the avatar's files go with `deleteFilesOf` after
 * the transaction, since the file store is not part of it.
 */
export async function eraseAccount(trx: Transaction<Database>, userId: number) {
  const before = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  const row = await updateManagedUser(trx, userId, {
    is_deleted: true,
    email: `deleted-${userId}-${randomBytes(6).toString('hex')}@deleted.invalid`,
    password_hash: null,
    bio: '',
    location: '',
    member_category: null,
    totp_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
  });
  await revokeAllSessions(trx, userId);
  const tables = [
    'oauth_identities',
    'recovery_codes',
    'two_factor_challenges',
    'account_tokens',
    'sign_in_addresses',
    'upload_attempts',
  ] as const;
  for (const table of tables) await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  // Unposted drafts are the member's words, never published: they go too.
  await trx.deleteFrom('drafts').where('user_id', '=', userId).execute();
  // Mail already handed over (or given up) keeps only the address and a body nobody will read again.
  if (before)
    await trx
      .deleteFrom('mail_outbox')
      .where('to_address', '=', before.email)
      .where('status', 'in', ['sent', 'logged', 'failed'])
      .execute();
  // Other members' posts that quote or mention them are cooked again without their name.
  await queueForgetMember(trx, userId);
  return row;
}
