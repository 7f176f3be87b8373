import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createPglitePool } from './pglite-pool';
import type { Database } from './schema';

// count(*) and sums arrive as int8; our counts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /**
   * Holds one connection for `work`, which may run multi-statement scripts on it (migrations, resets).
   * Nothing else uses that connection meanwhile.
   */
  exclusive<T>(work: (run: ScriptRunner) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type ScriptRunner = (script: string) => Promise<Record<string, unknown>[]>;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null } // null: in memory (tests)
  | { kind: 'postgres'; url: string; poolSize?: number; statementTimeoutMs?: number };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const pglite = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPglitePool(pglite) }) });
    return {
      db,
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
      close: () => db.destroy(),
    };
  }
  // A statement timeout bounds every request's queries (0: none); scripts under `exclusive` are exempt.
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    ...(target.statementTimeoutMs ? { statement_timeout: target.statementTimeoutMs } : {}),
  });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    exclusive: async (work) => {
      const client = await pool.connect();
      try {
        if (target.statementTimeoutMs) await client.query('set statement_timeout = 0');
        return await work(async (script) => {
          const result = (await client.query(script)) as unknown as pg.QueryResult | pg.QueryResult[];
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
    close: () => db.destroy(),
  };
}

async function pingDatabase(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
