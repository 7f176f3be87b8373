import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, TEST_PASSWORD } from '../support/factories';
import { firstOpenCategoryId, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Guests' search answers outlive writes for their own lifetime (GUEST_SEARCH_CACHE_TTL_MS): a reply no longer
// makes every guest's search run again, while the lists are still cleared at once and members' searches are
// never cached (docs/architecture.md#guest-cache).
let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
const SEARCH_TTL_MS = 3000;
beforeAll(async () => {
  t = await createTestApp({ GUEST_CACHE_TTL_MS: '60000', GUEST_SEARCH_CACHE_TTL_MS: String(SEARCH_TTL_MS) });
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

const found = (body: string) =>
  (JSON.parse(body) as { results: { thread: { title: string } }[] }).results.map((r) => r.thread.title);
const listed = (body: string) =>
  (JSON.parse(body) as { threads: { title: string }[] }).threads.map((x) => x.title);

describe('guest search answers kept through writes', () => {
  it('keeps a guest search through a new thread until its lifetime ends, and lists and members see it at once', async () => {
    const askedAt = Date.now();
    const before = await t.call('GET', '/api/search?q=zeolite');
    expect(before.statusCode).toBe(200);
    expect(found(before.body)).toEqual([]);
    // Stored between the two: kept at least until askedAt + its lifetime, at most until answeredAt + it.
    const answeredAt = Date.now();
    await t.call('GET', '/api/threads');

    const created = await t.call('POST', '/api/threads', {
      token: cast.member.token,
      body: {
        category_id: await firstOpenCategoryId(t.database.db),
        title: 'Zeolite in the lease?',
        content: 'Our lease names zeolite among the minerals.',
      },
    });
    expect(created.statusCode).toBe(201);

    const guestAgain = await t.call('GET', '/api/search?q=zeolite');
    // Asked within its lifetime, the guest's answer is the one from before the write.
    if (Date.now() - askedAt < SEARCH_TTL_MS) expect(found(guestAgain.body)).toEqual([]);
    else console.log('The machine took longer than the search lifetime: the kept answer was not checked.');
    expect(listed((await t.call('GET', '/api/threads')).body)).toContain('Zeolite in the lease?');
    const member = await t.call('GET', '/api/search?q=zeolite', { token: cast.member.token });
    expect(found(member.body)).toContain('Zeolite in the lease?');

    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, answeredAt + SEARCH_TTL_MS + 50 - Date.now())),
    );
    expect(found((await t.call('GET', '/api/search?q=zeolite')).body)).toContain('Zeolite in the lease?');
  });

  it('clears nothing on a sign-in', async () => {
    await t.call('GET', '/api/threads');
    // Written straight into the database: only a write through the API clears what guests are served.
    await makeThread(t.database.db, {
      author: cast.member,
      title: 'Behind the cache while someone signs in',
    });
    const signIn = await t.call('POST', '/api/auth/login', {
      body: { username: cast.member.user.username, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(listed((await t.call('GET', '/api/threads')).body)).not.toContain(
      'Behind the cache while someone signs in',
    );
  });
});
