import type { Kysely, Transaction } from 'kysely';
import type { REPORT_REASONS } from '../../shared/constants';
import type { CreateReportResponse, ReportActionResponse } from '../../shared/contracts/reports';
import { TEXT } from '../../shared/texts';
import { writeAudit } from '../audit/audit-log';
import type { Caller } from '../auth/caller';
import { requireCanParticipate, requireStaff } from '../auth/permissions';
import type { Database, ReportRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import {
  callerCanSee,
  loadTarget,
  lockTarget,
  publishTarget,
  removeTarget,
} from '../moderation/content-target';

// Members report; moderators and admins act (DESIGN.md "Reports"). Approve and remove close every open
// report on the same target, so one decision clears the queue for that thread or post.

export interface CreateReportInput {
  target_type: 'thread' | 'post';
  target_id: number;
  reasons: (typeof REPORT_REASONS)[number];
  details: string | null;
}

const toSubmitted = (row: ReportRow): CreateReportResponse['report'] => ({
  id: row.id,
  status: row.status,
  target_type: row.target_type,
  target_id: row.target_id,
  reasons: row.reasons,
  details: row.details,
  created_at: new Date(row.created_at).toISOString(),
});

export async function createReport(
  db: Kysely<Database>,
  caller: Caller,
  input: CreateReportInput,
): Promise<CreateReportResponse> {
  const user = requireCanParticipate(caller);
  const target = await loadTarget(db, input.target_type, input.target_id);
  // Content the reporter may not see is answered like content that does not exist.
  if (!target || !callerCanSee(user, target)) throw notFound(`That ${input.target_type} does not exist.`);
  // An opening post stands for its thread (as in the forum's auto-moderation): the report is filed on the
  // thread, so one decision covers title and body, and reporting either counts as the same report.
  const filed =
    target.type === 'post' && target.isFirstPost ? { type: 'thread' as const, id: target.threadId } : target;
  // The partial unique index (one open report per reporter and target) settles a double submit; the loop
  // covers the moment a moderator closes the earlier report between the two statements.
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insertInto('reports')
      .values({
        target_type: filed.type,
        target_id: filed.id,
        reasons: input.reasons,
        details: input.details,
        source: 'user',
        reporter_id: user.id,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { report: toSubmitted(inserted), duplicate: false, message: TEXT.reportSubmitted };
    const existing = await db
      .selectFrom('reports')
      .selectAll()
      .where('target_type', '=', filed.type)
      .where('target_id', '=', filed.id)
      .where('reporter_id', '=', user.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (existing) return { report: toSubmitted(existing), duplicate: true, message: TEXT.reportSubmitted };
  }
  throw conflict('The report could not be saved. Please try again.');
}

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

/** Approve (content stays or becomes visible) or remove (content hidden) on an open report. */
export async function decideReport(
  db: Kysely<Database>,
  caller: Caller,
  reportId: number,
  decision: Decision,
  reason: string | null = null,
): Promise<ReportActionResponse> {
  const actor = requireStaff(caller);
  return db.transaction().execute(async (trx) => {
    const report = await lockOpenReport(trx, reportId);
    const target = await loadTarget(trx, report.target_type, report.target_id);
    let targetStatus = target?.status ?? null;
    if (target && decision === 'approved') targetStatus = await publishTarget(trx, target, ['held']);
    if (target && decision === 'removed')
      targetStatus = await removeTarget(trx, target, { by: actor.id, reason });
    const closed = await trx
      .updateTable('reports')
      .set({ status: decision, resolved_by: actor.id, resolved_at: new Date(), resolution_reason: reason })
      .where('target_type', '=', report.target_type)
      .where('target_id', '=', report.target_id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    await writeAudit(trx, actor, {
      action: decision === 'approved' ? 'approve_content' : 'remove_content',
      targetType: report.target_type,
      targetId: report.target_id,
      reason,
      details: `report #${report.id}${target ? '' : ' (content no longer exists)'}`,
    });
    return {
      ok: true as const,
      message: decision === 'approved' ? TEXT.reportApproved : TEXT.contentRemoved,
      closed_reports: Number(closed.numUpdatedRows),
      target_status: targetStatus,
    };
  });
}

/** Dismiss: the report is deleted (spec section 4); the content is left as it is. */
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
    await trx.deleteFrom('reports').where('id', '=', report.id).execute();
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
