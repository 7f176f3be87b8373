import type { Kysely } from 'kysely';
import type { Thread } from '../../../shared/contracts/forum';
import { notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { requireMayActOn, requireStaff } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { writeAudit } from '../../staff/audit/audit-log';
import { closeReportsWithThread } from '../../staff/reports/close-with-thread';
import { loadAuthor } from '../records/content-author';
import { recountCategory } from '../records/counters';
import { findThread, toThread } from '../records/thread-rows';
import { THREAD_NOT_FOUND } from './get-thread';

// Moderators and admins pin, lock and delete threads (docs/product.md#states and #permissions); each action is audited.

export async function setThreadFlag(
  db: Kysely<Database>,
  caller: Caller,
  id: number,
  flag: 'pinned' | 'locked',
  on: boolean,
): Promise<Thread> {
  const staff = requireStaff(caller);
  return db.transaction().execute(async (trx) => {
    const thread = await trx
      .selectFrom('threads')
      .select(['id', 'author_id'])
      .where('id', '=', id)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!thread) throw notFound(THREAD_NOT_FOUND);
    requireMayActOn(staff, await loadAuthor(trx, thread.author_id));
    const changes = flag === 'pinned' ? { is_pinned: on } : { is_locked: on };
    await trx.updateTable('threads').set(changes).where('id', '=', id).execute();
    const action =
      flag === 'pinned' ? (on ? 'pin_thread' : 'unpin_thread') : on ? 'lock_thread' : 'unlock_thread';
    await writeAudit(trx, staff, { action, targetType: 'thread', targetId: id });
    return toThread((await findThread(trx, id))!);
  });
}

/**
 * Permanent (docs/product.md#states): posts, votes and views go with the thread; the category's counters follow,
 * and open reports on the thread or its posts close.
 */
export async function deleteThread(db: Kysely<Database>, caller: Caller, id: number): Promise<void> {
  const staff = requireStaff(caller);
  await db.transaction().execute(async (trx) => {
    // The row lock first: replies and votes in flight finish before, or find the thread gone.
    const thread = await trx
      .selectFrom('threads')
      .select(['id', 'category_id', 'status', 'title', 'author_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!thread) throw notFound(THREAD_NOT_FOUND);
    requireMayActOn(staff, await loadAuthor(trx, thread.author_id));
    // Before the posts go with the thread: the reports name them.
    await closeReportsWithThread(trx, id, { by: staff.id, reason: null });
    await trx.deleteFrom('threads').where('id', '=', id).execute();
    if (thread.status === 'visible') await recountCategory(trx, thread.category_id);
    await writeAudit(trx, staff, {
      action: 'delete_thread',
      targetType: 'thread',
      targetId: id,
      details: thread.title,
    });
  });
}
