import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { createThreadBody, Thread } from '../../../shared/contracts/forum';
import { afterPostWritten } from '../../conversation/notifications/post-published';
import { attachToPost } from '../../documents/attachments/attachment-access';
import { AppError, badRequest } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { requireCanParticipate } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { fileAutoReports, screenContent } from '../../staff/moderation/screen-content';
import { type Cook, cookedColumns } from '../cooking/cooker';
import { clearDraft } from '../drafts/draft-service';
import { mustWaitForApproval, queueFirstPost } from '../first-posts/first-post-hold';
import {
  checkPostingInterval,
  markPosted,
  NO_POSTING_LIMITS,
  type PostingLimits,
  takePostingTurn,
} from '../posting-limits/posting-limit';
import { countNewThread } from '../records/counters';
import { prepareWriting } from '../records/prepare-writing';
import { findThread, toThread } from '../records/thread-rows';

type CreateThreadInput = z.output<typeof createThreadBody>;

/**
 * POST /api/threads: the thread and its first post in one transaction. Auto-moderation screens
 * title and content first; a severe hit stores the thread as 'held' (seen by its author and staff only), and so
 * does a new member's first post while APPROVE_NEW_MEMBER_POSTS asks for it (first-posts/first-post-hold.ts).
 * The first post stays 'visible': the thread's status alone decides, so approving the thread is one change.
 */
export async function createThread(
  db: Kysely<Database>,
  caller: Caller,
  input: CreateThreadInput,
  cook: Cook,
  options: { filesPerPost: number; postingLimits?: PostingLimits } = { filesPerPost: 5 },
): Promise<Thread> {
  const limits = options.postingLimits ?? NO_POSTING_LIMITS;
  await checkPostingInterval(db, requireCanParticipate(caller), limits);
  const { writer: author, cards, cooked } = await prepareWriting(db, caller, input, cook);
  // Screened before the transaction, where the watched words come from memory (screen-content.ts).
  const verdict = await screenContent(db, `${input.title}\n${input.content}`);
  return db.transaction().execute(async (trx) => {
    await takePostingTurn(trx, author);
    // Locking the category row orders thread creation against a concurrent lock, archive or delete of it.
    const category = await trx
      .selectFrom('categories')
      .select(['id', 'name', 'is_locked', 'is_archived'])
      .where('id', '=', input.category_id)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!category)
      throw badRequest('That category does not exist. Choose a category.', 'category_id', 'UNKNOWN_CATEGORY');
    if (category.is_archived) {
      throw new AppError(
        403,
        'CATEGORY_ARCHIVED',
        `"${category.name}" is archived and takes no new threads.`,
      );
    }
    if (category.is_locked) {
      throw new AppError(
        403,
        'CATEGORY_LOCKED',
        `"${category.name}" is locked: new threads cannot be started in it.`,
      );
    }

    await checkPostingInterval(trx, author, limits);

    const waits = await mustWaitForApproval(trx, author, limits);
    const status = verdict.hold || waits ? 'held' : 'visible';
    const thread = await trx
      .insertInto('threads')
      .values({
        category_id: category.id,
        author_id: author.id,
        title: input.title,
        status,
        counties: input.counties ?? [],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const firstPost = await trx
      .insertInto('posts')
      .values({
        thread_id: thread.id,
        author_id: author.id,
        content: input.content,
        ...cookedColumns(cooked),
        is_first_post: true,
        ...(cards ? { cards } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachToPost(trx, author, firstPost.id, { ...input, ...options });
    await clearDraft(trx, author.id, 'new-thread');
    await markPosted(trx, author.id);
    const written = { id: firstPost.id, threadId: thread.id, authorId: author.id, startsThread: true };
    await afterPostWritten(trx, written, status === 'visible', input.content);
    if (status === 'visible') await countNewThread(trx, category.id);
    await fileAutoReports(trx, { targetType: 'thread', targetId: thread.id }, verdict.hits);
    if (waits) await queueFirstPost(trx, { targetType: 'thread', targetId: thread.id });
    return toThread((await findThread(trx, thread.id))!);
  });
}
