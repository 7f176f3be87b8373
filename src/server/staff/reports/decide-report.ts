import type { Kysely, Transaction } from 'kysely';
import type { RemovalScope, ReportActionResponse } from '../../../shared/contracts/reports';
import { TEXT } from '../../../shared/texts';
import { notifyRejected, notifyReportOutcome } from '../../conversation/notifications/member-events';
import { conflict, notFound } from '../../errors';
import { loadAuthor } from '../../forum/records/content-author';
import type { Caller } from '../../people/auth/caller';
import { requireMayActOn, requireStaff } from '../../people/auth/permissions';
import type { Database, ReportRow } from '../../platform/db/schema';
import { writeAudit } from '../audit/audit-log';
import { loadTarget, lockTarget, publishTarget, removeTarget } from '../moderation/content-target';
import { closeReportsWithThread } from './close-with-thread';
import { removalMessage, removalTarget, visibleReplies } from './removal-scope';

// Moderators and admins act on open reports (docs/product.md#moderation; docs/product.md#states): approve, remove, dismiss.
// Approve and remove close every open report on the same target, so one decision clears the queue for
// that thread or post.

type Decision = 'approved' | 'removed';

/**
 * The open report, after locking its target. Every decision locks the target first and the report second,
 * so two moderators acting on two reports of the same post take turns instead of deadlocking; the second
 * then finds its report closed by the first (409).
 */
async function lockOpenReport(trx: Transaction<Database>, reportId: number): Promise<ReportRow> {
  const first = await trx
    .selectFrom('reports')
    .select(['target_type', 'target_id'])
    .where('id', '=', reportId)
    .executeTakeFirst();
  if (!first) throw notFound('That report does not exist.');
  await lockTarget(trx, first.target_type, first.target_id);
  const report = await trx
    .selectFrom('reports')
    .selectAll()
    .where('id', '=', reportId)
    .forUpdate()
    .executeTakeFirst();
  if (!report) throw notFound('That report does not exist.');
  if (report.status !== 'open') throw conflict(`This report was already ${report.status}.`, 'REPORT_CLOSED');
  return report;
}

/**
 * Approve (content stays or becomes visible) or remove (content hidden) on an open report. A removal may
 * take the whole thread of a reported opening post (`scope`, see removal-scope.ts).
 */
export async function decideReport(
  db: Kysely<Database>,
  caller: Caller,
  reportId: number,
  decision: Decision,
  reason: string | null = null,
  scope?: RemovalScope,
): Promise<ReportActionResponse> {
  const actor = requireStaff(caller);
  return db.transaction().execute(async (trx) => {
    const report = await lockOpenReport(trx, reportId);
    const reported = await loadTarget(trx, report.target_type, report.target_id);
    const target = reported && decision === 'removed' ? await removalTarget(trx, reported, scope) : reported;
    let targetStatus = target?.status ?? null;
    if (target && decision === 'approved') targetStatus = await publishTarget(trx, target, ['held']);
    // Removing is acting on the author's content: moderators may not remove staff's (approve and dismiss leave it).
    if (target && decision === 'removed') requireMayActOn(actor, await loadAuthor(trx, target.authorId));
    const replies = target && decision === 'removed' ? await visibleReplies(trx, target.threadId) : 0;
    // Held content that is rejected rather than approved: its author, who saw it waiting, hears why.
    if (target?.status === 'held' && decision === 'removed')
      await notifyRejected(trx, target, actor.id, reason);
    if (target && decision === 'removed')
      targetStatus = await removeTarget(trx, target, { by: actor.id, reason });
    const closed = await trx
      .updateTable('reports')
      .set({ status: decision, resolved_by: actor.id, resolved_at: new Date(), resolution_reason: reason })
      .where('target_type', '=', report.target_type)
      .where('target_id', '=', report.target_id)
      .where('status', '=', 'open')
      .returning(['id', 'reporter_id'])
      .execute();
    if (decision === 'removed') await notifyReportOutcome(trx, closed, actor.id);
    // A removed thread also closes the reports on its posts.
    const withThread =
      target?.type === 'thread' && decision === 'removed'
        ? await closeReportsWithThread(trx, target.id, { by: actor.id, reason })
        : 0;
    const whole =
      target !== reported && target ? ' (the whole thread, from a report on its opening post)' : '';
    await writeAudit(trx, actor, {
      action: decision === 'approved' ? 'approve_content' : 'remove_content',
      targetType: target?.type ?? report.target_type,
      targetId: target?.id ?? report.target_id,
      reason,
      details: `report #${report.id}${target ? whole : ' (content no longer exists)'}`,
    });
    if (decision === 'approved')
      return {
        ok: true as const,
        message: TEXT.reportApproved,
        closed_reports: closed.length,
        target_status: targetStatus,
      };
    return {
      ok: true as const,
      message: target ? removalMessage(target, replies) : TEXT.contentRemoved,
      closed_reports: closed.length + withThread,
      target_status: targetStatus,
      ...(target ? { removed: target.type } : {}),
    };
  });
}

/**
 * Dismiss: this one report closes as 'dismissed' (kept, so its reporter reads "No action needed");
 * the content, and other members' reports on it, are left as they are.
 */
export async function dismissReport(
  db: Kysely<Database>,
  caller: Caller,
  reportId: number,
): Promise<ReportActionResponse> {
  const actor = requireStaff(caller);
  return db.transaction().execute(async (trx) => {
    const report = await lockOpenReport(trx, reportId);
    const target = await loadTarget(trx, report.target_type, report.target_id);
    // Held content waits for a decision; dismissing its last report would leave it hidden with nothing in
    // the queue to find it by.
    if (target?.status === 'held') {
      const others = await trx
        .selectFrom('reports')
        .select('id')
        .where('target_type', '=', report.target_type)
        .where('target_id', '=', report.target_id)
        .where('status', '=', 'open')
        .where('id', '<>', report.id)
        .executeTakeFirst();
      if (!others) {
        throw conflict(
          'This content is waiting for review: approve or remove it instead of dismissing the report.',
          'CONTENT_HELD',
        );
      }
    }
    await trx
      .updateTable('reports')
      .set({ status: 'dismissed', resolved_by: actor.id, resolved_at: new Date() })
      .where('id', '=', report.id)
      .execute();
    await writeAudit(trx, actor, {
      action: 'dismiss_report',
      targetType: report.target_type,
      targetId: report.target_id,
      details: `report #${report.id}: ${report.reasons}`,
    });
    return {
      ok: true as const,
      message: TEXT.reportDismissed,
      closed_reports: 1,
      target_status: target?.status ?? null,
    };
  });
}
