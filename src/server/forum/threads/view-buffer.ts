import { sql } from 'kysely';
import type { Db } from '../records/visibility';

// Thread views counted in memory and written in batches (docs/decisions/026-views-batched-in-memory.md).
// Counting a view used to be a write on every read of a thread; now a read asks this buffer, which knows
// the (thread, viewer, hour) triples it has already seen this hour, and the background runner writes the
// new ones every few seconds. The write is the same rule as before: a thread_views row per viewer per
// hour, and the counter moves by the rows that really went in, so views recorded by two processes (or
// before a restart) are still counted once.

const HOUR_MS = 3_600_000;
/** Past this many remembered triples the memory is dropped; the database's primary key still dedupes. */
const MAX_SEEN = 200_000;

interface PendingView {
  threadId: number;
  viewerKey: string;
  hourMs: number;
}

export class ViewBuffer {
  private seen = new Set<string>();
  private seenHour = -1;
  private pending: PendingView[] = [];
  private readonly pendingByThread = new Map<number, number>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly now: () => number = Date.now) {}

  /** Records a view; true when it is new to this process this hour (the count shown moves by one). */
  record(threadId: number, viewerKey: string): boolean {
    const at = this.now();
    const hour = Math.floor(at / HOUR_MS);
    if (hour !== this.seenHour || this.seen.size >= MAX_SEEN) {
      this.seen = new Set();
      this.seenHour = hour;
    }
    const key = `${threadId}\n${viewerKey}`;
    // While the database is unreachable the backlog stops growing: views past it are not counted.
    if (this.seen.has(key) || this.pending.length >= MAX_SEEN) return false;
    this.seen.add(key);
    this.pending.push({ threadId, viewerKey, hourMs: hour * HOUR_MS });
    this.pendingByThread.set(threadId, (this.pendingByThread.get(threadId) ?? 0) + 1);
    return true;
  }

  /** Views of a thread recorded here and not written yet, to add to the stored counter when showing it. */
  unwritten(threadId: number): number {
    return this.pendingByThread.get(threadId) ?? 0;
  }

  get size(): number {
    return this.pending.length;
  }

  /** Writes every pending view; calls made while a write runs wait for it and then write what is left. */
  flush(db: Db): Promise<void> {
    const run = this.flushing.then(() => this.write(db));
    this.flushing = run.catch(() => {});
    return run;
  }

  private async write(db: Db): Promise<void> {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    try {
      await writeViews(db, batch);
    } catch (error) {
      // Kept for the next flush (a deleted thread's views are dropped by the query itself).
      this.pending = batch.concat(this.pending);
      throw error;
    }
    for (const view of batch) {
      const left = (this.pendingByThread.get(view.threadId) ?? 1) - 1;
      if (left > 0) this.pendingByThread.set(view.threadId, left);
      else this.pendingByThread.delete(view.threadId);
    }
  }
}

/**
 * One statement: the rows that are new go in, each thread's counter moves by its new rows. Views of
 * threads deleted since are skipped (the join), instead of failing the batch on the foreign key.
 */
export async function writeViews(db: Db, views: PendingView[]): Promise<void> {
  for (let i = 0; i < views.length; i += 5000) {
    const chunk = views.slice(i, i + 5000);
    await sql`
      with incoming as (
        select distinct v.thread_id, v.viewer_key, date_trunc('hour', to_timestamp(v.at_ms / 1000.0)) as hour
        from unnest(${chunk.map((v) => v.threadId)}::int[], ${chunk.map((v) => v.viewerKey)}::text[],
                    ${chunk.map((v) => v.hourMs)}::float8[]) as v(thread_id, viewer_key, at_ms)
        join threads t on t.id = v.thread_id
      ),
      inserted as (
        insert into thread_views (thread_id, viewer_key, hour)
        select thread_id, viewer_key, hour from incoming
        on conflict do nothing
        returning thread_id
      ),
      per_thread as (select thread_id, count(*)::int as n from inserted group by thread_id)
      update threads t set view_count = t.view_count + per_thread.n
      from per_thread where t.id = per_thread.thread_id`.execute(db);
  }
}
