import { iso } from '../../forum/records/thread-rows';
import type { Db } from '../../forum/records/visibility';
import { landPagePath } from './land-paths';

/**
 * The sitemap's land pages: every section and township a visible post of a visible thread names, with the
 * newest activity among those threads, newest first, at most `limit` of them.
 */
export async function landSitemapEntries(db: Db, limit: number): Promise<Array<[string, string]>> {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom('post_land_refs as r')
    .innerJoin('posts as p', 'p.id', 'r.post_id')
    .innerJoin('threads as t', 't.id', 'p.thread_id')
    .where('p.status', '=', 'visible')
    .where('t.status', '=', 'visible')
    .select('r.land_key')
    .select((eb) => eb.fn.max('t.last_post_at').as('last_post_at'))
    .groupBy('r.land_key')
    .orderBy('last_post_at', 'desc')
    .orderBy('r.land_key')
    .limit(limit)
    .execute();
  return rows.map((row) => [landPagePath(row.land_key), iso(row.last_post_at)]);
}
