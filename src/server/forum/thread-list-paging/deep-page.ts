import { type Kysely, sql } from 'kysely';
import type { Caller } from '../../people/auth/caller';
import { isStaff } from '../../people/auth/permissions';
import type { Database } from '../../platform/db/schema';
import { selectThreads, type ThreadJoinRow } from '../records/thread-rows';
import { type Db, threadListFilter } from '../records/visibility';
import { countyThreads } from '../thread-counties/county-filter';
import { type Boundary, currentGeneration, type ThreadPageBoundaries } from './page-boundaries';
import { atOrAfter, before, generationOf, listOrder, type ThreadSort } from './thread-orders';

export interface PageRequest {
  sort: ThreadSort;
  page: number;
  limit: number;
  /** Only threads about this county (docs/decisions/042-thread-counties.md); read by OFFSET, never mapped. */
  county?: string;
}

/** One page of threads by OFFSET over the list's index: shallow pages, and the reference for deep ones. */
export function offsetPageQuery(db: Db, caller: Caller, input: PageRequest, categoryIds: number[] | null) {
  const skip = (input.page - 1) * input.limit;
  return pageQuery(db, caller, input.sort, categoryIds, null, skip, input.limit, input.county);
}

/**
 * One page of threads that seeks to a boundary of the guests' list, then skips `skip` rows of the
 * caller's list. Exported for bench/explain.ts.
 */
export function pageQuery(
  db: Db,
  caller: Caller,
  sort: ThreadSort,
  categoryIds: number[] | null,
  from: Boundary | null,
  skip: number,
  limit: number,
  county?: string,
) {
  const order = listOrder(sort);
  // The page's ids come from an index walk over narrow rows; only those ids are joined to authors and
  // categories.
  let ids = (county ? countyThreads(db, county) : db.selectFrom('threads as t'))
    .select('t.id')
    .where(threadListFilter(caller));
  if (categoryIds) ids = ids.where('t.category_id', categoryIds.length === 1 ? '=' : 'in', categoryIds);
  if (from) ids = ids.where(atOrAfter(sort, from.key));
  for (const [column, direction] of order) ids = ids.orderBy(`t.${column}`, direction);
  ids = ids.limit(limit).offset(skip);
  let rows = selectThreads(db).where('t.id', 'in', ids);
  for (const [column, direction] of order) rows = rows.orderBy(`t.${column}`, direction);
  return rows;
}

/**
 * A page of the caller's list through the boundary map, or null when the map cannot answer it (then the
 * caller reads it by OFFSET). The caller's list is the guests' list plus the held threads they may see,
 * so a boundary at guest position p is at p + (those held threads before it) in theirs.
 */
export async function pageFromBoundaries(
  db: Kysely<Database>,
  boundaries: ThreadPageBoundaries,
  caller: Caller,
  input: PageRequest,
  categoryIds: number[] | null,
): Promise<ThreadJoinRow[] | null> {
  const offset = (input.page - 1) * input.limit;
  if (offset < boundaries.every) return null;
  const map = await boundaries.covering(db, input.sort, categoryIds, offset);
  if (!map) return null;
  let index = lastAtOrBefore(map.boundaries, offset);
  let skip = 0;
  let from: Boundary | null = null;
  for (; index >= 0; index--) {
    from = map.boundaries[index] ?? null;
    if (!from) break;
    const heldBefore = caller ? await countHeldBefore(db, caller, input.sort, categoryIds, from) : 0;
    skip = offset - from.position - heldBefore;
    if (skip >= 0) break;
  }
  if (index < 0 || !from) return null;
  const rows = await pageQuery(db, caller, input.sort, categoryIds, from, skip, input.limit)
    .select(generationOf(input.sort).as('generation'))
    .execute();
  // The generation is read after the page's snapshot was taken: unchanged, the page saw the mapped list.
  const generation = rows[0]?.generation ?? (await currentGeneration(db, input.sort));
  if (generation !== map.generation) {
    boundaries.forget(input.sort, categoryIds);
    return null;
  }
  boundaries.seeks += 1;
  return rows;
}

/** Index of the last boundary at or before this position, -1 if none (boundaries ascend). */
function lastAtOrBefore(list: Boundary[], position: number): number {
  let low = 0;
  let high = list.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((list[middle]?.position ?? Number.POSITIVE_INFINITY) <= position) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Held threads the caller sees in lists (their own; staff: all) that sort before the boundary. */
async function countHeldBefore(
  db: Db,
  caller: NonNullable<Caller>,
  sort: ThreadSort,
  categoryIds: number[] | null,
  from: Boundary,
): Promise<number> {
  let query = db
    .selectFrom('threads as t')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('t.status', '=', 'held')
    .where(before(sort, from.key));
  if (!isStaff(caller)) query = query.where('t.author_id', '=', caller.id);
  if (categoryIds) query = query.where('t.category_id', 'in', categoryIds);
  return (await query.executeTakeFirstOrThrow()).n;
}
