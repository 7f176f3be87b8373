import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast } from '../support/factories';
import { findCounterDrift, firstOpenCategoryId, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Views counted in memory and written in batches (docs/decisions/026-views-batched-in-memory.md): the
// reader sees the count move at once, the database when the background runner flushes, and the rule of
// one view per viewer per thread per hour holds across flushes and across processes.

let t: TestApp;
let second: FastifyInstance | null = null;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({ BATCH_VIEWS: 'true' });
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const db = () => t.database.db;
const stored = async (id: number) =>
  (await db().selectFrom('threads').select('view_count').where('id', '=', id).executeTakeFirstOrThrow())
    .view_count;

describe('batched thread views', () => {
  it('shows a new view at once and writes it on the next flush, once per viewer per hour', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId });
    const id = made.thread.id;
    const view = (token?: string, ua = 'browser-a') =>
      t.call('GET', `/api/threads/${id}`, { token, headers: { 'user-agent': ua } });
    expect((await view(cast.admin.token)).json().thread.view_count).toBe(1);
    expect((await view(cast.admin.token)).json().thread.view_count).toBe(1);
    expect((await view()).json().thread.view_count).toBe(2);
    expect(await stored(id)).toBe(0);
    expect(t.app.views?.size).toBe(2);

    await t.app.views?.flush(db());
    expect(await stored(id)).toBe(2);
    expect(t.app.views?.size).toBe(0);
    // After the flush the count comes from the database, and repeat viewers still count once.
    expect((await view()).json().thread.view_count).toBe(2);
    expect((await view(undefined, 'browser-b')).json().thread.view_count).toBe(3);
    await t.app.views?.flush(db());
    expect(await stored(id)).toBe(3);
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('counts a viewer once when two processes both saw them', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId });
    const id = made.thread.id;
    // A second app on the same database stands for a second process with its own memory.
    const { buildApp } = await import('../../src/server/app');
    const app2 = await buildApp({ config: t.config, database: t.database, logger: false });
    second = app2;
    await app2.ready();
    const headers = { 'user-agent': 'same-browser' };
    await t.call('GET', `/api/threads/${id}`, { token: cast.member.token, headers });
    await app2.inject({
      method: 'GET',
      url: `/api/threads/${id}`,
      headers: { ...headers, authorization: `Bearer ${cast.member.token}` },
    });
    await t.app.views?.flush(db());
    await app2.views?.flush(db());
    expect(await stored(id)).toBe(1);
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('drops the views of a thread deleted before the flush', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId });
    await t.call('GET', `/api/threads/${made.thread.id}`);
    const deleted = await t.call('DELETE', `/api/threads/${made.thread.id}`, { token: cast.admin.token });
    expect(deleted.statusCode).toBe(200);
    await t.app.views?.flush(db());
    expect(t.app.views?.size).toBe(0);
    expect(await findCounterDrift(db())).toEqual([]);
  });
});
