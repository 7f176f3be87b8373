import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

// One process's LISTENs share one connection (platform/db/shared-listener.ts): every channel's notices
// reach only that channel's handlers, a channel stopped stops alone, and a dropped connection comes back
// listening on every channel still wanted.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never happened: ${what}`);
}

const notify = (channel: string, payload: string) =>
  sql`select pg_notify(${channel}, ${payload})`.execute(t.database.db);

describe('listening on several channels', () => {
  it('hands each notice to its own channel, and one channel stopped leaves the others', async () => {
    const heard: string[] = [];
    const stopA = await t.database.listen('test_channel_a', (p) => heard.push(`a:${p}`));
    const stopB = await t.database.listen('test_channel_b', (p) => heard.push(`b:${p}`));
    const stopA2 = await t.database.listen('test_channel_a', (p) => heard.push(`a2:${p}`));
    await notify('test_channel_a', '1');
    await notify('test_channel_b', '2');
    await until(() => heard.length === 3, 'three notices');
    expect(heard.sort()).toEqual(['a2:1', 'a:1', 'b:2']);

    await stopA();
    await notify('test_channel_a', '3');
    await notify('test_channel_b', '4');
    await until(() => heard.includes('b:4'), 'the notice on b');
    await until(() => heard.includes('a2:3'), 'the notice on a, for the handler still there');
    expect(heard).not.toContain('a:3');
    await stopA2();
    await stopB();
  });

  it.runIf(onPostgres)('uses one connection for all of the app’s channels (PostgreSQL)', async () => {
    const stop = await t.database.listen('test_channel_c', () => {});
    const listeners = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and state = 'idle' and query ilike 'listen %'`.execute(
      t.database.db,
    );
    // The app listens on several channels of its own (jobs, caches, live notifications) besides this one.
    expect(listeners.rows[0]!.n).toBe(1);
    await stop();
  });

  it.runIf(onPostgres)(
    'listens again on every channel after its connection is cut (PostgreSQL)',
    async () => {
      const heard: string[] = [];
      const stopD = await t.database.listen('test_channel_d', (p) => heard.push(`d:${p}`));
      const stopE = await t.database.listen('test_channel_e', (p) => heard.push(`e:${p}`));
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and state = 'idle' and query ilike 'listen %'`.execute(
        t.database.db,
      );
      await until(async () => {
        await notify('test_channel_d', 'again');
        await notify('test_channel_e', 'again');
        return heard.includes('d:again') && heard.includes('e:again');
      }, 'notices on both channels after the reconnect');
      await stopD();
      await stopE();
    },
  );
});
