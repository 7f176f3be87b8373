import { type Kysely, sql, type Transaction } from 'kysely';
import { GUEST_CACHE_CHANNEL } from '../../platform/cache/guest-cache';
import type { Database } from '../../platform/db/schema';
import type { Db } from './visibility';

// The forum's counters count visible content only:
//   threads.reply_count   visible posts of the thread other than the first
//   threads.vote_count    the first post's vote_count
//   threads.last_post_at  newest visible post of the thread (its creation time when none is visible)
//   categories.thread_count / post_count / last_post_at   visible posts in visible threads of the category
//   posts.vote_count      sum of its post_votes; threads.view_count  rows of thread_views (one per viewer-hour)
// A reply's +1 to its category waits in category_post_changes until the background fold adds it.
// Writers change them with atomic `x = x + n` updates inside the transaction that stores the row they
// count, so concurrent writers never lose an update (001_initial.sql). Lock order everywhere is thread row,
// then post rows, then category row, which keeps concurrent writers from deadlocking.

// New rows take created_at = now(), the transaction's start time, and the counters below use the same now():
// a timestamp read back into JavaScript would lose its microseconds and no longer equal the row's.
const now = sql<Date>`now()`;

/** A new visible thread (with its first post) in a category. */
export async function countNewThread(trx: Transaction<Database>, categoryId: number): Promise<void> {
  await trx
    .updateTable('categories')
    .set((eb) => ({
      thread_count: eb('thread_count', '+', 1),
      post_count: eb('post_count', '+', 1),
      last_post_at: sql<Date>`greatest(last_post_at, ${now})`,
    }))
    .where('id', '=', categoryId)
    .execute();
}

// A new visible reply's counters are written by the reply's own statement (forum/posts/reply-rows.ts): the
// thread's reply_count and last_post_at at once, and its category's +1 as a row of category_post_changes,
// not the category's row, which every reply of the category would wait for; foldCategoryChanges below adds
// those rows to the category (docs/decisions/049-votes-folded-in-batches.md).

const CATEGORY_FOLD_LOCK = 5_050_036;

/**
 * Adds a batch of replies' change rows to their categories' post_count and last_post_at and deletes them, in
 * one statement (timestamps never pass through JavaScript). Answers how many rows it folded.
 */
export async function foldCategoryChanges(db: Kysely<Database>, batch: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{
      ok: boolean;
    }>`select pg_try_advisory_xact_lock(${CATEGORY_FOLD_LOCK}) as ok`.execute(trx);
    if (!lock.rows[0]?.ok) return 0;
    const folded = await sql<{ n: number }>`
      with taken as (
        delete from category_post_changes
        where id in (select id from category_post_changes order by id limit ${batch})
        returning category_id, posts, last_post_at),
      sums as (
        select category_id, sum(posts)::int as posts, max(last_post_at) as at, count(*)::int as n
        from taken group by category_id),
      moved as (
        update categories c set post_count = c.post_count + s.posts, last_post_at = greatest(c.last_post_at, s.at)
        from sums s where c.id = s.category_id returning c.id)
      select coalesce(sum(n), 0)::int as n from sums`.execute(trx);
    const n = folded.rows[0]?.n ?? 0;
    // Counters changed: every process's guest cache drops what it kept (as a write does).
    if (n > 0) await sql`select pg_notify(${GUEST_CACHE_CHANNEL}, '')`.execute(trx);
    return n;
  });
}

async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return (db as Kysely<Database>).transaction().execute(work);
}

/**
 * Recomputes a thread's reply_count, vote_count and last_post_at from its posts. For the moderation domain
 * after it approves held content or removes visible content. The row lock comes first, so a reply or vote
 * running meanwhile either finished before (and is counted) or adds its +1 after (on the recounted value).
 * Call it before recountCategory, whose last_post_at reads the thread's. view_count is left alone: it is
 * not changed by moderation, and old thread_views rows may be pruned.
 */
export async function recountThread(db: Db, threadId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.selectFrom('threads').select('id').where('id', '=', threadId).forNoKeyUpdate().execute();
    await sql`
      update threads t set
        reply_count = (select count(*)::int from posts p
                       where p.thread_id = t.id and p.status = 'visible' and not p.is_first_post),
        vote_count = coalesce((select p.vote_count from posts p
                               where p.thread_id = t.id and p.is_first_post order by p.id limit 1), 0),
        last_post_at = coalesce((select max(p.created_at) from posts p
                                 where p.thread_id = t.id and p.status = 'visible'), t.created_at)
      where t.id = ${threadId}`.execute(trx);
  });
}

/** Recomputes a category's thread_count, post_count and last_post_at from its visible threads and posts. */
export async function recountCategory(db: Db, categoryId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.selectFrom('categories').select('id').where('id', '=', categoryId).forNoKeyUpdate().execute();
    // One statement, one snapshot: the change rows it deletes are exactly those of the posts it counts.
    await sql`
      with folded as (delete from category_post_changes where category_id = ${categoryId})
      update categories c set
        thread_count = (select count(*)::int from threads t where t.category_id = c.id and t.status = 'visible'),
        post_count = (select count(*)::int from posts p join threads t on t.id = p.thread_id
                      where t.category_id = c.id and t.status = 'visible' and p.status = 'visible'),
        last_post_at = (select max(t.last_post_at) from threads t where t.category_id = c.id and t.status = 'visible')
      where c.id = ${categoryId}`.execute(trx);
  });
}
