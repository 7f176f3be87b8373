import { type Kysely, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Post, updatePostBody } from '../../../shared/contracts/forum';
import { AppError, forbidden, notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { isStaff, requireMayActOn } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { writeAudit } from '../../staff/audit/audit-log';
import {
  type AutoModHit,
  fileAutoReports,
  loadWatchedWords,
  screenText,
} from '../../staff/moderation/screen-content';
import { unmarkAnswerPost } from '../answers/mark-answer';
import { type Cook, cookedColumns } from '../cooking/cooker';
import { loadAuthor } from '../records/content-author';
import { recountCategory, recountThread } from '../records/counters';
import { findPostForCaller } from '../records/post-rows';
import { prepareWriting } from '../records/prepare-writing';
import { canSeePost } from '../records/visibility';
import { refuseIfCategoryArchived } from './archived-category';
import { keepRevision } from './revisions';

type UpdatePostInput = z.output<typeof updatePostBody>;

const POST_NOT_FOUND = 'Post not found';

/**
 * PUT /api/posts/:id: the author or staff edit a post (docs/product.md#permissions); edited_at and the editor are
 * recorded. The edit is screened like a new post: a severe hit holds it (a first post holds its thread).
 */
export async function editPost(
  db: Kysely<Database>,
  caller: Caller,
  id: number,
  input: UpdatePostInput,
  cook: Cook,
): Promise<Post> {
  const { writer: editor, cards, cooked } = await prepareWriting(db, caller, input, cook);
  // Loaded before the transaction, from memory (screen-content.ts); the text to screen is known only inside it.
  const watchedWords = await loadWatchedWords(db);
  return db.transaction().execute(async (trx) => {
    const located = await trx.selectFrom('posts').select('thread_id').where('id', '=', id).executeTakeFirst();
    if (!located) throw notFound(POST_NOT_FOUND);
    // Lock order thread, then post (forum-shared/counters.ts).
    const thread = await trx
      .selectFrom('threads')
      .select(['id', 'title', 'category_id', 'author_id', 'status', 'is_locked'])
      .where('id', '=', located.thread_id)
      .forNoKeyUpdate()
      .executeTakeFirst();
    const post = await trx
      .selectFrom('posts')
      .select([
        'id',
        'author_id',
        'status',
        'is_first_post',
        'content',
        'created_at',
        'edited_at',
        'edited_by',
      ])
      .where('id', '=', id)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!thread || !post || !canSeePost(editor, post, thread)) throw notFound(POST_NOT_FOUND);
    const ownPost = post.author_id === editor.id;
    if (!ownPost && !isStaff(editor)) throw forbidden('You can only edit your own posts.');
    if (!ownPost) requireMayActOn(editor, await loadAuthor(trx, post.author_id));
    if (!isStaff(editor)) await refuseClosedPlace(trx, thread);

    const verdict = screenText(
      watchedWords,
      post.is_first_post ? `${thread.title}\n${input.content}` : input.content,
    );
    // The edit history keeps the version being replaced, with who wrote it and when.
    await keepRevision(trx, post);
    await trx
      .updateTable('posts')
      .set({
        content: input.content,
        ...cookedColumns(cooked),
        edited_at: sql<Date>`now()`,
        edited_by: editor.id,
        ...(cards ? { cards } : {}),
      })
      .where('id', '=', id)
      .execute();
    await applyVerdict(trx, { thread, post }, verdict);
    if (!ownPost) {
      await writeAudit(trx, editor, {
        action: 'edit_post',
        targetType: 'post',
        targetId: id,
        details: `thread ${thread.id}`,
      });
    }
    return (await findPostForCaller(trx, id, editor))!;
  });
}

/** A locked thread or an archived category is closed to members' edits; staff still edit (to moderate). */
async function refuseClosedPlace(
  trx: Transaction<Database>,
  thread: { is_locked: boolean; category_id: number },
): Promise<void> {
  if (thread.is_locked) {
    throw new AppError(403, 'THREAD_LOCKED', 'This thread is locked: its posts can no longer be edited.');
  }
  await refuseIfCategoryArchived(trx, thread.category_id, 'edits');
}

async function applyVerdict(
  trx: Transaction<Database>,
  target: {
    thread: { id: number; category_id: number; status: string };
    post: { id: number; status: string; is_first_post: boolean };
  },
  verdict: { hold: boolean; hits: AutoModHit[] },
): Promise<void> {
  const { thread, post } = target;
  // An opening post stands for its thread: the thread is what is held and reported.
  const report = post.is_first_post
    ? ({ targetType: 'thread', targetId: thread.id } as const)
    : ({ targetType: 'post', targetId: post.id } as const);
  if (verdict.hold && post.is_first_post && thread.status === 'visible') {
    await trx.updateTable('threads').set({ status: 'held' }).where('id', '=', thread.id).execute();
    await recountCategory(trx, thread.category_id);
  } else if (verdict.hold && !post.is_first_post && post.status === 'visible') {
    await trx.updateTable('posts').set({ status: 'held' }).where('id', '=', post.id).execute();
    await unmarkAnswerPost(trx, post.id);
    await recountThread(trx, thread.id);
    if (thread.status === 'visible') await recountCategory(trx, thread.category_id);
  }
  await fileAutoReports(trx, report, verdict.hits);
}
