import { sql } from 'kysely';
import type { Caller } from '../../people/auth/caller';
import { selectThreads, type ThreadJoinRow } from '../records/thread-rows';
import { type Db, threadListFilter } from '../records/visibility';
import { aboutCounty } from '../thread-counties/county-filter';
import { listOrder, type ThreadSort } from '../thread-list-paging/thread-orders';

// The discussions list filtered to solved (?solved=1) or not yet solved (?solved=0) threads
// (docs/decisions/043-solved-threads-and-similar-questions.md). Read by OFFSET with its own count: the
// category counters and the page boundaries of the whole list do not apply to half of it. The solved half
// has its own partial index (029); the other half is most of the list and walks the list's own index.

interface SolvedListInput {
  solved: '0' | '1';
  sort: ThreadSort;
  page: number;
  limit: number;
  /** And about this county too (docs/decisions/042-thread-counties.md). */
  county?: string;
}

function filtered(db: Db, caller: Caller, input: SolvedListInput, categoryIds: number[] | null) {
  let ids = db
    .selectFrom('threads as t')
    .where(threadListFilter(caller))
    .where('t.answer_post_id', input.solved === '1' ? 'is not' : 'is', null);
  if (categoryIds) ids = ids.where('t.category_id', 'in', categoryIds);
  if (input.county) ids = ids.where(aboutCounty(input.county));
  return ids;
}

export async function solvedThreadPage(
  db: Db,
  caller: Caller,
  input: SolvedListInput,
  categoryIds: number[] | null,
): Promise<{ rows: ThreadJoinRow[]; total: number }> {
  const order = listOrder(input.sort);
  let ids = filtered(db, caller, input, categoryIds).select('t.id');
  for (const [column, direction] of order) ids = ids.orderBy(`t.${column}`, direction);
  ids = ids.limit(input.limit).offset((input.page - 1) * input.limit);
  let rows = selectThreads(db).where('t.id', 'in', ids);
  for (const [column, direction] of order) rows = rows.orderBy(`t.${column}`, direction);
  const count = filtered(db, caller, input, categoryIds).select(sql<number>`count(*)::int`.as('n'));
  const [page, total] = await Promise.all([rows.execute(), count.executeTakeFirstOrThrow()]);
  return { rows: page, total: total.n };
}
