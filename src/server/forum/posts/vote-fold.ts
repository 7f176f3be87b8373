import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../context';
import { notifyVoteMilestone } from '../../conversation/notifications/member-events';
import { GUEST_CACHE_CHANNEL } from '../../platform/cache/guest-cache';
import type { Database } from '../../platform/db/schema';
import { foldCategoryChanges } from '../records/counters';

// The fold of decision 049 (docs/decisions/049-votes-folded-in-batches.md): a vote writes its post_votes row,
// whose trigger (migration 035) appends the score's change to post_vote_changes; this takes a batch of those
// rows, adds them up per post, adds the sums to posts.vote_count (a first post's also to its thread's
// vote_count, which 'popular' sorts by), writes the vote milestones the sums crossed and deletes the rows it
// folded, all in one transaction: a change is folded exactly once, or (the transaction failing) stays for the
// next run, across restarts and processes. One process folds at a time (an advisory lock; the others skip).

const FOLD_LOCK = 5_050_035;
const BATCH = 5_000;

interface Folded {
  id: number;
  thread_id: number;
  author_id: number;
  is_first_post: boolean;
  vote_count: number;
  delta: number;
}

/** Folds up to `batch` waiting changes; answers how many change rows it folded (0: none, or another process folds). */
export async function foldVoteBatch(db: Kysely<Database>, batch = BATCH): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{ ok: boolean }>`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as ok`.execute(
      trx,
    );
    if (!lock.rows[0]?.ok) return 0;
    const taken = await sql<{ post_id: number; delta: number; n: number }>`
      with batch as (
        delete from post_vote_changes
        where id in (select id from post_vote_changes order by id limit ${batch})
        returning post_id, delta)
      select post_id, sum(delta)::int as delta, count(*)::int as n from batch group by post_id order by post_id`.execute(
      trx,
    );
    const rows = taken.rows.filter((r) => r.delta !== 0);
    const count = taken.rows.reduce((sum, r) => sum + r.n, 0);
    if (rows.length === 0) return count;
    const ids = rows.map((r) => r.post_id);
    // Lock order as everywhere (records/counters.ts): the first posts' threads, then the posts, by id.
    await sql`select t.id from threads t join posts p on p.thread_id = t.id
              where p.id = any(${ids}::int[]) and p.is_first_post order by t.id for no key update of t`.execute(
      trx,
    );
    await sql`select id from posts where id = any(${ids}::int[]) order by id for no key update`.execute(trx);
    const updated = await sql<Folded>`
      update posts p set vote_count = p.vote_count + c.delta
      from unnest(${ids}::int[], ${rows.map((r) => r.delta)}::int[]) as c(post_id, delta)
      where p.id = c.post_id
      returning p.id, p.thread_id, p.author_id, p.is_first_post, p.vote_count, c.delta`.execute(trx);
    const firsts = updated.rows.filter((p) => p.is_first_post);
    if (firsts.length > 0)
      await sql`update threads t set vote_count = p.vote_count from posts p
                where p.id = any(${firsts.map((p) => p.id)}::int[]) and t.id = p.thread_id`.execute(trx);
    for (const post of updated.rows)
      await notifyVoteMilestone(
        trx,
        { id: post.id, threadId: post.thread_id, authorId: post.author_id },
        post.vote_count - post.delta,
        post.vote_count,
        0,
      );
    // Scores changed: every process's guest cache and shared reads drop what they kept (as a write does).
    await sql`select pg_notify(${GUEST_CACHE_CHANNEL}, '')`.execute(trx);
    return count;
  });
}

/** Folds every change waiting now (batch after batch): votes into posts, replies into categories. */
export async function foldVotes(db: Kysely<Database>): Promise<void> {
  while ((await foldVoteBatch(db)) >= BATCH) {
    // a full batch: there may be more
  }
  while ((await foldCategoryChanges(db, BATCH)) >= BATCH) {
    // the same
  }
}

const FOLD_TASK = 'vote-fold';

/**
 * After a vote or a reply: batched (the default), a fold on the background runner VOTE_FOLD_MS later, votes meanwhile
 * joining it; unbatched (BATCH_VOTES=false, the tests' default), the fold now, before the vote is answered.
 */
export async function foldAfterWrite(ctx: Pick<AppContext, 'db' | 'config' | 'background'>): Promise<void> {
  if (batchedVotes(ctx.config))
    ctx.background.soon(FOLD_TASK, ctx.config.VOTE_FOLD_MS, () => foldVotes(ctx.db));
  else await foldVotes(ctx.db);
}

export const batchedVotes = (config: AppContext['config']) =>
  config.BATCH_VOTES ?? config.NODE_ENV !== 'test';

/** The background runner's part: changes left by a stopped process folded at start, and on every poll. */
export function voteFoldTicker(ctx: Pick<AppContext, 'db' | 'background'>): () => Promise<void> {
  ctx.background.soon(FOLD_TASK, 0, () => foldVotes(ctx.db));
  return () => foldVotes(ctx.db);
}
