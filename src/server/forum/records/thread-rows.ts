import type { InferResult } from 'kysely';
import { countyChoice } from '../../../calc/land/oklahoma-counties';
import type { Thread } from '../../../shared/contracts/forum';
import { DELETED_USERNAME } from '../../../shared/structured-data';
import { toMemberCategory } from '../../people/users/user-mapper';
import type { Db } from './visibility';

// Threads are always read with their author and category in one query (no N+1), and mapped to the API's
// Thread here, in one place (docs/architecture.md#data-model).

export function selectThreads(db: Db) {
  return db
    .selectFrom('threads as t')
    .innerJoin('users as u', 'u.id', 't.author_id')
    .innerJoin('categories as c', 'c.id', 't.category_id')
    .select([
      't.id',
      't.title',
      't.category_id',
      't.author_id',
      't.is_pinned',
      't.is_locked',
      't.status',
      't.reply_count',
      't.view_count',
      't.vote_count',
      't.created_at',
      't.last_post_at',
      't.answer_post_id',
      't.counties',
      'c.name as category_name',
      'c.slug as category_slug',
      'c.page_id as category_page_id',
      'u.username as author_username',
      'u.is_deleted as author_is_deleted',
      'u.role as author_role',
      'u.member_category as author_member_category',
    ]);
}

export type ThreadJoinRow = InferResult<ReturnType<typeof selectThreads>>[number];

export const iso = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value ? iso(value) : null);
export const zeroOne = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** Deleted users' content stays, shown under a placeholder name (docs/product.md#forum-rules). */
export { DELETED_USERNAME };

export function toThread(row: ThreadJoinRow): Thread {
  return {
    id: row.id,
    title: row.title,
    category_id: row.category_id,
    category_name: row.category_name,
    category_slug: row.category_slug,
    category_page_id: row.category_page_id,
    author_id: row.author_id,
    author_username: row.author_is_deleted ? DELETED_USERNAME : row.author_username,
    author_role: row.author_role,
    author_member_category: toMemberCategory(row.author_member_category),
    is_pinned: zeroOne(row.is_pinned),
    is_locked: zeroOne(row.is_locked),
    reply_count: row.reply_count,
    view_count: row.view_count,
    vote_count: row.vote_count,
    created_at: iso(row.created_at),
    last_post_at: iso(row.last_post_at),
    status: row.status,
    answer_post_id: row.answer_post_id,
    counties: row.counties.map((slug) => ({ slug, name: countyChoice(slug)?.name ?? slug })),
  };
}

/** One thread with its author and category, or undefined. Visibility is the caller's business. */
export async function findThread(db: Db, id: number): Promise<ThreadJoinRow | undefined> {
  return selectThreads(db).where('t.id', '=', id).executeTakeFirst();
}
