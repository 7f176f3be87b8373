import { sql } from 'kysely';
import type { Pagination } from '../../../shared/contracts/common';
import type { ActivityItem, Profile } from '../../../shared/contracts/members';
import { stripMarkdown, truncateText } from '../../../shared/plain-text';
import { notFound } from '../../errors';
import { iso, isoOrNull } from '../../forum/records/thread-rows';
import { type Db, readablePost } from '../../forum/records/visibility';
import type { Caller } from '../auth/caller';
import { isStaff } from '../auth/permissions';
import { toMemberCategory } from '../users/user-mapper';
import { avatarUrl } from './avatar-urls';

// Public profiles (docs/product.md#members-and-documents): what anyone may read about a member. Counts and
// lists hold visible content only, so a removed or held post never shows here, even to its author.

const MEMBER_NOT_FOUND = 'Member not found';

export async function findMemberByName(db: Db, username: string) {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  // A deleted member has no profile: their name shows as "deleted member" wherever their posts remain.
  if (!row || row.is_deleted) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

export async function getProfile(db: Db, caller: Caller, username: string): Promise<Profile> {
  const row = await findMemberByName(db, username);
  const counts = await sql<{ threads: number; posts: number }>`
    select
      (select count(*)::int from threads t where t.author_id = ${row.id} and t.status = 'visible') as threads,
      (select count(*)::int from posts p join threads t on t.id = p.thread_id
        where p.author_id = ${row.id} and p.status = 'visible' and t.status = 'visible') as posts`.execute(
    db,
  );
  const seen = row.last_active_at ?? row.last_login;
  const profile: Profile = {
    id: row.id,
    username: row.username,
    role: row.role,
    member_category: toMemberCategory(row.member_category),
    works_in_industry: row.works_in_industry,
    bio: row.bio,
    location: row.location,
    avatar_url: avatarUrl(row.avatar_key),
    joined_at: iso(row.created_at),
    last_seen_day: seen ? iso(seen).slice(0, 10) : null,
    thread_count: counts.rows[0]?.threads ?? 0,
    post_count: counts.rows[0]?.posts ?? 0,
  };
  if (!isStaff(caller)) return profile;
  const history = await db
    .selectFrom('audit_log')
    .select(['created_at', 'action_type', 'admin_username', 'reason'])
    .where('target_type', '=', 'user')
    .where('target_id', '=', row.id)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return {
    ...profile,
    staff_view: {
      is_banned: !row.is_active,
      ban_reason: row.ban_reason,
      muted_until: isoOrNull(row.muted_until),
      history: history.map((h) => ({
        at: iso(h.created_at),
        action: h.action_type,
        by: h.admin_username,
        reason: h.reason,
      })),
    },
  };
}

const EXCERPT_MAX = 200;

/** The member's recent visible threads or replies, newest first, one page at a time. */
export async function listActivity(
  db: Db,
  username: string,
  query: { kind: 'threads' | 'posts'; page: number; limit: number },
): Promise<{ items: ActivityItem[]; pagination: Pagination }> {
  const member = await findMemberByName(db, username);
  const base = db
    .selectFrom('posts as p')
    .innerJoin('threads as t', 't.id', 'p.thread_id')
    .where('p.author_id', '=', member.id)
    // A profile lists what a guest could read, for everyone (held and removed content never shows).
    .where(readablePost(null))
    .where('p.is_first_post', '=', query.kind === 'threads');
  const total = (await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst())?.n ?? 0;
  const rows = await base
    .select(['t.id as thread_id', 'p.id as post_id', 't.title', 'p.content', 'p.created_at'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return {
    items: rows.map((r) => ({
      thread_id: r.thread_id,
      post_id: query.kind === 'posts' ? r.post_id : null,
      title: r.title,
      // Read as plain text, like a search result: Markdown marks go, then the text is cut at a word.
      excerpt: truncateText(stripMarkdown(r.content.replace(/\s+/g, ' ').trim()), EXCERPT_MAX),
      created_at: iso(r.created_at),
    })),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}
