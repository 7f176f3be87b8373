import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { createPostBody, Post } from '../../shared/contracts/forum';
import { TEXT } from '../../shared/texts';
import { attachToPost } from '../attachments/attachment-access';
import type { Caller } from '../auth/caller';
import { requireCanParticipate } from '../auth/permissions';
import { type Cook, cookedColumns } from '../cooking/cooker';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors';
import { countNewReply } from '../forum-shared/counters';
import { findPostForCaller } from '../forum-shared/post-rows';
import { prepareWriting } from '../forum-shared/prepare-writing';
import { canSee } from '../forum-shared/visibility';
import { clearDraft } from '../members/draft-service';
import { fileAutoReports, screenContent } from '../moderation/screen-content';
import { afterPostWritten } from '../notifications/post-published';
import { checkReplyTo } from '../post-references/reply-to';
import {
  checkPostingInterval,
  NO_POSTING_LIMITS,
  type PostingLimits,
  takePostingTurn,
} from '../posting-limits/posting-limit';
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
    const status = verdict.hold ? 'held' : 'visible';
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
    return (await findPostForCaller(trx, post.id, author))!;
  });
}
