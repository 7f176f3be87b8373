import type { Kysely } from 'kysely';
import type { PublicUser } from '../../../shared/contracts/users';
import { reencodeAvatar } from '../../documents/media/process-image';
import { sha256 } from '../../documents/media/send-file';
import { countingAttempt, recentAttempts } from '../../documents/media/upload-attempts';
import { AppError } from '../../errors';
import type { Database } from '../../platform/db/schema';
import type { BlobStore } from '../../platform/storage/blob-store';
import type { Caller } from '../auth/caller';
import { requireCanParticipate } from '../auth/permissions';
import { toPublicUser } from '../users/user-mapper';

// Avatars (docs/product.md#members-and-documents): re-encoded square WebP at the sizes the pages use.
export const AVATAR_SIZES = [64, 256] as const;
export const avatarKey = (key: string, size: number) => `avatars/${key}/${size}.webp`;

/** Sets the caller's avatar; every picture sent, refused or not, counts against `dailyLimit` (decision 035). */
export async function setAvatar(
  db: Kysely<Database>,
  storage: BlobStore,
  caller: Caller,
  bytes: Buffer,
  dailyLimit: number,
): Promise<PublicUser> {
  const user = requireCanParticipate(caller);
  const used = await recentAttempts(db, user.id, 'avatar', 'all');
  if (used >= dailyLimit)
    throw new AppError(
      429,
      'AVATAR_QUOTA',
      `You have sent ${used} profile pictures in the last 24 hours, the most allowed (${dailyLimit}). Please try again tomorrow.`,
    );
  const sized = await countingAttempt(db, user.id, 'avatar', () => reencodeAvatar(bytes, AVATAR_SIZES), true);
  const key = sha256(sized[sized.length - 1]!.data);
  // Files first: if the store fails, the account still points at the old, complete avatar.
  for (const { size, data } of sized) await storage.put(avatarKey(key, size), data, 'image/webp');
  return replaceAvatar(db, storage, user.id, key);
}

export async function removeAvatar(db: Kysely<Database>, storage: BlobStore, caller: Caller) {
  const user = requireCanParticipate(caller);
  return replaceAvatar(db, storage, user.id, null);
}

async function replaceAvatar(db: Kysely<Database>, storage: BlobStore, userId: number, key: string | null) {
  const before = await db
    .selectFrom('users')
    .select('avatar_key')
    .where('id', '=', userId)
    .executeTakeFirst();
  const row = await db
    .updateTable('users')
    .set({ avatar_key: key })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (before?.avatar_key && before.avatar_key !== key)
    await deleteAvatarFiles(db, storage, before.avatar_key);
  return toPublicUser(row, { includePrivate: true });
}

/** Deletes an avatar's files unless another account uses the same picture. */
export async function deleteAvatarFiles(db: Kysely<Database>, storage: BlobStore, key: string) {
  const shared = await db.selectFrom('users').select('id').where('avatar_key', '=', key).executeTakeFirst();
  if (shared) return;
  for (const size of AVATAR_SIZES) await storage.delete(avatarKey(key, size)).catch(() => {});
}
