import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

// Kysely's PostgresDialect talks to a node-postgres-like pool. PGlite is one in-process connection, so this
// pool hands out that one connection behind a queue: a transaction holds it until it commits, and nothing
// else can slip a statement into it.
export function createPglitePool(pglite: PGlite): PostgresPool {
  let queue: Promise<void> = Promise.resolve();

  const client = (release: () => void): PostgresPoolClient => ({
    query: (async (sql: string, parameters: readonly unknown[]) => {
      const result = await pglite.query(sql, parameters as unknown[]);
      return { command: commandOf(sql), rowCount: result.affectedRows ?? 0, rows: result.rows };
    }) as PostgresPoolClient['query'],
    release,
  });

  return {
    async connect() {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => {
        release = resolve;
      });
      const previous = queue;
      queue = previous.then(() => turn);
      await previous;
      return client(release);
    },
    async end() {
      await queue;
      await pglite.close();
    },
  };
}

// Kysely only reads `command` to report affected rows for writes.
function commandOf(sql: string): string {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '';
  return word;
}
