import { sql } from 'kysely';
import type { z } from 'zod';
import type { Pagination } from '../../shared/contracts/common';
import type { ListThreadsResponse, listThreadsQuery } from '../../shared/contracts/forum';
import type { Caller } from '../auth/caller';
import { isStaff } from '../auth/permissions';
import { notFound } from '../errors';
import { selectThreads, toThread } from '../forum-shared/thread-rows';
import { type Db, threadListFilter } from '../forum-shared/visibility';

type ListThreadsInput = z.output<typeof listThreadsQuery>;
type Direction = 'asc' | 'desc';
type SortColumn = 'last_post_at' | 'created_at' | 'vote_count' | 'view_count' | 'reply_count' | 'id';

// Each order ends in the id so pages never overlap; each matches an index of migrations 002 and 008.
const ORDERS: Record<ListThreadsInput['sort'], [SortColumn, Direction][]> = {
  latest: [
    ['last_post_at', 'desc'],
    ['id', 'desc'],
  ],
  oldest: [
    ['created_at', 'asc'],
    ['id', 'asc'],
  ],
  popular: [
    ['vote_count', 'desc'],
    ['view_count', 'desc'],
    ['id', 'desc'],
  ],
  replies: [
    ['reply_count', 'desc'],
    ['id', 'desc'],
  ],
};

/** GET /api/threads: one page of the threads the caller may see, newest activity first by default. */
export async function listThreads(
  db: Db,
  caller: Caller,
  input: ListThreadsInput,
): Promise<ListThreadsResponse> {
  const categoryIds = await resolveCategoryFilter(db, input);
  const [threads, total] = await Promise.all([
    threadPageQuery(db, caller, input, categoryIds).execute(),
    countThreads(db, caller, categoryIds),
  ]);
  return { threads: threads.map(toThread), pagination: paginate(input.page, input.limit, total) };
}

/** One page of threads with authors and categories (exported for bench/explain.ts). */
export function threadPageQuery(
  db: Db,
  caller: Caller,
  input: Pick<ListThreadsInput, 'sort' | 'page' | 'limit'>,
  categoryIds: number[] | null,
) {
  // docs/product.md#pages: pinned threads come first in every list and under every sort (indexes of 002 and 008).
  const order: [SortColumn | 'is_pinned', Direction][] = [['is_pinned', 'desc'], ...ORDERS[input.sort]];
  // The page's ids come from an index walk over narrow rows; only those ids are joined to authors and
  // categories, so page 2,000 costs an index walk, not 40,000 joins.
  let ids = db.selectFrom('threads as t').select('t.id').where(threadListFilter(caller));
  if (categoryIds) ids = ids.where('t.category_id', categoryIds.length === 1 ? '=' : 'in', categoryIds);
  for (const [column, direction] of order) ids = ids.orderBy(`t.${column}`, direction);
  ids = ids.limit(input.limit).offset((input.page - 1) * input.limit);

  let rows = selectThreads(db).where('t.id', 'in', ids);
  for (const [column, direction] of order) rows = rows.orderBy(`t.${column}`, direction);
  return rows;
}

export function paginate(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** null: every category. Several display names share a slug (shared/categories.ts), hence a list. */
async function resolveCategoryFilter(db: Db, input: ListThreadsInput): Promise<number[] | null> {
  let query = db.selectFrom('categories').select('id');
  if (input.category_id !== undefined) query = query.where('id', '=', input.category_id);
  else if (input.page_id !== undefined) query = query.where('page_id', '=', input.page_id.toLowerCase());
  else if (input.category_slug !== undefined)
    query = query.where('slug', '=', input.category_slug.toLowerCase());
  else return null;
  const rows = await query.execute();
  if (rows.length === 0) throw notFound('Category not found');
  return rows.map((r) => r.id);
}

/**
 * The total without counting the list: the exact per-category thread_count (visible threads) plus the held
 * threads this caller may see, which the threads_held partial index finds at once.
 */
async function countThreads(db: Db, caller: Caller, categoryIds: number[] | null): Promise<number> {
  let visible = db.selectFrom('categories').select(sql<number>`coalesce(sum(thread_count), 0)::int`.as('n'));
  if (categoryIds) visible = visible.where('id', 'in', categoryIds);
  const visibleCount = (await visible.executeTakeFirstOrThrow()).n;
  if (!caller) return visibleCount;
  let held = db.selectFrom('threads').select(sql<number>`count(*)::int`.as('n')).where('status', '=', 'held');
  if (!isStaff(caller)) held = held.where('author_id', '=', caller.id);
  if (categoryIds) held = held.where('category_id', 'in', categoryIds);
  return visibleCount + (await held.executeTakeFirstOrThrow()).n;
}
