import { type Kysely, sql } from 'kysely';
import type { MemberSearchResponse } from '../../../shared/contracts/member-search';
import type { Database } from '../../platform/db/schema';

// The @mention autocomplete's lookup (docs/product.md#mentions-quotes-and-replies): up to 8 active members whose
// name starts with what was typed. Banned and deleted members are left out.
export const MEMBER_SEARCH_LIMIT = 8;

export async function searchMembers(db: Kysely<Database>, typed: string): Promise<MemberSearchResponse> {
  // The pattern holds only letters, digits and underscores; an underscore is escaped for LIKE.
  const prefix = `${typed.toLowerCase().replace(/_/g, '\\_')}%`;
  const rows = await db
    .selectFrom('users')
    .select('username')
    .where(sql<boolean>`lower(username) like ${prefix}`)
    .where('is_active', '=', true)
    .where('is_deleted', '=', false)
    .orderBy(sql`lower(username)`)
    .limit(MEMBER_SEARCH_LIMIT)
    .execute();
  return { members: rows.map((row) => ({ username: row.username })) };
}
