import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threadPageQuery } from '../../src/server/forum/threads/list-threads';
import type { Caller } from '../../src/server/people/auth/caller';
import { callerFromUser } from '../../src/server/people/auth/caller';
import { threadSorts } from '../../src/shared/contracts/forum';
import { type MadeUser, makeCast } from '../support/factories';
import { firstOpenCategoryId, makePost } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Deep pages of GET /api/threads seek from remembered page boundaries (docs/decisions/028-deep-pages-from-boundaries.md).
// Boundaries every 7 rows here, so a few hundred threads give dozens of them; every page the API answers must
// hold exactly the threads of the plain OFFSET query, in its order, for guests, a member with held threads and
// a moderator, before and after writes that reorder the lists (pins, deletions, moves, votes, replies).
const EVERY = 7;
let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
let otherCategoryId: number;

beforeAll(async () => {
  t = await createTestApp({ THREAD_LIST_BOUNDARY_ROWS: String(EVERY) });
  // A stale list otherwise answers by OFFSET for a second, and how many pages fall in that second depends on
  // the machine's speed: the count of seeks below would too.
  if (t.app.threadPages) t.app.threadPages.rebuildPauseMs = 0;
  const db = t.database.db;
  cast = await makeCast(db);
  categoryId = await firstOpenCategoryId(db);
  const other = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '<>', categoryId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  otherCategoryId = other.id;
  // 240 threads with many ties on every sort key: activity times repeat every 17 threads (one of them to the
  // microsecond), votes take 5 values, views 3, replies 4; a few are pinned, some held, some removed.
  await sql`
    insert into threads (category_id, author_id, title, is_pinned, status, reply_count, view_count,
                         vote_count, created_at, last_post_at)
    select case when i % 3 = 0 then ${otherCategoryId}::int else ${categoryId}::int end,
           case when i % 11 = 0 then ${cast.member.user.id}::int else ${cast.admin.user.id}::int end,
           'Deep page thread ' || i,
           i % 41 = 0,
           case when i % 23 = 0 then 'held' when i % 29 = 0 then 'removed' else 'visible' end,
           i % 4, i % 3, i % 5,
           timestamptz '2026-01-01 00:00:00.123456+00' + (i % 13) * interval '1 hour',
           timestamptz '2026-02-01 00:00:00.654321+00' + (i % 17) * interval '1 microsecond' * 1000003
    from generate_series(1, 240) as i`.execute(db);
});
afterAll(() => t.close());

interface Viewer {
  name: string;
  user: MadeUser | null;
}
const viewers = (): Viewer[] => [
  { name: 'guest', user: null },
  { name: 'member', user: cast.member },
  { name: 'moderator', user: cast.moderator },
];

function callerOf(viewer: Viewer): Caller {
  return viewer.user ? callerFromUser(viewer.user.user) : null;
}

/** Every page of one list through the API and through the OFFSET query; answers how many differed. */
async function comparePages(viewer: Viewer, sort: (typeof threadSorts)[number], category: number | null) {
  const limit = 13;
  const filter = category ? `&category_id=${category}` : '';
  const all = await threadPageQuery(
    t.database.db,
    callerOf(viewer),
    { sort, page: 1, limit: 1000 },
    category ? [category] : null,
  ).execute();
  const pages = Math.ceil(all.length / limit) + 1;
  expect(pages).toBeGreaterThan(10);
  const mismatches: string[] = [];
  // Deep pages first, so the map is read from the far end as well as extended page by page.
  const order = [pages, pages - 1, ...Array.from({ length: pages }, (_, i) => i + 1)];
  for (const page of order) {
    const res = await t.call('GET', `/api/threads?sort=${sort}&limit=${limit}&page=${page}${filter}`, {
      token: viewer.user?.token,
    });
    expect(res.statusCode).toBe(200);
    const got = res.json().threads.map((x: { id: number }) => x.id);
    const rows = await threadPageQuery(
      t.database.db,
      callerOf(viewer),
      { sort, page, limit },
      category ? [category] : null,
    ).execute();
    const want = rows.map((r) => r.id);
    if (JSON.stringify(got) !== JSON.stringify(want))
      mismatches.push(`${viewer.name} ${sort} ${category ?? 'all'} page ${page}: ${got} != ${want}`);
  }
  return mismatches;
}

async function compareEveryList(): Promise<string[]> {
  const mismatches: string[] = [];
  const seeksBefore = t.app.threadPages?.seeks ?? 0;
  for (const viewer of viewers())
    for (const sort of threadSorts)
      for (const category of [null, categoryId])
        mismatches.push(...(await comparePages(viewer, sort, category)));
  // Most deep pages came through a boundary.
  expect((t.app.threadPages?.seeks ?? 0) - seeksBefore).toBeGreaterThan(300);
  return mismatches;
}

/** Reads a deep page of every list, so the writes that follow change lists whose maps are in memory. */
async function warmMaps(): Promise<void> {
  for (const viewer of viewers())
    for (const sort of threadSorts)
      for (const filter of ['', `&category_id=${categoryId}`])
        await t.call('GET', `/api/threads?sort=${sort}&limit=9&page=15${filter}`, {
          token: viewer.user?.token,
        });
}

describe('deep pages of GET /api/threads', () => {
  it('answer the same threads as the OFFSET query, for guests, a member with held threads and staff', async () => {
    expect(await compareEveryList()).toEqual([]);
  });

  it('stay identical after pins, deletions, moves, votes and replies reorder the lists', async () => {
    const db = t.database.db;
    // Warm every map first, then change the lists under it.
    await warmMaps();
    const some = await db
      .selectFrom('threads')
      .select('id')
      .where('status', '=', 'visible')
      .orderBy('id')
      .limit(40)
      .execute();
    const pick = (index: number): number => some[index]?.id ?? 0;
    const [a, b, c, d, e] = [pick(5), pick(12), pick(20), pick(27), pick(33)];
    const staff = { token: cast.admin.token };
    expect(
      (await t.call('POST', `/api/threads/${a}/pin`, { ...staff, body: { pinned: true } })).statusCode,
    ).toBe(200);
    expect((await t.call('DELETE', `/api/threads/${b}`, { token: cast.admin.token })).statusCode).toBe(200);
    // A move between categories, a vote total change and a new reply, straight in the database: the
    // generations follow the rows, whoever writes them.
    await db.updateTable('threads').set({ category_id: otherCategoryId }).where('id', '=', c).execute();
    await db.updateTable('threads').set({ vote_count: 7, view_count: 2 }).where('id', '=', d).execute();
    await makePost(db, { thread: { id: e }, author: cast.admin });
    expect(await compareEveryList()).toEqual([]);
  });

  it('sees a held thread approved and a new thread without a stale page', async () => {
    const db = t.database.db;
    await warmMaps();
    await db.updateTable('threads').set({ status: 'visible' }).where('status', '=', 'held').execute();
    const created = await t.call('POST', '/api/threads', {
      token: cast.member.token,
      body: {
        category_id: categoryId,
        title: 'A brand new deep page thread',
        content: 'Opening words here.',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await compareEveryList()).toEqual([]);
  });
});
