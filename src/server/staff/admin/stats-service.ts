import { type Kysely, sql } from 'kysely';
import { MEMBER_CATEGORIES, ROLES } from '../../../shared/constants';
import type { StatsResponse } from '../../../shared/contracts/admin';
import type { Caller } from '../../people/auth/caller';
import { requireStaff } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';

// The Stats entity of docs/product.md#data, exact, with the windows of docs/product.md#limits (new: 30 days, active: 7),
// plus the queue counts the moderator view shows. Deleted accounts are not users any more.

export async function getStats(db: Kysely<Database>, caller: Caller): Promise<StatsResponse> {
  requireStaff(caller);
  const users = await sql<{
    total: number;
    new30: number;
    active7: number;
    banned: number;
    muted: number;
    without_category: number;
  }>`
    select
      count(*)::int as total,
      count(*) filter (where u.created_at > now() - interval '30 days')::int as new30,
      -- Active: signed in, used a session (a 30-day session may never sign in again) or posted in 7 days.
      count(*) filter (where u.last_login > now() - interval '7 days'
        or u.last_active_at > now() - interval '7 days'
        or exists (select 1 from posts p where p.author_id = u.id and p.created_at > now() - interval '7 days'))::int as active7,
      count(*) filter (where not u.is_active)::int as banned,
      count(*) filter (where u.muted_until > now())::int as muted,
      count(*) filter (where u.member_category is null
        or u.member_category not in (${sql.join([...MEMBER_CATEGORIES])}))::int as without_category
    from users u
    where not u.is_deleted`.execute(db);
  const byRole = await db
    .selectFrom('users')
    .select(['role', sql<number>`count(*)::int`.as('n')])
    .where('is_deleted', '=', false)
    .groupBy('role')
    .execute();
  const byCategory = await db
    .selectFrom('users')
    .select(['member_category', sql<number>`count(*)::int`.as('n')])
    .where('is_deleted', '=', false)
    .where('member_category', 'in', [...MEMBER_CATEGORIES])
    .groupBy('member_category')
    .execute();
  const queue = await sql<{ open_reports: number; open_auto: number; held: number }>`
    select
      (select count(*)::int from reports where status = 'open') as open_reports,
      (select count(*)::int from reports where status = 'open' and source = 'auto') as open_auto,
      -- A held thread and its held opening post are one item to review.
      (select count(*)::int from threads where status = 'held')
        + (select count(*)::int from posts p join threads t on t.id = p.thread_id
           where p.status = 'held' and t.status <> 'held') as held`.execute(db);

  const u = users.rows[0]!;
  const q = queue.rows[0]!;
  const usersByRole = Object.fromEntries(ROLES.map((role) => [role, 0]));
  for (const row of byRole) usersByRole[row.role] = row.n;
  const usersByMemberCategory = Object.fromEntries(MEMBER_CATEGORIES.map((category) => [category, 0]));
  for (const row of byCategory) if (row.member_category) usersByMemberCategory[row.member_category] = row.n;
  return {
    totalUsers: u.total,
    newUsers30Days: u.new30,
    activeUsers7Days: u.active7,
    bannedUsers: u.banned,
    usersByRole,
    usersByMemberCategory,
    usersWithoutMemberCategory: u.without_category,
    mutedUsers: u.muted,
    openReports: q.open_reports,
    openAutoReports: q.open_auto,
    heldContent: q.held,
  };
}
