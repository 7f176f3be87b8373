import { type Kysely, sql } from 'kysely';
import type { MyReport, MyReportsResponse, ReportOutcome } from '../../../shared/contracts/my-reports';
import { forbidden, notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { requireSignedIn } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';

// A reporter sees what became of their reports (docs/product.md#moderation), on their own profile only:
// another member's list is refused (403), even to staff, who have the moderation queue. A dismissed report
// is kept (migration 020) and reads "No action needed", like an approved one.

const OUTCOME: Record<'open' | 'approved' | 'removed' | 'dismissed', ReportOutcome> = {
  open: 'waiting',
  removed: 'acted_on',
  approved: 'no_action',
  dismissed: 'no_action',
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function listMyReports(
  db: Kysely<Database>,
  caller: Caller,
  username: string,
  query: { page: number; limit: number },
): Promise<MyReportsResponse> {
  const user = requireSignedIn(caller);
  if (username.toLowerCase() !== user.username.toLowerCase()) {
    const exists = await db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .where('is_deleted', '=', false)
      .executeTakeFirst();
    if (!exists) throw notFound('Member not found');
    throw forbidden('Only the member who made these reports can see them.', 'NOT_YOUR_REPORTS');
  }
  const total = await db
    .selectFrom('reports')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('reporter_id', '=', user.id)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('reports as r')
    .leftJoin('posts as p', (join) => join.onRef('p.id', '=', 'r.target_id').on('r.target_type', '=', 'post'))
    .leftJoin('threads as t', (join) =>
      join.on(sql<boolean>`t.id = case when r.target_type = 'thread' then r.target_id else p.thread_id end`),
    )
    .select([
      'r.id',
      'r.reasons',
      'r.created_at',
      'r.status',
      'r.resolved_at',
      'r.target_type',
      'p.id as post_id',
      'p.status as post_status',
      'p.is_first_post',
      't.id as thread_id',
      't.title as thread_title',
      't.status as thread_status',
    ])
    .where('r.reporter_id', '=', user.id)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const reports: MyReport[] = rows.map((row) => {
    const threadShown = row.thread_id !== null && row.thread_status === 'visible';
    const postShown = threadShown && row.post_id !== null && row.post_status === 'visible';
    return {
      id: row.id,
      reasons: row.reasons,
      created_at: iso(row.created_at)!,
      outcome: OUTCOME[row.status],
      resolved_at: iso(row.resolved_at),
      target_type: row.target_type,
      is_opening_post: row.is_first_post === true,
      thread_id: threadShown ? row.thread_id : null,
      thread_title: threadShown ? row.thread_title : null,
      post_id: postShown ? row.post_id : null,
    };
  });
  return {
    reports,
    pagination: {
      page: query.page,
      limit: query.limit,
      total: total.n,
      totalPages: Math.max(1, Math.ceil(total.n / query.limit)),
    },
  };
}
