import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { makeCast } from '../support/factories';
import { firstOpenCategoryId, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Guests' lists are served from a short-lived cache that every write clears, in every process, and that a
// signed-in member never reads from (docs/architecture.md#guest-cache).
let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp({ GUEST_CACHE_TTL_MS: '60000' });
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

/** A second app on the same database, as another process would be, closed after `work`. */
async function withSecondApp(work: (second: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
  const second = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    clientDir: '/nonexistent-client-dir',
  });
  await second.ready();
  try {
    await work(second);
  } finally {
    await second.close();
  }
}

const titles = (body: string) =>
  (JSON.parse(body) as { threads: { title: string }[] }).threads.map((x) => x.title);

describe('guest cache', () => {
  it('serves guests the cached list until a write through the API clears it', async () => {
    const db = t.database.db;
    await t.call('GET', '/api/threads');
    // Written straight into the database: no request clears the cache, so guests still get the old list.
    await makeThread(db, { author: cast.member, title: 'Written behind the cache' });
    expect(titles((await t.call('GET', '/api/threads')).body)).not.toContain('Written behind the cache');
    // A member's answer is never cached: they see it at once.
    const member = await t.call('GET', '/api/threads', { token: cast.member.token });
    expect(titles(member.body)).toContain('Written behind the cache');

    const created = await t.call('POST', '/api/threads', {
      token: cast.member.token,
      body: {
        category_id: await firstOpenCategoryId(db),
        title: 'Written through the API',
        content: 'Hello all',
      },
    });
    expect(created.statusCode).toBe(201);
    const after = titles((await t.call('GET', '/api/threads')).body);
    expect(after).toContain('Written through the API');
    expect(after).toContain('Written behind the cache');
  });

  it('does not clear on a refused write, and answers compressed bodies with the security headers', async () => {
    const db = t.database.db;
    await t.call('GET', '/api/threads');
    await makeThread(db, { author: cast.member, title: 'Still hidden from guests' });
    const refused = await t.call('POST', '/api/threads', { body: { title: 'x' } });
    expect(refused.statusCode).toBe(401);
    const cached = await t.call('GET', '/api/threads', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['content-security-policy']).toBeTruthy();
    const plain = await t.call('GET', '/api/threads');
    expect(titles(plain.body)).not.toContain('Still hidden from guests');
  });

  it("clears another app process's cache through NOTIFY", async () => {
    const db = t.database.db;
    await withSecondApp(async (second) => {
      await second.inject({ method: 'GET', url: '/api/threads' });
      await makeThread(db, { author: cast.member, title: 'Seen after the other process writes' });
      const stale = await second.inject({ method: 'GET', url: '/api/threads' });
      expect(titles(stale.body)).not.toContain('Seen after the other process writes');
      const write = await t.call('POST', '/api/threads', {
        token: cast.member.token,
        body: {
          category_id: await firstOpenCategoryId(db),
          title: 'A write in the first app',
          content: 'Hi',
        },
      });
      expect(write.statusCode).toBe(201);
      let fresh: string[] = [];
      // The notification arrives asynchronously; the bound is the test timeout.
      for (let i = 0; i < 100 && !fresh.includes('Seen after the other process writes'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        fresh = titles((await second.inject({ method: 'GET', url: '/api/threads' })).body);
      }
      expect(fresh).toContain('Seen after the other process writes');
    });
  });

  it("clears another app process's cache after every one of many writes at once", async () => {
    // Writes arriving together share their NOTIFYs (platform/db/coalesced-notify.ts): each is still followed
    // by one sent after its commit, so the other process ends up showing every one of them.
    const db = t.database.db;
    await withSecondApp(async (second) => {
      await second.inject({ method: 'GET', url: '/api/threads' });
      const categoryId = await firstOpenCategoryId(db);
      const wanted = Array.from({ length: 8 }, (_, i) => `Written together ${i}`);
      const writes = await Promise.all(
        wanted.map((title) =>
          t.call('POST', '/api/threads', {
            token: cast.member.token,
            body: { category_id: categoryId, title, content: 'Hi' },
          }),
        ),
      );
      expect(writes.map((w) => w.statusCode)).toEqual(wanted.map(() => 201));
      let fresh: string[] = [];
      // The notification arrives asynchronously; the bound is the test timeout.
      for (let i = 0; i < 100 && !wanted.every((title) => fresh.includes(title)); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        fresh = titles((await second.inject({ method: 'GET', url: '/api/threads' })).body);
      }
      expect(fresh).toEqual(expect.arrayContaining(wanted));
    });
  });
});

describe('guests arriving together at an answer not yet cached', () => {
  it('wait for the first one to compute it, then are served the same bytes from the cache', async () => {
    const cache = t.app.guestCache;
    if (!cache) throw new Error('the guest cache is off');
    cache.clear();
    const hitsBefore = cache.hits;
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => t.call('GET', '/api/threads?sort=latest')),
    );
    for (const res of burst) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(burst[0]?.body);
    }
    // One computed it; the nineteen others waited and were answered from the cache.
    expect(cache.hits - hitsBefore).toBe(19);
  });
});

describe('the sitemap while guest answers are cached', () => {
  it('is built once a minute, shared by fifty requests at once, and sent compressed as each asks', async () => {
    const db = t.database.db;
    const first = await t.call('GET', '/sitemap.xml');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/xml');
    expect(first.headers['content-encoding']).toBeUndefined();
    const newer = await makeThread(db, { author: cast.member, title: 'After the sitemap was built' });
    const encodings = ['br', 'gzip', 'gzip, deflate, br', 'identity'];
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call('GET', '/sitemap.xml', { headers: { 'accept-encoding': encodings[i % 4] ?? '' } }),
      ),
    );
    for (const [i, res] of burst.entries()) {
      expect(res.statusCode).toBe(200);
      const encoding = res.headers['content-encoding'];
      const asked = encodings[i % 4] ?? '';
      expect(encoding).toBe(asked.includes('br') ? 'br' : asked === 'gzip' ? 'gzip' : undefined);
      const xml =
        encoding === 'br'
          ? brotliDecompressSync(res.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(xml.toString('utf8')).toBe(first.body);
    }
    expect(first.body).not.toContain(`/thread/${newer.thread.id}<`);
  });
});
