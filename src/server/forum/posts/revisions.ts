import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { RevisionsResponse } from '../../../shared/contracts/members';
import { notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { isStaff, requireMayActOn, requireStaff } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { writeAudit } from '../../staff/audit/audit-log';
import { loadAuthor } from '../records/content-author';
import { findPostForCaller } from '../records/post-rows';
import { DELETED_USERNAME, iso } from '../records/thread-rows';
import type { Db } from '../records/visibility';

// Edit history (docs/product.md#members-and-documents): every edit keeps the version it replaces. Staff may
// hide a version (personal information); hidden versions are listed, without their text, to others.

export async function keepRevision(
  db: Db,
  post: {
    id: number;
    content: string;
    author_id: number;
    created_at: Date;
    edited_at: Date | null;
    edited_by: number | null;
  },
): Promise<void> {
  await db
    .insertInto('post_revisions')
    .values({
      post_id: post.id,
      content: post.content,
      written_by: post.edited_by ?? post.author_id,
      written_at: post.edited_at ?? post.created_at,
    })
    .execute();
}

const HIDDEN_TEXT = '';

export async function listRevisions(db: Db, caller: Caller, postId: number): Promise<RevisionsResponse> {
  // The post's history is its content: read only by who may read the post (forum-shared/visibility.ts).
  const post = await findPostForCaller(db, postId, caller);
  if (!post) throw notFound('Post not found');
  const rows = await db
    .selectFrom('post_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.written_by')
    .select(['r.id', 'r.content', 'r.written_at', 'r.is_hidden', 'u.username', 'u.is_deleted'])
    .where('r.post_id', '=', postId)
    .orderBy('r.id')
    .execute();
  const staff = isStaff(caller);
  return {
    revisions: rows.map((r) => ({
      id: r.id,
      content: r.is_hidden && !staff ? HIDDEN_TEXT : r.content,
      written_by: !r.username || r.is_deleted ? DELETED_USERNAME : r.username,
      written_at: iso(r.written_at),
      is_hidden: r.is_hidden,
    })),
    current: {
      content: post.content,
      written_by: post.edited_by_username ?? post.author_username,
      written_at: post.edited_at ?? post.created_at,
    },
  };
}

/** Staff hide or show one version of a post; audited. */
export async function hideRevision(
  db: Kysely<Database>,
  caller: Caller,
  ids: { id: number; revisionId: number },
  hidden: boolean,
): Promise<void> {
  const staff = requireStaff(caller);
  await db.transaction().execute(async (trx) => {
    const post = await trx
      .selectFrom('posts')
      .select('author_id')
      .where('id', '=', ids.id)
      .executeTakeFirst();
    if (!post) throw notFound('Revision not found');
    requireMayActOn(staff, await loadAuthor(trx, post.author_id));
    const updated = await trx
      .updateTable('post_revisions')
      .set({
        is_hidden: hidden,
        hidden_by: hidden ? staff.id : null,
        hidden_at: hidden ? sql<Date>`now()` : null,
      })
      .where('id', '=', ids.revisionId)
      .where('post_id', '=', ids.id)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw notFound('Revision not found');
    await writeAudit(trx, staff, {
      action: hidden ? 'hide_revision' : 'show_revision',
      targetType: 'post',
      targetId: ids.id,
      details: `revision ${ids.revisionId}`,
    });
  });
}
