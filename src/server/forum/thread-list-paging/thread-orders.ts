import { type RawBuilder, sql } from 'kysely';
import type { threadSorts } from '../../../shared/contracts/forum';

export type ThreadSort = (typeof threadSorts)[number];

export type Direction = 'asc' | 'desc';
export type SortColumn = 'last_post_at' | 'created_at' | 'vote_count' | 'view_count' | 'reply_count' | 'id';

// Each order ends in the id so pages never overlap; each matches an index of migrations 002 and 008. Within
// one sort every column runs the same way, so "at or after a row" is one row comparison the index can seek.
export const ORDERS: Record<ThreadSort, { direction: Direction; columns: SortColumn[] }> = {
  latest: { direction: 'desc', columns: ['last_post_at', 'id'] },
  oldest: { direction: 'asc', columns: ['created_at', 'id'] },
  popular: { direction: 'desc', columns: ['vote_count', 'view_count', 'id'] },
  replies: { direction: 'desc', columns: ['reply_count', 'id'] },
};

/** The full order of a list: pinned threads first (docs/product.md#pages), then the sort's columns. */
export function listOrder(sort: ThreadSort): [SortColumn | 'is_pinned', Direction][] {
  const { direction, columns } = ORDERS[sort];
  return [['is_pinned', 'desc'], ...columns.map((c): [SortColumn, Direction] => [c, direction])];
}

const TIMESTAMPS = new Set<SortColumn>(['last_post_at', 'created_at']);

/**
 * A row's sort key as text, read exactly: timestamps keep their microseconds (a JS Date would round them
 * to milliseconds and a seek would skip or repeat rows).
 */
export function keyColumns(sort: ThreadSort) {
  return ORDERS[sort].columns.map((c, i) => sql<string>`${sql.ref(`t.${c}`)}::text`.as(`k${i}`));
}

function keyTuple(
  sort: ThreadSort,
  key: string[],
): { columns: RawBuilder<unknown>; values: RawBuilder<unknown> } {
  const { columns } = ORDERS[sort];
  const values = columns.map((c, i) =>
    TIMESTAMPS.has(c) ? sql`cast(${key[i]} as timestamptz)` : sql`cast(${key[i]} as integer)`,
  );
  return {
    columns: sql`(${sql.join(columns.map((c) => sql.ref(`t.${c}`)))})`,
    values: sql`(${sql.join(values)})`,
  };
}

/** Unpinned rows at or after the unpinned row with this key, in the sort's order. */
export function atOrAfter(sort: ThreadSort, key: string[]): RawBuilder<boolean> {
  const { columns, values } = keyTuple(sort, key);
  const op = ORDERS[sort].direction === 'desc' ? sql`<=` : sql`>=`;
  return sql<boolean>`(not t.is_pinned and ${columns} ${op} ${values})`;
}

/** Rows strictly before the unpinned row with this key: every pinned row, and unpinned rows ahead of it. */
export function before(sort: ThreadSort, key: string[]): RawBuilder<boolean> {
  const { columns, values } = keyTuple(sort, key);
  const op = ORDERS[sort].direction === 'desc' ? sql`>` : sql`<`;
  return sql<boolean>`(t.is_pinned or ${columns} ${op} ${values})`;
}

/** The SQL order of a list, for window functions. */
export function orderSql(sort: ThreadSort): RawBuilder<unknown> {
  return sql.join(listOrder(sort).map(([c, d]) => sql`${sql.ref(`t.${c}`)} ${sql.raw(d)}`));
}

/** The list's generation (migration 015): it moves whenever a statement may have reordered the list. */
export function generationOf(sort: ThreadSort): RawBuilder<string> {
  // (last_value, is_called) together: a fresh sequence reads 1 both before and after its first nextval.
  return sql<string>`(select (last_value * 2 + is_called::int)::text from ${sql.table(`thread_order_${sort}`)})`;
}
