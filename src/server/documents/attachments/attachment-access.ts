import type { Kysely, Transaction } from 'kysely';
import type { Attachment } from '../../../shared/contracts/attachments';
import { AppError, forbidden, notFound } from '../../errors';
import { loadAuthor } from '../../forum/records/content-author';
import { canSeePost, type Db } from '../../forum/records/visibility';
import type { Caller, SignedInCaller } from '../../people/auth/caller';
import { isStaff, requireCanParticipate, requireMayActOn } from '../../people/auth/permissions';
import type { AttachmentRow, Database } from '../../platform/db/schema';
import type { BlobStore } from '../../platform/storage/blob-store';
import { type AutoModHit, fileAutoReports } from '../../staff/moderation/screen-content';
import { toAttachment } from './attachment-mapper';

const NOT_FOUND = 'Attachment not found';

/**
 * Who may fetch a file: it follows its post. A file not yet in a post is its uploader's (and staff's); in a
 * post, whoever may see the post and its thread, so a removed post's files are not served to the public.
 * Answers whether anyone at all may see it (then it may be cached publicly).
 */
export async function readableAttachment(
  db: Db,
  caller: Caller,
  id: number,
): Promise<{ row: AttachmentRow; isPublic: boolean }> {
  const row = await db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  if (row.post_id === null) {
    if (caller?.id === row.uploader_id || isStaff(caller)) return { row, isPublic: false };
    throw notFound(NOT_FOUND);
  }
  const owner = await db
    .selectFrom('posts as p')
    .innerJoin('threads as t', 't.id', 'p.thread_id')
    .select([
      'p.status as post_status',
      'p.author_id',
      't.status as thread_status',
      't.author_id as thread_author',
    ])
    .where('p.id', '=', row.post_id)
    .executeTakeFirstOrThrow();
  const post = { status: owner.post_status, author_id: owner.author_id };
  const thread = { status: owner.thread_status, author_id: owner.thread_author };
  if (!canSeePost(caller, post, thread)) throw notFound(NOT_FOUND);
  return { row, isPublic: canSeePost(null, post, thread) };
}

/**
 * Shows the author's uploads in their new post, inside the post's transaction. Each id must be the
 * author's own upload not yet in a post; at most UPLOAD_FILES_PER_POST of them.
 */
export async function attachToPost(
  trx: Transaction<Database>,
  author: SignedInCaller,
  postId: number,
  input: { attachment_ids?: number[]; attachments_confirmed?: boolean; filesPerPost: number },
): Promise<void> {
  const unique = [...new Set(input.attachment_ids ?? [])];
  if (unique.length === 0) return;
  if (unique.length > input.filesPerPost)
    throw new AppError(
      400,
      'TOO_MANY_FILES',
      `A post can have at most ${input.filesPerPost} attachments.`,
      'attachment_ids',
    );
  if (input.attachments_confirmed !== true)
    throw new AppError(
      400,
      'CONFIRM_COVERED',
      'Confirm that you have covered personal information (names, addresses, owner numbers) in your files.',
      'attachments_confirmed',
    );
  const updated = await trx
    .updateTable('attachments')
    .set({ post_id: postId })
    .where('id', 'in', unique)
    .where('uploader_id', '=', author.id)
    .where('post_id', 'is', null)
    .returning(['id', 'original_name', 'screen_hits'])
    .execute();
  if (updated.length !== unique.length)
    throw new AppError(
      400,
      'UNKNOWN_ATTACHMENT',
      'One of the attachments is unknown or already used.',
      'attachment_ids',
    );
  await fileAutoReports(trx, { targetType: 'post', targetId: postId }, attachmentHits(updated));
}

/** The hits kept from screening the PDFs' text at upload, each naming the file it was found in. */
function attachmentHits(rows: { original_name: string; screen_hits: string | null }[]): AutoModHit[] {
  const hits: AutoModHit[] = [];
  for (const row of rows) {
    if (!row.screen_hits) continue;
    for (const hit of JSON.parse(row.screen_hits) as AutoModHit[])
      hits.push({
        ...hit,
        // Its own rule name, so the post's text and its file each get their report.
        rule: `${hit.rule}-in-file`,
        detail: `In ${row.original_name}: ${hit.detail ?? hit.reason}`,
      });
  }
  return hits;
}

/** The attachments of these posts, by post id, in upload order. */
export async function attachmentsByPost(db: Db, postIds: number[]): Promise<Map<number, Attachment[]>> {
  const byPost = new Map<number, Attachment[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom('attachments')
    .selectAll()
    .where('post_id', 'in', postIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byPost.get(row.post_id!) ?? [];
    list.push(toAttachment(row));
    byPost.set(row.post_id!, list);
  }
  return byPost;
}

/** DELETE /api/attachments/:id: only its uploader or staff; the file goes when nothing else uses it. */
export async function deleteAttachment(db: Kysely<Database>, storage: BlobStore, caller: Caller, id: number) {
  const user = requireCanParticipate(caller);
  const row = await db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  if (row.uploader_id !== user.id && !isStaff(user)) {
    await readableAttachment(db, user, id); // 404 when they cannot even see it
    throw forbidden('Only the member who uploaded a file, or staff, can delete it.');
  }
  if (row.uploader_id !== user.id) requireMayActOn(user, await loadAuthor(db, row.uploader_id));
  await db.deleteFrom('attachments').where('id', '=', id).execute();
  await deleteUnusedFiles(db, storage, [row]);
}

/** Deletes stored files that no attachment row names any more (content-addressed: one file, many rows). */
export async function deleteUnusedFiles(
  db: Db,
  storage: BlobStore,
  rows: Pick<AttachmentRow, 'file_key' | 'thumb_key'>[],
) {
  for (const row of rows) {
    const still = await db
      .selectFrom('attachments')
      .select('id')
      .where('file_key', '=', row.file_key)
      .executeTakeFirst();
    if (still) continue;
    await storage.delete(row.file_key).catch(() => {});
    if (row.thumb_key) await storage.delete(row.thumb_key).catch(() => {});
  }
}
