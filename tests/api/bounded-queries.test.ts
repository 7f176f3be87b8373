import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { SEARCH_CANDIDATES } from '../../src/server/forum/search/search-threads';
import { openDatabase } from '../../src/server/platform/db/connection';
import { makeCast } from '../support/factories';
import { makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// No request runs unbounded: search ranks a bounded candidate set, and on PostgreSQL every query has a
// statement timeout that answers 503 instead of holding a connection (docs/architecture.md#errors).

describe('search ranks only the newest matching posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds a word in the newest posts and leaves older matches beyond the bound out', async () => {
    const db = t.database.db;
    const cast = await makeCast(db);
    const old = await makeThread(db, {
      author: cast.member,
      title: 'Old thread',
      content: 'zircon in an old post',
    });
    const busy = await makeThread(db, { author: cast.member, title: 'Busy thread', content: 'opening' });
    await sql`insert into posts (thread_id, author_id, content)
              select ${busy.thread.id}, ${cast.member.user.id}, 'zircon again, reply ' || g
              from generate_series(1, ${SEARCH_CANDIDATES}) g`.execute(db);
    const res = await t.call('GET', '/api/search?q=zircon');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { results: { thread: { id: number } }[]; pagination: { total: number } };
    expect(body.results.map((r) => r.thread.id)).toEqual([busy.thread.id]);
    expect(body.results.map((r) => r.thread.id)).not.toContain(old.thread.id);
    expect(body.pagination.total).toBe(1);
  });

  it('still finds an older match when the word is rare', async () => {
    const db = t.database.db;
    const cast = await makeCast(db);
    const rare = await makeThread(db, {
      author: cast.member,
      title: 'Quiet',
      content: 'a lone feldspar mention',
    });
    const res = await t.call('GET', '/api/search?q=feldspar');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { results: { thread: { id: number } }[] }).results[0]?.thread.id).toBe(
      rare.thread.id,
    );
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('statement timeout on PostgreSQL', () => {
  if (!postgresUrl) console.log('TEST_DATABASE_URL is not set: the statement timeout tests are skipped.');

  it('cancels a slow query but lets exclusive scripts (migrations) run long', async () => {
    const database = await openDatabase({ kind: 'postgres', url: postgresUrl!, statementTimeoutMs: 100 });
    try {
      await expect(sql`select pg_sleep(0.5)`.execute(database.db)).rejects.toMatchObject({ code: '57014' });
      const rows = await database.exclusive((run) => run('select pg_sleep(0.3); select 7 as n'));
      expect(rows).toEqual([{ n: 7 }]);
      await expect(sql`select pg_sleep(0.5)`.execute(database.db)).rejects.toMatchObject({ code: '57014' });
    } finally {
      await database.close();
    }
  });

  it('answers a cancelled query with 503 BUSY, never a 500', async () => {
    const database = await openDatabase({ kind: 'postgres', url: postgresUrl!, statementTimeoutMs: 100 });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, logger: false, clientDir: '/nonexistent-client-dir' });
    app.get('/api/slow-probe', { config: { access: 'public' } }, async () => {
      await sql`select pg_sleep(0.5)`.execute(database.db);
      return { ok: true };
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/slow-probe' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'BUSY' });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
