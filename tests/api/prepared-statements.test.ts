import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/platform/db/connection';
import type { Database } from '../../src/server/platform/db/schema';
import { StatementNames } from '../../src/server/platform/db/statement-names';

// On PostgreSQL the forum's repeated query texts go as named statements (docs/decisions/056-prepared-statements.md):
// the connection prepares each once, the answers stay each call's own, and DATABASE_PREPARED_STATEMENTS=false
// (for a pooler that cannot keep them) sends every query unnamed.

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.log('TEST_DATABASE_URL is not set: the named statement tests are skipped.');

describe.skipIf(!postgresUrl)('named statements on PostgreSQL', () => {
  const handles: DatabaseHandle[] = [];
  afterAll(() => Promise.all(handles.map((h) => h.close())));

  // Names of its own for each pool: the process's may be full of other test files' texts.
  const open = async (prepared: boolean) => {
    const preparedStatements = prepared ? new StatementNames() : false;
    const handle = await openDatabase({
      kind: 'postgres',
      url: postgresUrl!,
      poolSize: 1,
      preparedStatements,
    });
    handles.push(handle);
    return handle;
  };
  const prepared = async (handle: DatabaseHandle) =>
    (
      await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements where name like 'forum\_%'`.execute(handle.db)
    ).rows;

  it('prepares a repeated text once on the connection and answers each call with its own values', async () => {
    const handle = await open(true);
    const answers: number[] = [];
    for (let n = 0; n < 8; n++) {
      const row = (await sql<{ v: number }>`select ${n}::int * 10 + 1 as v`.execute(handle.db)).rows[0];
      answers.push(row!.v);
    }
    expect(answers).toEqual([1, 11, 21, 31, 41, 51, 61, 71]);
    const statements = await prepared(handle);
    const mine = statements.filter((s) => s.statement.includes('* 10 + 1 as v'));
    expect(mine).toHaveLength(1);
  });

  it('keeps answering when a query fails inside a transaction and the next one reuses the statement', async () => {
    const handle = await open(true);
    const ask = (n: number, db: Kysely<Database> = handle.db) =>
      sql<{ v: number }>`select 100 / ${n}::int as v`.execute(db);
    for (let n = 1; n <= 4; n++) expect((await ask(n)).rows[0]!.v).toBe(Math.trunc(100 / n));
    await expect(handle.db.transaction().execute((trx) => ask(0, trx))).rejects.toThrow(/division by zero/);
    expect((await ask(5)).rows[0]!.v).toBe(20);
  });

  it('sends every query unnamed when turned off', async () => {
    const handle = await open(false);
    for (let n = 0; n < 6; n++) await sql`select ${n}::int * 7 as w`.execute(handle.db);
    expect(await prepared(handle)).toEqual([]);
  });
});
