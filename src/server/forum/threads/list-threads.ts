import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Pagination } from '../../../shared/contracts/common';
import type { ListThreadsResponse, listThreadsQuery } from '../../../shared/contracts/forum';
import { notFound } from '../../errors';
import type { Caller } from '../../people/auth/caller';
import { isStaff } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { solvedThreadPage } from '../answers/solved-list';
import { toThread } from '../records/thread-rows';
import { type Db, threadListFilter } from '../records/visibility';
import { aboutCounty } from '../thread-counties/county-filter';
import { offsetPageQuery, pageFromBoundaries } from '../thread-list-paging/deep-page';
import type { ThreadPageBoundaries } from '../thread-list-paging/page-boundaries';

type ListThreadsInput = z.output<typeof listThreadsQuery>;

/**
 * GET /api/threads: one page of the threads the caller may see, newest activity first by default. Deep
 * pages seek from the list's page boundaries when the app keeps them (docs/decisions/028-deep-pages-from-boundaries.md).
 */
export async function listThreads(
  db: Db,
  caller: Caller,
  input: ListThreadsInput,
  boundaries: ThreadPageBoundaries | null = null,
): Promise<ListThreadsResponse> {
  const categoryIds = await resolveCategoryFilter(db, input);
  const pagination = (total: number) => paginate(input.page, input.limit, total);
  if (input.solved !== undefined) {
    const { rows, total } = await solvedThreadPage(
      db,
      caller,
      { ...input, solved: input.solved },
      categoryIds,
    );
    return { threads: rows.map(toThread), pagination: pagination(total) };
  }
  if (input.county) {
    // A county's list is short beside the whole: read by OFFSET over the county index, counted exactly.
    const [rows, total] = await Promise.all([
      offsetPageQuery(db, caller, input, categoryIds).execute(),
      countCountyThreads(db, caller, categoryIds, input.county),
    ]);
    return { threads: rows.map(toThread), pagination: pagination(total) };
  }
  // A member's total rides on the page's own statement (bench/README.md, "Signed-in lists"); a page past the
  // end has no row to carry it, and a deep page's seek (pageFromBoundaries) counts beside it.
  const shallow = !boundaries || db.isTransaction || (input.page - 1) * input.limit < boundaries.every;
  if (caller && shallow) {
    const rows = await threadPageQuery(db, caller, input, categoryIds)
      .select(totalOf(db, caller, categoryIds).as('total'))
      .execute();
    const total = rows[0]?.total ?? (await countThreads(db, caller, categoryIds));
    return { threads: rows.map(toThread), pagination: pagination(Number(total)) };
  }
  const [threads, total] = await Promise.all([
    pageOfThreads(db, caller, input, categoryIds, boundaries),
    countThreads(db, caller, categoryIds),
  ]);
  return { threads: threads.map(toThread), pagination: pagination(total) };
}

async function pageOfThreads(
  db: Db,
  caller: Caller,
  input: ListThreadsInput,
  categoryIds: number[] | null,
  boundaries: ThreadPageBoundaries | null,
) {
  if (boundaries && !db.isTransaction) {
    const rows = await pageFromBoundaries(db as Kysely<Database>, boundaries, caller, input, categoryIds);
    if (rows) return rows;
  }
  return threadPageQuery(db, caller, input, categoryIds).execute();
}

/** One page of threads by OFFSET, pinned first (docs/product.md#pages); exported for bench/explain.ts. */
export function threadPageQuery(
  db: Db,
  caller: Caller,
  input: Pick<ListThreadsInput, 'sort' | 'page' | 'limit'>,
  categoryIds: number[] | null,
) {
  return offsetPageQuery(db, caller, input, categoryIds);
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
 * threads this member may see, which the threads_held partial index finds at once. A guest's total is the
 * first part alone.
 */
function totalOf(db: Db, caller: NonNullable<Caller>, categoryIds: number[] | null) {
  let visible = db.selectFrom('categories').select(sql<number>`coalesce(sum(thread_count), 0)`.as('n'));
  if (categoryIds) visible = visible.where('id', 'in', categoryIds);
  let held = db.selectFrom('threads').select(sql<number>`count(*)`.as('n')).where('status', '=', 'held');
  if (!isStaff(caller)) held = held.where('author_id', '=', caller.id);
  if (categoryIds) held = held.where('category_id', 'in', categoryIds);
  return sql<number>`((${visible}) + (${held}))::int`;
}

async function countThreads(db: Db, caller: Caller, categoryIds: number[] | null): Promise<number> {
  if (!caller) {
    let visible = db
      .selectFrom('categories')
      .select(sql<number>`coalesce(sum(thread_count), 0)::int`.as('n'));
    if (categoryIds) visible = visible.where('id', 'in', categoryIds);
    return (await visible.executeTakeFirstOrThrow()).n;
  }
  const row = await db.selectNoFrom(totalOf(db, caller, categoryIds).as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The threads about one county the caller sees in lists (docs/decisions/042-thread-counties.md). */
async function countCountyThreads(
  db: Db,
  caller: Caller,
  categoryIds: number[] | null,
  county: string,
): Promise<number> {
  let query = db
    .selectFrom('threads as t')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(threadListFilter(caller))
    .where(aboutCounty(county));
  if (categoryIds) query = query.where('t.category_id', 'in', categoryIds);
  return (await query.executeTakeFirstOrThrow()).n;
}
