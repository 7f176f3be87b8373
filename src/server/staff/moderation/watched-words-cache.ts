import type { FastifyInstance } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../../platform/db/connection';
import type { Database } from '../../platform/db/schema';

// The watched words kept in memory: every new thread, reply, edit and PDF is screened against them, and
// reading the list was a round trip to the database for each. Staff change the list rarely, always through
// changeWatchedWords below, which forgets the list in this process at once and tells the others through
// NOTIFY when the change commits. A notification lost (the listening connection dropping for a moment) is
// covered by the lifetime: no list is kept longer than a minute.

export const WATCHED_WORDS_CHANNEL = 'forum_watched_words';
const LIFETIME_MS = 60_000;

type Load = () => Promise<string[]>;

class WatchedWordsCache {
  private words: string[] | null = null;
  private loadedAt = 0;
  /** Moves on every change: a load that began before it is neither kept nor shared with later callers. */
  private generation = 0;
  private loading: { generation: number; words: Promise<string[]> } | null = null;
  /** The apps using this cache (tests build two over one database); it is dropped when the last closes. */
  apps = 0;

  get(load: Load): Promise<string[]> {
    if (this.words && Date.now() - this.loadedAt < LIFETIME_MS) return Promise.resolve(this.words);
    const generation = this.generation;
    if (this.loading?.generation === generation) return this.loading.words;
    const startedAt = Date.now();
    const words = load().then((loaded) => {
      if (this.generation === generation) {
        this.words = loaded;
        this.loadedAt = startedAt;
      }
      return loaded;
    });
    const loading = { generation, words };
    this.loading = loading;
    // A failed load is not shared with the callers after it: they try again.
    void words.then(
      () => this.forgetLoading(loading),
      () => this.forgetLoading(loading),
    );
    return words;
  }

  private forgetLoading(loading: WatchedWordsCache['loading']): void {
    if (this.loading === loading) this.loading = null;
  }

  clear(): void {
    this.generation += 1;
    this.words = null;
    this.loading = null;
  }
}

/** One cache per database (its Kysely instance), made by the app that serves it. */
const caches = new WeakMap<Kysely<Database>, WatchedWordsCache>();

const readWatchedWords = async (db: Kysely<Database> | Transaction<Database>) =>
  (await db.selectFrom('watched_words').select('word').orderBy('id').execute()).map((r) => r.word);

/**
 * The watched words, oldest first: from memory when `db` is an app's database, else (a transaction, the
 * command line) read from the table.
 */
export function loadWatchedWords(db: Kysely<Database> | Transaction<Database>): Promise<string[]> {
  const cache = db.isTransaction ? undefined : caches.get(db);
  return cache ? cache.get(() => readWatchedWords(db)) : readWatchedWords(db);
}

/**
 * Runs `change` to the watched words in a transaction that, on commit, tells every process to forget its
 * list; this process forgets its own once the commit is done, before its caller answers.
 */
export async function changeWatchedWords<T>(
  db: Kysely<Database>,
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    const done = await change(trx);
    // Inside the transaction: delivered exactly when the change commits (a rare write, so the
    // notification lock it takes at commit costs nothing that matters).
    await sql`select pg_notify(${WATCHED_WORDS_CHANNEL}, '')`.execute(trx);
    return done;
  });
  caches.get(db)?.clear();
  return result;
}

/** Keeps the watched words of `database` in memory while `app` runs, forgotten when any process changes them. */
export function installWatchedWordsCache(app: FastifyInstance, database: DatabaseHandle): void {
  const cache = caches.get(database.db) ?? new WatchedWordsCache();
  caches.set(database.db, cache);
  cache.apps += 1;
  let stopListening: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopListening = await database.listen(WATCHED_WORDS_CHANNEL, () => cache.clear());
    // A list loaded before the listening began may have missed a change.
    cache.clear();
  });
  app.addHook('preClose', async () => {
    // A database closed first (its outage, a test) has no listener left to stop.
    await stopListening?.().catch(() => {});
    cache.apps -= 1;
    if (cache.apps === 0 && caches.get(database.db) === cache) caches.delete(database.db);
  });
}
