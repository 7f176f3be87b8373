import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { createPostBody, Post } from '../../../shared/contracts/forum';
import { TEXT } from '../../../shared/texts';
import { afterPostWritten } from '../../conversation/notifications/post-published';
import { attachToPost } from '../../documents/attachments/attachment-access';
import { AppError, notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { requireCanParticipate } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { fileAutoReports, screenContent } from '../../staff/moderation/screen-content';
import { type Cook, cookedColumns } from '../cooking/cooker';
import { clearDraft } from '../drafts/draft-service';
import { mustWaitForApproval, queueFirstPost } from '../first-posts/first-post-hold';
import { checkReplyTo } from '../post-references/reply-to';
import {
  checkPostingInterval,
  NO_POSTING_LIMITS,
  type PostingLimits,
  takePostingTurn,
} from '../posting-limits/posting-limit';
import { countNewReply } from '../records/counters';
import { findPostForCaller } from '../records/post-rows';
import { prepareWriting } from '../records/prepare-writing';
import { canSee } from '../records/visibility';
import { THREAD_NOT_FOUND } from '../threads/get-thread';
import { refuseIfCategoryArchived } from './archived-category';

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
  return db.transaction().execute(async (trx) => {
    await takePostingTurn(trx, author, limits);
    // The thread row lock serialises replies with a concurrent lock or delete of the thread, so a reply
    // never lands in a thread that was locked or deleted a moment earlier.
    const thread = await trx
      .selectFrom('threads')
      .select(['id', 'category_id', 'author_id', 'status', 'is_locked'])
      .where('id', '=', input.thread_id)
      .forNoKeyUpdate()
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
    await refuseIfCategoryArchived(trx, thread.category_id, 'replies');
    await checkPostingInterval(trx, author, limits);
    const replyTo = await checkReplyTo(trx, author, thread.id, input.reply_to_post_id);

    const verdict = await screenContent(trx, input.content);
    const waits = await mustWaitForApproval(trx, author, limits);
    const status = verdict.hold || waits ? 'held' : 'visible';
    const post = await trx
      .insertInto('posts')
      .values({
        thread_id: thread.id,
        author_id: author.id,
        content: input.content,
        reply_to_post_id: replyTo,
        ...cookedColumns(cooked),
        status,
        ...(cards ? { cards } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachToPost(trx, author, post.id, { ...input, ...options });
    await clearDraft(trx, author.id, `reply-${thread.id}`);
    if (status === 'visible') await countNewReply(trx, thread);
    const written = { id: post.id, threadId: thread.id, authorId: author.id, startsThread: false };
    await afterPostWritten(trx, written, status === 'visible', input.content);
    await fileAutoReports(trx, { targetType: 'post', targetId: post.id }, verdict.hits);
    if (waits) await queueFirstPost(trx, { targetType: 'post', targetId: post.id });
    return (await findPostForCaller(trx, post.id, author))!;
  });
}
