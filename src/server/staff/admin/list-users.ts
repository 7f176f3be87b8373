import { type Kysely, sql } from 'kysely';
import { MEMBER_CATEGORIES, type MemberCategory, type Role } from '../../../shared/constants';
import type { ListUsersResponse } from '../../../shared/contracts/admin';
import type { Caller } from '../../people/auth/caller';
import { isAdmin, requireStaff } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { toAdminUser } from './managed-user';

// The dashboard's users tab (docs/product.md#api: page, limit 20, search, role, member_category). Moderators may
// list too (they warn and mute from it) but neither see nor search by e-mail.

export interface ListUsersInput {
  page: number;
  limit: number;
  search?: string;
  role?: Role;
  member_category?: MemberCategory | 'none';
}

/** The search text as a LIKE pattern that matches it literally: %, _ and \ are escaped. */
export function likeContaining(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listUsers(
  db: Kysely<Database>,
  caller: Caller,
  input: ListUsersInput,
): Promise<ListUsersResponse> {
  const viewer = requireStaff(caller);
  let query = db.selectFrom('users as u').where('u.is_deleted', '=', false);
  if (input.search) {
    const pattern = likeContaining(input.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(u.username)`, 'like', sql`${pattern} escape '\\'`),
        ...(isAdmin(viewer) ? [eb(sql`lower(u.email)`, 'like', sql`${pattern} escape '\\'`)] : []),
      ]),
    );
  }
  if (input.role) query = query.where('u.role', '=', input.role);
  if (input.member_category === 'none') {
    // Also a stored value that is no longer one of the seven types: the app shows it as none.
    query = query.where((eb) =>
      eb.or([eb('u.member_category', 'is', null), eb('u.member_category', 'not in', [...MEMBER_CATEGORIES])]),
    );
  } else if (input.member_category) {
    query = query.where('u.member_category', '=', input.member_category);
  }
  const { total } = await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('u')
    .select((eb) =>
      eb
        .selectFrom('user_warnings as w')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('w.user_id', '=', 'u.id')
        .where('w.acknowledged_at', 'is', null)
        .as('open_warnings'),
    )
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(input.limit)
    .offset((input.page - 1) * input.limit)
    .execute();
  return {
    users: rows.map(({ open_warnings, ...row }) => toAdminUser(row, open_warnings ?? 0, viewer)),
    pagination: { page: input.page, limit: input.limit, total, totalPages: Math.ceil(total / input.limit) },
  };
}
