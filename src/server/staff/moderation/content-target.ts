import type { Transaction } from 'kysely';
import { withdrawNotifications } from '../../conversation/notifications/notify';
import { queuePostFanOut } from '../../conversation/notifications/post-published';
import { unmarkAnswerPost } from '../../forum/answers/mark-answer';
import { recountCategory, recountThread } from '../../forum/records/counters';
import { type ContentStatus, canSeePost, type Db } from '../../forum/records/visibility';
import type { Caller } from '../../people/auth/caller';
import type { Database } from '../../platform/db/schema';

// A reported or moderated thread or post, with what the moderation actions need to know about it, and the
// status changes they make. Counters are recounted from the rows after every change (forum-shared/counters).

export type TargetType = 'thread' | 'post';

export interface ContentTarget {
  type: TargetType;
  id: number;
  status: ContentStatus;
  authorId: number;
  threadId: number;
  categoryId: number;
  /** For a post: whether it is its thread's opening post. */
  isFirstPost: boolean;
  /** For a post: its thread's status and author (a post is only as visible as its thread). */
  thread: { status: ContentStatus; authorId: number };
}

export async function loadTarget(db: Db, type: TargetType, id: number): Promise<ContentTarget | undefined> {
  if (type === 'thread') {
    const row = await db
      .selectFrom('threads')
      .select(['id', 'status', 'author_id', 'category_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const thread = { status: row.status, authorId: row.author_id };
    return {
      type,
      id,
      status: row.status,
      authorId: row.author_id,
      threadId: id,
      categoryId: row.category_id,
      isFirstPost: false,
      thread,
    };
  }
  const row = await db
    .selectFrom('posts as p')
    .innerJoin('threads as t', 't.id', 'p.thread_id')
    .select(['p.id', 'p.status', 'p.author_id', 'p.thread_id', 'p.is_first_post', 't.category_id'])
    .select(['t.status as thread_status', 't.author_id as thread_author_id'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    type,
    id,
    status: row.status,
    authorId: row.author_id,
    threadId: row.thread_id,
    categoryId: row.category_id,
    isFirstPost: row.is_first_post,
    thread: { status: row.thread_status, authorId: row.thread_author_id },
  };
}

/**
 * Locks the target before a status change, in the forum's lock order (forum-shared/counters.ts: thread row,
 * then post rows, then category), so two moderators deciding on the same content take turns.
 */
export async function lockTarget(trx: Transaction<Database>, type: TargetType, id: number): Promise<void> {
  const threadId =
    type === 'thread'
      ? id
      : (await trx.selectFrom('posts').select('thread_id').where('id', '=', id).executeTakeFirst())
          ?.thread_id;
  if (threadId === undefined) return;
  await trx.selectFrom('threads').select('id').where('id', '=', threadId).forNoKeyUpdate().execute();
  if (type === 'post')
    await trx.selectFrom('posts').select('id').where('id', '=', id).forNoKeyUpdate().execute();
}

/** Whether the caller may see (and so report) the target: a post only inside a thread they may see. */
export function callerCanSee(caller: Caller, target: ContentTarget): boolean {
  return canSeePost(
    caller,
    { status: target.status, author_id: target.authorId },
    { status: target.thread.status, author_id: target.thread.authorId },
  );
}

async function recount(trx: Transaction<Database>, target: ContentTarget): Promise<void> {
  await recountThread(trx, target.threadId);
  await recountCategory(trx, target.categoryId);
}

/**
 * Makes the target visible again: 'held' → 'visible' on approve, and also 'removed' → 'visible' on an
 * admin's restore. A new thread is held together with its opening post, so releasing one releases the
 * other when it is held too. Returns the target's status afterwards.
 */
export async function publishTarget(
  trx: Transaction<Database>,
  target: ContentTarget,
  from: ContentStatus[],
): Promise<ContentStatus> {
  if (!from.includes(target.status)) return target.status;
  const visible = { status: 'visible' as const, removed_by: null, removed_reason: null, removed_at: null };
  const table = target.type === 'thread' ? 'threads' : 'posts';
  await trx.updateTable(table).set(visible).where('id', '=', target.id).execute();
  if (target.type === 'thread') {
    await trx
      .updateTable('posts')
      .set({ status: 'visible' })
      .where('thread_id', '=', target.id)
      .where('is_first_post', '=', true)
      .where('status', '=', 'held')
      .execute();
  } else if (target.isFirstPost) {
    await trx
      .updateTable('threads')
      .set({ status: 'visible' })
      .where('id', '=', target.threadId)
      .where('status', '=', 'held')
      .execute();
  }
  await recount(trx, target);
  await queueFanOutOfPublished(trx, target);
  return 'visible';
}

/** Content that becomes visible is news to its watchers now (a repeat of an earlier fan-out adds nothing). */
async function queueFanOutOfPublished(trx: Transaction<Database>, target: ContentTarget): Promise<void> {
  const post =
    target.type === 'post'
      ? { id: target.id }
      : await trx
          .selectFrom('posts')
          .select('id')
          .where('thread_id', '=', target.id)
          .where('is_first_post', '=', true)
          .executeTakeFirst();
  if (post) await queuePostFanOut(trx, post.id);
}

/** Soft-removes the target: hidden from everyone but staff, recoverable by an admin (docs/product.md#moderation). */
export async function removeTarget(
  trx: Transaction<Database>,
  target: ContentTarget,
  removal: { by: number; reason: string | null },
): Promise<ContentStatus> {
  if (target.status === 'removed') return 'removed';
  const removed = {
    status: 'removed' as const,
    removed_by: removal.by,
    removed_reason: removal.reason,
    removed_at: new Date(),
  };
  const table = target.type === 'thread' ? 'threads' : 'posts';
  await trx.updateTable(table).set(removed).where('id', '=', target.id).execute();
  if (target.type === 'post') await unmarkAnswerPost(trx, target.id);
  await recount(trx, target);
  await withdrawNotifications(trx, target);
  return 'removed';
}
