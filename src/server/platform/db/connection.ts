import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createPglitePool } from './pglite-pool';
import type { Database } from './schema';
import { SharedListener } from './shared-listener';
import { StatementNames, statementNames } from './statement-names';

// count(*) and sums arrive as int8; our counts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * A streaming replica for reads that may lag (DATABASE_READ_URL), or null: then every read goes to `db`.
   * Routing between them is replicas/read-routing.ts's.
   */
  readDb: Kysely<Database> | null;
  kind: 'pglite' | 'postgres';
  /**
   * Holds one connection for `work`, which may run multi-statement scripts on it (migrations, resets).
   * Nothing else uses that connection meanwhile.
   */
  exclusive<T>(work: (run: ScriptRunner) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /**
   * Calls `onMessage` with the payload of every `pg_notify(channel, payload)` committed by any connection
   * (on PostgreSQL: any process). Resolves once listening; the returned function stops it.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type ScriptRunner = (script: string) => Promise<Record<string, unknown>[]>;

export type DatabaseTarget =
  // dataDir null: in memory (tests); loadDataDir: start from a dump of a prepared database (tests).
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob }
  | {
      kind: 'postgres';
      url: string;
      readUrl?: string;
      poolSize?: number;
      statementTimeoutMs?: number;
      /** Repeated query texts as named statements (statement-names.ts); default on, with the process's names. */
      preparedStatements?: boolean | StatementNames;
    };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    // Loaded only here: a forum on PostgreSQL never needs the embedded database's code.
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = new PGlite({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
    await pglite.waitReady;
    return handleForPglite(pglite);
  }
  const pool = postgresPool(target.url, target);
  const listener = new SharedListener(target.url);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const readDb = target.readUrl
    ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(target.readUrl, target) }) })
    : null;
  return {
    db,
    readDb,
    kind: 'postgres',
    exclusive: async (work) => {
      const client = await pool.connect();
      try {
        if (target.statementTimeoutMs) await client.query('set statement_timeout = 0');
        return await work(async (script) => {
          // Exempt from the pool's read timeout too: a migration may rightly run for minutes.
          const result = (await client.query({
            text: script,
            query_timeout: SCRIPT_READ_TIMEOUT_MS,
          } as pg.QueryConfig)) as unknown as pg.QueryResult | pg.QueryResult[];
          const last = Array.isArray(result) ? result.at(-1) : result;
          return (last?.rows ?? []) as Record<string, unknown>[];
        });
      } finally {
        if (target.statementTimeoutMs)
          await client
            .query(`set statement_timeout = ${Math.floor(target.statementTimeoutMs)}`)
            .catch(() => {});
        client.release();
      }
    },
    ping: () => pingDatabase(db),
    listen: (channel, onMessage) => listener.listen(channel, onMessage),
    close: async () => {
      await Promise.all([db.destroy(), readDb?.destroy()]);
    },
  };
}

/** The handle over an open PGlite; closing the handle closes it. */
export function handleForPglite(pglite: PGlite): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPglitePool(pglite) }) });
  return {
    db,
    readDb: null,
    kind: 'pglite',
    // exec runs several statements at once; a pool turn keeps every other query out meanwhile.
    exclusive: (work) =>
      db.connection().execute(() =>
        work(async (script) => {
          const results = await pglite.exec(script);
          return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
        }),
      ),
    ping: () => pingDatabase(db),
    // Through the pool queue: a LISTEN slipped into another caller's open transaction would share its fate.
    listen: async (channel, onMessage) => {
      const stop = await db.connection().execute(() => pglite.listen(channel, onMessage));
      return () => db.connection().execute(() => stop());
    },
    close: () => db.destroy(),
  };
}

/**
 * node-postgres answers a query past its read timeout with an error but keeps the connection, still inside
 * the caller's transaction, and the pool hands it to the next request: whose COMMIT then committed the
 * timed-out request's half (a thread without its first post, seen by the hang test). A connection whose
 * query timed out is broken here instead, so the pool drops it and the server rolls its transaction back.
 */
class ClientDroppedOnReadTimeout extends pg.Client {
  override query(...args: unknown[]): never {
    const result = (super.query as (...params: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise)
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout')
          (
            this as unknown as { connection: { stream: { destroy(error: Error): void } } }
          ).connection.stream.destroy(error);
      });
    return result as never;
  }
}

/**
 * A client that sends the forum's repeated query texts as named statements (statement-names.ts): Kysely
 * calls `query(text, values)`, and a name makes node-postgres parse the text once per connection.
 */
function clientWithNamedStatements(names: StatementNames): typeof ClientDroppedOnReadTimeout {
  return class extends ClientDroppedOnReadTimeout {
    override query(...args: unknown[]): never {
      const [text, values] = args;
      const name = typeof text === 'string' && Array.isArray(values) ? names.nameOf(text) : undefined;
      if (name === undefined || args.length !== 2) return super.query(...args);
      return super.query({ name, text, values });
    }
  };
}

const CONNECT_TIMEOUT_MS = 5000;
const SCRIPT_READ_TIMEOUT_MS = 24 * 60 * 60 * 1000;

function postgresPool(
  url: string,
  options: { poolSize?: number; statementTimeoutMs?: number; preparedStatements?: boolean | StatementNames },
): pg.Pool {
  // A statement timeout bounds every request's queries (0: none); scripts under `exclusive` are exempt.
  // A server that hangs (stopped, not gone: a frozen host, a full disk, a network that drops packets) does
  // not refuse connections; without these bounds every request would wait for it forever. A new connection
  // gets five seconds; a query gets the statement timeout and two seconds more, past which the client stops
  // waiting for the server to cancel it itself and the request answers 503.
  const pool = new pg.Pool({
    Client:
      options.preparedStatements === false
        ? ClientDroppedOnReadTimeout
        : clientWithNamedStatements(
            options.preparedStatements instanceof StatementNames
              ? options.preparedStatements
              : statementNames,
          ),
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(options.statementTimeoutMs
      ? { statement_timeout: options.statementTimeoutMs, query_timeout: options.statementTimeoutMs + 2000 }
      : {}),
  });
  // A lost connection (server stopped or restarted) must never crash the process. The pool handles idle
  // clients; a checked-out client between two statements of a transaction has no listener of its own, so
  // each one gets one here: its next query then fails (a 503 for that request) and the pool drops it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** A health check answers within this, whatever the database does. */
const PING_TIMEOUT_MS = 3000;

async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const answered = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
