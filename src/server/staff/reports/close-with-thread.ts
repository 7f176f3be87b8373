import { sql, type Transaction } from 'kysely';
import { notifyReportOutcome } from '../../conversation/notifications/member-events';
import type { Database } from '../../platform/db/schema';

// A thread that is removed or deleted takes its open reports with it: those on the thread and those on any of
// its posts close as 'removed', so the queue does not keep reports nobody can act on any more (
// finding 10; docs/product.md#moderation). Reporters hear the outcome as they do for a removal.

export async function closeReportsWithThread(
  trx: Transaction<Database>,
  threadId: number,
  removal: { by: number; reason: string | null },
): Promise<number> {
  const closed = await trx
    .updateTable('reports')
    .set({
      status: 'removed',
      resolved_by: removal.by,
      resolved_at: new Date(),
      resolution_reason: removal.reason,
    })
    .where('status', '=', 'open')
    .where((eb) =>
      eb.or([
        eb.and([eb('target_type', '=', 'thread'), eb('target_id', '=', threadId)]),
        eb.and([
          eb('target_type', '=', 'post'),
          eb('target_id', 'in', sql<number>`(select id from posts where thread_id = ${threadId})`),
        ]),
      ]),
    )
    .returning(['id', 'reporter_id'])
    .execute();
  await notifyReportOutcome(trx, closed, removal.by);
  return closed.length;
}
