import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast } from '../support/factories';
import { firstOpenCategoryId, makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Pinned threads lead the all-categories discussions list under every sort, not only a category view
// (migration 008 gives the list indexes is_pinned first).
let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

describe('GET /api/threads without a category', () => {
  it.each(['latest', 'oldest', 'popular', 'replies'])(
    'puts pinned threads first when sorted by %s',
    async (sort) => {
      const db = t.database.db;
      const categoryId = await firstOpenCategoryId(db);
      const pinned = await makeThread(db, {
        author: cast.member,
        categoryId,
        title: `Pinned ${sort}`,
        pinned: true,
      });
      // Unpinned threads that beat it on every sort: older, newer activity, more replies.
      const busy = await makeThread(db, { author: cast.member, categoryId, title: `Busy ${sort}` });
      for (let i = 0; i < 3; i++) await makePost(db, { thread: busy, author: cast.admin });
      await makeThread(db, { author: cast.member, categoryId, title: `Plain ${sort}` });

      const res = await t.call('GET', `/api/threads?sort=${sort}&limit=100`);
      expect(res.statusCode).toBe(200);
      const flags: number[] = res.json().threads.map((x: { is_pinned: number }) => x.is_pinned);
      const ids: number[] = res.json().threads.map((x: { id: number }) => x.id);
      // Every pinned thread comes before every other one, and ours is among them.
      expect(flags).toEqual([...flags].sort((a, b) => b - a));
      expect(ids.indexOf(pinned.thread.id)).toBeLessThan(ids.indexOf(busy.thread.id));
    },
  );
});
