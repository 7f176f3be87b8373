import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { createPostBody, Post } from '../../../shared/contracts/forum';
import { TEXT } from '../../../shared/texts';
import { wakeFanOut } from '../../conversation/notifications/post-published';
import { attachToPost } from '../../documents/attachments/attachment-access';
import { AppError, notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { requireCanParticipate } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { fileAutoReports, screenContent } from '../../staff/moderation/screen-content';
import type { Cook } from '../cooking/cooker';
import { mustWaitForApproval, queueFirstPost } from '../first-posts/first-post-hold';
import { checkReplyTo } from '../post-references/reply-to';
import {
  checkPostingInterval,
  NO_POSTING_LIMITS,
  type PostingLimits,
  takePostingTurn,
} from '../posting-limits/posting-limit';
import { findPostForCaller } from '../records/post-rows';
import { prepareWriting } from '../records/prepare-writing';
import { canSee } from '../records/visibility';
import { THREAD_NOT_FOUND } from '../threads/get-thread';
import { categoryArchived } from './archived-category';
import { writeReplyRows } from './reply-rows';

type CreatePostInput = z.output<typeof createPostBody>;

/** POST /api/posts: a reply in a thread the caller can see and that is not locked (docs/product.md#permissions). */
export async function createPost(
  db: Kysely<Database>,
  caller: Caller,
  input: CreatePostInput,
  cook: Cook,
  options: { filesPerPost: number; postingLimits?: PostingLimits } = { filesPerPost: 5 },
): Promise<Post> {
  const limits = options.postingLimits ?? NO_POSTING_LIMITS;
  await checkPostingInterval(db, requireCanParticipate(caller), limits);
  const { writer: author, cards, cooked } = await prepareWriting(db, caller, input, cook);
  // Watched words read before the transaction: it holds the thread's row, which other replies wait for.
  const verdict = await screenContent(db, input.content);
  const post = await db.transaction().execute(async (trx) => {
    await takePostingTurn(trx, author, limits);
    // The thread row lock serialises replies with a concurrent lock or delete of the thread, so a reply
    // never lands in a thread that was locked or deleted a moment earlier.
    const thread = await trx
      .selectFrom('threads as t')
      .innerJoin('categories as c', 'c.id', 't.category_id')
      .select(['t.id', 't.category_id', 't.author_id', 't.status', 't.is_locked'])
      .select(['c.name as category_name', 'c.is_archived'])
      .where('t.id', '=', input.thread_id)
      .forNoKeyUpdate('t')
      .executeTakeFirst();
    if (!thread || !canSee(author, thread)) throw notFound(THREAD_NOT_FOUND);
    if (thread.status === 'removed') {
      throw new AppError(
        403,
        'THREAD_REMOVED',
        'This thread was removed by a moderator and cannot be replied to.',
      );
    }
    if (thread.is_locked) throw new AppError(403, 'THREAD_LOCKED', TEXT.threadLocked);
    if (thread.is_archived) throw categoryArchived(thread.category_name, 'replies');
    await checkPostingInterval(trx, author, limits);
    const replyTo = await checkReplyTo(trx, author, thread.id, input.reply_to_post_id);

    const waits = await mustWaitForApproval(trx, author, limits);
    const status = verdict.hold || waits ? 'held' : 'visible';
    const postId = await writeReplyRows(trx, {
      thread,
      authorId: author.id,
      content: input.content,
      replyTo,
      cooked,
      status,
      cards,
    });
    await attachToPost(trx, author, postId, { ...input, ...options });
    await fileAutoReports(trx, { targetType: 'post', targetId: postId }, verdict.hits);
    if (waits) await queueFirstPost(trx, { targetType: 'post', targetId: postId });
    return (await findPostForCaller(trx, postId, author))!;
  });
  // The fan-out job is committed with the post; its runners hear of it now (job-queue.ts says why not inside the transaction).
  if (post.status === 'visible') await wakeFanOut(db);
  return post;
}
