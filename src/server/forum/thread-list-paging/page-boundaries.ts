import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { threadListFilter } from '../records/visibility';
import { atOrAfter, generationOf, keyColumns, ORDERS, orderSql, type ThreadSort } from './thread-orders';

// Page boundaries of the guests' thread lists (docs/decisions/028-deep-pages-from-boundaries.md): for each
// sort and category filter, the sort key of every Nth thread of the list, read in one index walk and kept
// while the list's generation (migration 015) stays the same. A deep page then seeks to the nearest
// boundary through the list's index and walks fewer than N rows, instead of an OFFSET over every row before it.

/** The ORDER rows of a list (0-based) and that row's sort key as text; only unpinned rows are kept. */
export interface Boundary {
  position: number;
  key: string[];
}

export interface BoundaryMap {
  generation: string;
  boundaries: Boundary[];
  /** Rows read so far: the map answers offsets below this, or any offset once the list has ended. */
  depth: number;
  complete: boolean;
}

// Shared with every writer's trigger (migration 015), which holds it for its transaction.
const ORDER_LOCK_ID = 7_405_212;
const MAX_LISTS = 500;
// A list that was just found stale is not read again for this long: under a stream of writes the deep
// pages fall back to OFFSET rather than walking the list twice per request.
const REBUILD_PAUSE_MS = 1000;
// Each build reads this many boundaries past the asked offset, so paging on does not read again at once.
const READ_AHEAD = 20;

export class ThreadPageBoundaries {
  private readonly maps = new Map<string, BoundaryMap>();
  private readonly reading = new Map<string, Promise<BoundaryMap | null>>();
  private readonly pausedUntil = new Map<string, number>();
  /** Pages answered through a boundary (tests read it). */
  seeks = 0;
  /** How long a list just found stale answers by OFFSET; tests set 0 so what they count does not hang on the clock. */
  rebuildPauseMs = REBUILD_PAUSE_MS;

  /** every: rows between two boundaries (deep pages walk at most this many rows from their boundary). */
  constructor(readonly every: number) {}

  /** The map of a guests' list covering this offset, reading it when needed; null: use OFFSET this time. */
  async covering(
    db: Kysely<Database>,
    sort: ThreadSort,
    categoryIds: number[] | null,
    offset: number,
  ): Promise<BoundaryMap | null> {
    const id = listId(sort, categoryIds);
    const map = this.maps.get(id);
    if (map && (map.complete || map.depth > offset)) return map;
    if ((this.pausedUntil.get(id) ?? 0) > Date.now()) return null;
    let pending = this.reading.get(id);
    if (!pending) {
      pending = this.read(db, sort, categoryIds, offset, map).finally(() => this.reading.delete(id));
      this.reading.set(id, pending);
    }
    return pending;
  }

  /** Called when a page read through the map found the list's generation moved on. */
  forget(sort: ThreadSort, categoryIds: number[] | null): void {
    const id = listId(sort, categoryIds);
    this.maps.delete(id);
    this.pausedUntil.set(id, Date.now() + this.rebuildPauseMs);
  }

  /** Reads the list from its last boundary on (or from its start), to READ_AHEAD boundaries past offset. */
  private async read(
    db: Kysely<Database>,
    sort: ThreadSort,
    categoryIds: number[] | null,
    offset: number,
    known: BoundaryMap | undefined,
  ): Promise<BoundaryMap | null> {
    const id = listId(sort, categoryIds);
    const last = known?.boundaries.at(-1);
    let map: BoundaryMap;
    if (known && last) {
      map = known;
    } else {
      const generation = await committedGeneration(db, sort);
      if (generation === null) return null;
      map = { generation, boundaries: [], depth: 0, complete: false };
    }
    const start = last ?? null;
    const from = start?.position ?? 0;
    const rows = Math.max(offset + 1 - from, 0) + READ_AHEAD * this.every;
    const inner = db
      .selectFrom('threads as t')
      .select([sql<string>`row_number() over (order by ${orderSql(sort)}) - 1`.as('rn'), 't.is_pinned'])
      .select(keyColumns(sort))
      .where(threadListFilter(null))
      .$if(categoryIds !== null, (q) => q.where('t.category_id', 'in', categoryIds ?? []))
      .$if(start !== null, (q) => q.where(atOrAfter(sort, start?.key ?? [])))
      .orderBy(orderSql(sort))
      .limit(rows);
    const found = await db
      .selectFrom(inner.as('s'))
      .selectAll()
      .where(sql<boolean>`s.rn % ${this.every} = 0 or s.rn = ${rows - 1}`)
      .execute();
    // Read after the walk: if no writer moved the list since the map's generation was read, the walk saw
    // exactly that list (any later writer bumps after our snapshot and commits after it).
    const now = await currentGeneration(db, sort);
    if (now !== map.generation) {
      this.forget(sort, categoryIds);
      return null;
    }
    const sorted = found
      .map((r) => {
        const row = r as Record<string, unknown>;
        const key = ORDERS[sort].columns.map((_, i) => String(row[`k${i}`]));
        return { rn: Number(row.rn), pinned: Boolean(row.is_pinned), key };
      })
      .sort((a, b) => a.rn - b.rn);
    const boundaries = [...map.boundaries];
    for (const row of sorted) {
      const position = from + row.rn;
      if (row.rn % this.every !== 0 || row.pinned || position <= (start?.position ?? -1)) continue;
      boundaries.push({ position, key: row.key });
    }
    const next: BoundaryMap = {
      generation: map.generation,
      boundaries,
      depth: from + rows,
      complete: !sorted.some((r) => r.rn === rows - 1),
    };
    if (this.maps.size >= MAX_LISTS && !this.maps.has(id))
      this.maps.delete(this.maps.keys().next().value as string);
    this.maps.set(id, next);
    return next;
  }
}

function listId(sort: ThreadSort, categoryIds: number[] | null): string {
  return `${sort}:${categoryIds ? [...categoryIds].sort((a, b) => a - b).join(',') : '*'}`;
}

/**
 * The list's generation, read once no writer that bumped it is still open: the exclusive lock is only
 * granted when every writer's shared one is released. It is tried, never waited for, so readers never
 * hold writers up; busy, the caller uses OFFSET this time.
 */
async function committedGeneration(db: Kysely<Database>, sort: ThreadSort): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${ORDER_LOCK_ID}) as ok`.execute(
      trx,
    );
    if (!lock.rows[0]?.ok) return null;
    const row = await sql<{ generation: string }>`select ${generationOf(sort)} as generation`.execute(trx);
    return row.rows[0]?.generation ?? null;
  });
}

export async function currentGeneration(db: Kysely<Database>, sort: ThreadSort): Promise<string | null> {
  const row = await sql<{ generation: string }>`select ${generationOf(sort)} as generation`.execute(db);
  return row.rows[0]?.generation ?? null;
}
