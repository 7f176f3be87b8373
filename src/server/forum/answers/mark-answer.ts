import type { Kysely, Transaction } from 'kysely';
import type { Thread } from '../../../shared/contracts/forum';
import { SOLVED_TEXT } from '../../../shared/solved-texts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors';
import type { Caller, SignedInCaller } from '../../people/auth/caller';
import { isStaff, requireCanParticipate, requireStaff } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { findThread, toThread } from '../records/thread-rows';
import { canSee } from '../records/visibility';
import { THREAD_NOT_FOUND } from '../threads/get-thread';
import { notifyAnswerAccepted } from './notify-answer';

// Choosing a thread's answer (docs/decisions/043-solved-threads-and-similar-questions.md): the thread's author or
// staff mark one visible reply, change it, or clear it. A removed, held, locked or archived thread is a closed
// record and keeps whatever it had.

interface LockedThread {
  id: number;
  author_id: number;
  category_id: number;
  status: 'visible' | 'held' | 'removed';
  is_locked: boolean;
  answer_post_id: number | null;
}

/** Who may choose: staff (not muted), or the thread's author while they may take part (not muted, not a guest). */
function requireMayChoose(caller: Caller, thread: LockedThread): SignedInCaller {
  if (isStaff(caller)) return requireStaff(caller);
  const user = requireCanParticipate(caller);
  if (user.id !== thread.author_id) throw forbidden(SOLVED_TEXT.notAllowed, 'NOT_THREAD_AUTHOR');
  return user;
}

async function lockThreadForAnswer(
  trx: Transaction<Database>,
  caller: Caller,
  threadId: number,
): Promise<{ thread: LockedThread; user: SignedInCaller }> {
  const thread = await trx
    .selectFrom('threads')
    .select(['id', 'author_id', 'category_id', 'status', 'is_locked', 'answer_post_id'])
    .where('id', '=', threadId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!thread || !canSee(caller, thread)) throw notFound(THREAD_NOT_FOUND);
  const user = requireMayChoose(caller, thread);
  if (thread.status !== 'visible') throw conflict(SOLVED_TEXT.threadNotVisible, 'THREAD_NOT_VISIBLE');
  if (thread.is_locked) throw new AppError(409, 'THREAD_LOCKED', SOLVED_TEXT.threadLocked);
  const category = await trx
    .selectFrom('categories')
    .select('is_archived')
    .where('id', '=', thread.category_id)
    .executeTakeFirst();
  if (category?.is_archived) throw new AppError(409, 'CATEGORY_ARCHIVED', SOLVED_TEXT.categoryArchived);
  return { thread, user };
}

/** POST /api/threads/:id/answer: marks (or changes to) this reply; the reply's author hears of it. */
export async function markAnswer(
  db: Kysely<Database>,
  caller: Caller,
  threadId: number,
  postId: number,
): Promise<Thread> {
  return db.transaction().execute(async (trx) => {
    const { thread, user } = await lockThreadForAnswer(trx, caller, threadId);
    const post = await trx
      .selectFrom('posts')
      .select(['id', 'thread_id', 'author_id', 'status', 'is_first_post'])
      .where('id', '=', postId)
      .executeTakeFirst();
    // Another thread's post, or one the caller may not see, is "not a reply here" alike.
    if (!post || post.thread_id !== thread.id || !canSee(caller, post)) {
      throw badRequest(SOLVED_TEXT.postNotInThread, 'post_id', 'POST_NOT_IN_THREAD');
    }
    if (post.is_first_post) throw badRequest(SOLVED_TEXT.firstPost, 'post_id', 'FIRST_POST');
    if (post.status !== 'visible') throw conflict(SOLVED_TEXT.postNotVisible, 'POST_NOT_VISIBLE');
    if (thread.answer_post_id !== post.id) {
      await trx.updateTable('threads').set({ answer_post_id: post.id }).where('id', '=', thread.id).execute();
      await notifyAnswerAccepted(
        trx,
        { postId: post.id, threadId: thread.id, authorId: post.author_id },
        user.id,
      );
    }
    return toThread((await findThread(trx, thread.id))!);
  });
}

/** DELETE /api/threads/:id/answer: the thread is no longer solved. Clearing what is clear is no error. */
export async function clearAnswer(db: Kysely<Database>, caller: Caller, threadId: number): Promise<Thread> {
  return db.transaction().execute(async (trx) => {
    const { thread } = await lockThreadForAnswer(trx, caller, threadId);
    if (thread.answer_post_id !== null) {
      await trx.updateTable('threads').set({ answer_post_id: null }).where('id', '=', thread.id).execute();
    }
    return toThread((await findThread(trx, thread.id))!);
  });
}

/**
 * A post that moderation removes or holds stops being its thread's answer: the thread is no longer solved
 * (restoring the post does not mark it again; the author can). Called in the moderation's own transaction.
 */
export async function unmarkAnswerPost(trx: Transaction<Database>, postId: number): Promise<void> {
  await trx
    .updateTable('threads')
    .set({ answer_post_id: null })
    .where('answer_post_id', '=', postId)
    .execute();
}
