import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast } from '../support/factories';
import { firstOpenCategoryId, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// ETags on what guests read from the cache, and a thread's JSON in the cache when views are counted in
// memory (docs/architecture.md#guest-cache, docs/decisions/026-views-batched-in-memory.md).
let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({ GUEST_CACHE_TTL_MS: '60000', BATCH_VIEWS: 'true' });
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(() => t.close());

describe('guest cache ETags and thread JSON', () => {
  it('answers 304 to a guest whose copy is current, and 200 with a new ETag after a write', async () => {
    const first = await t.call('GET', '/api/threads?sort=oldest');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    // Both the answer that filled the cache and the cached one compare.
    const again = await t.call('GET', '/api/threads?sort=oldest', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.call('GET', '/api/threads?sort=oldest', {
      headers: { 'if-none-match': 'W/"old"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().threads).toEqual(first.json().threads);

    const created = await t.call('POST', '/api/threads', {
      token: cast.member.token,
      body: { category_id: categoryId, title: 'A new thread clears the cache', content: 'Hello all' },
    });
    expect(created.statusCode).toBe(201);
    const after = await t.call('GET', '/api/threads?sort=oldest', { headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it("serves a thread's JSON to guests from the cache and still counts each new viewer", async () => {
    const made = await makeThread(t.database.db, { author: cast.member, categoryId });
    const url = `/api/threads/${made.thread.id}`;
    const view = (ua: string) => t.call('GET', url, { headers: { 'user-agent': ua } });
    expect((await view('browser-1')).statusCode).toBe(200);
    const hitsBefore = t.app.guestCache?.hits ?? 0;
    const second = await view('browser-2');
    expect(second.statusCode).toBe(200);
    expect(t.app.guestCache?.hits).toBe(hitsBefore + 1);
    await view('browser-2');
    // A member is never served from the cache and sees the views not written yet.
    const member = await t.call('GET', url, { token: cast.member.token });
    expect(member.json().thread.view_count).toBe(3);
    await t.app.views?.flush(t.database.db);
    const row = await t.database.db
      .selectFrom('threads')
      .select('view_count')
      .where('id', '=', made.thread.id)
      .executeTakeFirstOrThrow();
    expect(row.view_count).toBe(3);
  });
});
