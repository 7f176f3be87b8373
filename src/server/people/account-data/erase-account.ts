import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { deleteUnusedFiles } from '../../documents/attachments/attachment-access';
import type { Database } from '../../platform/db/schema';
import type { BlobStore } from '../../platform/storage/blob-store';
import { revokeAllSessions } from '../auth/sessions';
import { deleteAvatarFiles } from '../members/avatar-service';
import { queueForgetMember } from './forget-member';

/**
 * The personal data a deleted account leaves behind, erased (an admin's delete and a member's own delete,
 * docs/decisions/022-account-security-and-staff-two-factor.md): address, password, profile text, two-factor
 * secrets, social links, tokens and sessions. Uploads and the avatar's files go with `deleteFilesOf` after
 * the transaction, since the file store is not part of it.
 */
export async function eraseAccount(trx: Transaction<Database>, userId: number) {
  const before = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  const row = await trx
    .updateTable('users')
    .set({
      is_deleted: true,
      email: `deleted-${userId}-${randomBytes(6).toString('hex')}@deleted.invalid`,
      password_hash: null,
      bio: '',
      location: '',
      member_category: null,
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
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

/** An account's deletion takes its uploads with it. */
export async function deleteFilesOf(db: Kysely<Database>, storage: BlobStore, userId: number) {
  const rows = await db
    .deleteFrom('attachments')
    .where('uploader_id', '=', userId)
    .returning(['file_key', 'thumb_key'])
    .execute();
  await deleteUnusedFiles(db, storage, rows);
  const user = await db.selectFrom('users').select('avatar_key').where('id', '=', userId).executeTakeFirst();
  if (user?.avatar_key) {
    await db.updateTable('users').set({ avatar_key: null }).where('id', '=', userId).execute();
    await deleteAvatarFiles(db, storage, user.avatar_key);
  }
}
