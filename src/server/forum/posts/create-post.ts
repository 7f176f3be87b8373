import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { createPostBody, Post } from '../../../shared/contracts/forum';
import { wakeFanOut } from '../../conversation/notifications/post-published';
import { attachToPost } from '../../documents/attachments/attachment-access';
import type { Caller, SignedInCaller } from '../../people/auth/caller';
import { requireCanParticipate } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { fileAutoReports, type ScreenVerdict, screenContent } from '../../staff/moderation/screen-content';
import type { Cook } from '../cooking/cooker';
import { approvalApplies, mustWaitForApproval, queueFirstPost } from '../first-posts/first-post-hold';
import { checkReplyTo } from '../post-references/reply-to';
import {
  checkPostingInterval,
  NO_POSTING_LIMITS,
  type PostingLimits,
  takePostingTurn,
} from '../posting-limits/posting-limit';
import { findPostForCaller, toPost } from '../records/post-rows';
import { prepareWriting } from '../records/prepare-writing';
import { refuseReply, writeReplyInOneStatement } from './one-statement-reply';
import { type NewReply, writeReplyRows } from './reply-rows';

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
  const reply = {
    threadId: input.thread_id,
    authorId: author.id,
    content: input.content,
    replyTo: input.reply_to_post_id ?? null,
    cooked,
    cards,
  };
  // Most replies carry no files, trip no rule and wait for no moderator: they go in one statement.
  const plain =
    (input.attachment_ids ?? []).length === 0 &&
    verdict.hits.length === 0 &&
    !approvalApplies(author, limits);
  const written = plain
    ? await writeReplyInOneStatement(db, author, limits, { ...reply, status: 'visible' })
    : null;
  const post =
    written === null
      ? await writeInTransaction(db, author, input, reply, verdict, { ...options, limits })
      : toPost(written, author);
  // The fan-out job is committed with the post; its runners hear of it now (job-queue.ts says why not inside the transaction).
  if (post.status === 'visible') await wakeFanOut(db);
  return post;
}

/** The reply with everything a plain one lacks: files, reports for moderators, a first post held. */
async function writeInTransaction(
  db: Kysely<Database>,
  author: SignedInCaller,
  input: CreatePostInput,
  reply: Omit<NewReply, 'status'>,
  verdict: ScreenVerdict,
  options: { filesPerPost: number; limits: PostingLimits },
): Promise<Post> {
  const { limits } = options;
  return db.transaction().execute(async (trx) => {
    await takePostingTurn(trx, author);
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
    refuseReply(author, thread);
    await checkPostingInterval(trx, author, limits);
    const replyTo = await checkReplyTo(trx, author, thread!.id, input.reply_to_post_id);
    const waits = await mustWaitForApproval(trx, author, limits);
    const status = verdict.hold || waits ? 'held' : 'visible';
    const postId = await writeReplyRows(trx, thread!, { ...reply, replyTo, status });
    await attachToPost(trx, author, postId, { ...input, ...options });
    await fileAutoReports(trx, { targetType: 'post', targetId: postId }, verdict.hits);
    if (waits) await queueFirstPost(trx, { targetType: 'post', targetId: postId });
    return (await findPostForCaller(trx, postId, author))!;
  });
}
