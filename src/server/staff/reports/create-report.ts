import type { Kysely } from 'kysely';
import type { REPORT_REASONS } from '../../../shared/constants';
import type { CreateReportResponse } from '../../../shared/contracts/reports';
import { TEXT } from '../../../shared/texts';
import { conflict, notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { requireCanParticipate } from '../../people/auth/permissions';
import type { Database, ReportRow } from '../../platform/db/schema';
import { callerCanSee, loadTarget } from '../moderation/content-target';

// Members report threads and posts (docs/product.md#validation and #api): signed in and not muted, on content they can
// see, and once per target while their report is open.

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
  // A report names what the member reported: an opening post stays a report on that post, so the queue and
  // the reporter's list say "the opening post of «title»", and the moderator chooses whether
  // removing it takes the whole thread. The thread header's own button reports the thread.
  // The partial unique index (one open report per reporter and target) settles a double submit; the loop
  // covers the moment a moderator closes the earlier report between the two statements.
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insertInto('reports')
      .values({
        target_type: target.type,
        target_id: target.id,
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
      .where('target_type', '=', target.type)
      .where('target_id', '=', target.id)
      .where('reporter_id', '=', user.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (existing) return { report: toSubmitted(existing), duplicate: true, message: TEXT.reportSubmitted };
  }
  throw conflict('The report could not be saved. Please try again.');
}
