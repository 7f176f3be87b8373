import { sql } from 'kysely';
import { foldVotes } from '../src/server/forum/posts/vote-fold';
import { openDatabase } from '../src/server/platform/db/connection';

// After bench/writes.ts: the scores of the posts voted on and the counters of the threads replied in and
// their categories, recounted from their rows. Waits (up to 20 s) for the fold; a write still in flight
// meanwhile leaves a change row, so the check is the fold's invariant: stored + waiting = recount.

export interface Drift {
  posts: number;
  threads: number;
  wrongPosts: number;
  wrongThreads: number;
  /** Categories of those threads whose post_count or last_post_at differ from a recount. */
  wrongCategories: number;
  /** Vote changes still waiting for the fold when the recount ran. */
  pending: number;
  waitedMs: number;
}

export async function recountDrift(
  where: { url: string } | { dataDir: string },
  threads: number[],
  posts: number[],
): Promise<Drift> {
  const handle = await openDatabase(
    'url' in where ? { kind: 'postgres', url: where.url } : { kind: 'pglite', dataDir: where.dataDir },
  );
  try {
    const db = handle.db;
    const started = Date.now();
    const pendingNow = async () => {
      const exists = await sql<{
        t: string | null;
      }>`select to_regclass('post_vote_changes')::text as t`.execute(db);
      if (!exists.rows[0]?.t) return 0;
      const n = await sql<{ n: number }>`select (select count(*) from post_vote_changes)::int
        + (select count(*) from category_post_changes)::int as n`.execute(db);
      return n.rows[0]?.n ?? 0;
    };
    let pending = await pendingNow();
    // PGlite: the forum has stopped, leaving what it had not folded for its next start; fold it as that would.
    if ('dataDir' in where && pending > 0) {
      console.log(`${pending} changes waited for the next start's fold`);
      await foldVotes(db);
      pending = await pendingNow();
    }
    while (pending > 0 && Date.now() - started < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      pending = await pendingNow();
    }
    // An earlier tree (BENCH_SERVER) has no change rows: then nothing waits.
    const folds = (
      await sql<{ t: string | null }>`select to_regclass('category_post_changes')::text as t`.execute(db)
    ).rows[0]?.t;
    const waitingVotes = sql.raw(
      folds ? 'coalesce((select sum(w.delta) from post_vote_changes w where w.post_id = p.id), 0)' : '0',
    );
    const waitingPosts = sql.raw(
      folds
        ? 'coalesce((select sum(w.posts) from category_post_changes w where w.category_id = c.id), 0)'
        : '0',
    );
    const waitingAt = sql.raw(
      folds ? '(select max(w.last_post_at) from category_post_changes w where w.category_id = c.id)' : 'null',
    );
    const wrongPosts = await sql<{ n: number }>`
      select count(*)::int as n from posts p where p.id = any(${posts}::int[])
        and p.vote_count + ${waitingVotes} <> coalesce((select sum(v.vote) from post_votes v where v.post_id = p.id), 0)`.execute(
      db,
    );
    const wrongThreads = await sql<{ n: number }>`
      select count(*)::int as n from threads t where t.id = any(${threads}::int[])
        and (t.reply_count <> (select count(*) from posts p
                               where p.thread_id = t.id and p.status = 'visible' and not p.is_first_post)
             or t.vote_count <> coalesce((select p.vote_count from posts p
                                          where p.thread_id = t.id and p.is_first_post), 0))`.execute(db);
    const wrongCategories = await sql<{ n: number }>`
      select count(*)::int as n from categories c
      where c.id in (select category_id from threads where id = any(${threads}::int[]))
        and (c.post_count + ${waitingPosts} <> (select count(*) from posts p join threads t on t.id = p.thread_id
                   where t.category_id = c.id and t.status = 'visible' and p.status = 'visible')
             or greatest(c.last_post_at, ${waitingAt}) is distinct from (select max(t.last_post_at) from threads t
                                                 where t.category_id = c.id and t.status = 'visible'))`.execute(
      db,
    );
    return {
      wrongCategories: wrongCategories.rows[0]?.n ?? 0,
      posts: posts.length,
      threads: threads.length,
      wrongPosts: wrongPosts.rows[0]?.n ?? 0,
      wrongThreads: wrongThreads.rows[0]?.n ?? 0,
      pending,
      waitedMs: Date.now() - started,
    };
  } finally {
    await handle.close();
  }
}
