import { type Compilable, sql } from 'kysely';
import { countyChoice } from '../../../calc/land/oklahoma-counties';
import type { Db } from '../records/visibility';

/** Counties shown for a section at most. */
const SHOWN = 10;

/**
 * The counties that the visible threads among `threadIds` carry, most named first, with how many carry each
 * (docs/decisions/042-thread-counties.md). A section's page shows them: the forum has no table of which
 * county each section lies in, so what its threads say is what it knows.
 */
export async function countiesOfThreads(
  db: Db,
  threadIds: Compilable,
): Promise<{ slug: string; name: string; threads: number }[]> {
  const { rows } = await sql<{ slug: string; threads: number }>`
    select c as slug, count(*)::int as threads
    from threads t cross join unnest(t.counties) as c
    where t.status = 'visible' and t.id in (${threadIds})
    group by c order by 2 desc, c limit ${SHOWN}`.execute(db);
  return rows.map((row) => ({ ...row, name: countyChoice(row.slug)?.name ?? row.slug }));
}
