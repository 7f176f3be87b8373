import { sql } from 'kysely';
import type { Db } from '../records/visibility';

// The list's county filter (docs/decisions/042-thread-counties.md): "the thread's counties contain this
// one", which the GIN index of migration 028 answers for the listed (not removed) threads.

/** Threads aliased `t` about this county. */
export const aboutCounty = (county: string) => sql<boolean>`t.counties @> array[${county}]::text[]`;

/**
 * The threads about one county, as the table `t` a list page reads. The OFFSET 0 keeps PostgreSQL from
 * merging it into the page's query: merged, a county with few or no threads was found by walking the whole
 * list's index in order, waiting for twenty matches (about a second on 100,000 threads); apart, the GIN index
 * finds the county's threads and only those are sorted.
 */
export function countyThreads(db: Db, county: string) {
  const about = db
    .selectFrom('threads as t')
    .selectAll('t')
    .where('t.status', '<>', 'removed')
    .where(aboutCounty(county))
    .offset(0)
    .as('t');
  // The same columns as the table; the builder's type is the table's so the list's filters apply unchanged.
  return db.selectFrom(about) as unknown as ReturnType<typeof threadsTable>;
}

const threadsTable = (db: Db) => db.selectFrom('threads as t');
