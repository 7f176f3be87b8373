import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, makeUser } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
let otherCategoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
  // A fresh category per file keeps the lists this file checks free of other rows.
  const [a, b] = await t.database.db
    .insertInto('categories')
    .values([
      { name: 'Threads Test A', slug: 'threads-test-a', page_id: 'threads-test-a' },
      { name: 'Threads Test B', slug: 'threads-test-b' },
    ])
    .returning('id')
    .execute();
  categoryId = a!.id;
  otherCategoryId = b!.id;
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('GET /api/threads', () => {
  it('lists a category newest activity first, pinned threads leading, with pagination', async () => {
    const first = await makeThread(db(), { author: cast.member, categoryId, title: 'First' });
    const pinned = await makeThread(db(), { author: cast.member, categoryId, title: 'Pinned', pinned: true });
    const third = await makeThread(db(), { author: cast.member, categoryId, title: 'Third' });
    await makePost(db(), { thread: first, author: cast.admin }); // first now has the latest activity

    const res = await t.call('GET', `/api/threads?category_slug=threads-test-a`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.threads.map((x: { id: number }) => x.id)).toEqual([
      pinned.thread.id,
      first.thread.id,
      third.thread.id,
    ]);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    expect(body.threads[0]).toMatchObject({
      title: 'Pinned',
      is_pinned: 1,
      is_locked: 0,
      category_id: categoryId,
      category_name: 'Threads Test A',
      category_slug: 'threads-test-a',
      author_username: cast.member.user.username,
      author_role: 'member',
      status: 'visible',
    });
  });

  it('filters by category id and by page id as well as by slug', async () => {
    const other = await makeThread(db(), {
      author: cast.member,
      categoryId: otherCategoryId,
      title: 'Elsewhere',
    });
    const byId = (await t.call('GET', `/api/threads?category_id=${otherCategoryId}`)).json();
    expect(byId.threads.map((x: { id: number }) => x.id)).toEqual([other.thread.id]);
    const byPage = (await t.call('GET', '/api/threads?page_id=threads-test-a')).json();
    expect(byPage.threads.every((x: { category_id: number }) => x.category_id === categoryId)).toBe(true);
  });

  it('answers 404 for an unknown category', async () => {
    const res = await t.call('GET', '/api/threads?category_slug=no-such-category');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Category not found');
  });

  it('sorts by oldest, popular (votes then views) and replies', async () => {
    const cat = (
      await db()
        .insertInto('categories')
        .values({ name: 'Sorts', slug: 'sorts-test' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const a = await makeThread(db(), { author: cast.member, categoryId: cat, title: 'A' });
    const b = await makeThread(db(), { author: cast.member, categoryId: cat, title: 'B' });
    const c = await makeThread(db(), { author: cast.member, categoryId: cat, title: 'C' });
    await db()
      .updateTable('threads')
      .set({ vote_count: 5, view_count: 1 })
      .where('id', '=', b.thread.id)
      .execute();
    await db()
      .updateTable('threads')
      .set({ vote_count: 5, view_count: 9 })
      .where('id', '=', c.thread.id)
      .execute();
    await makePost(db(), { thread: a, author: cast.member });
    await makePost(db(), { thread: a, author: cast.member });
    await makePost(db(), { thread: b, author: cast.member });
    const ids = async (sort: string) =>
      (await t.call('GET', `/api/threads?category_id=${cat}&sort=${sort}`))
        .json()
        .threads.map((x: { title: string }) => x.title);
    expect(await ids('oldest')).toEqual(['A', 'B', 'C']);
    expect(await ids('popular')).toEqual(['C', 'B', 'A']);
    expect(await ids('replies')).toEqual(['A', 'B', 'C']);
  });

  it('pages through with limit and page', async () => {
    const cat = (
      await db()
        .insertInto('categories')
        .values({ name: 'Pages', slug: 'pages-test' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    for (let i = 0; i < 5; i++)
      await makeThread(db(), { author: cast.member, categoryId: cat, title: `P${i}` });
    const page2 = (await t.call('GET', `/api/threads?category_id=${cat}&sort=oldest&limit=2&page=2`)).json();
    expect(page2.threads.map((x: { title: string }) => x.title)).toEqual(['P2', 'P3']);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    const beyond = (await t.call('GET', `/api/threads?category_id=${cat}&limit=2&page=9`)).json();
    expect(beyond.threads).toEqual([]);
  });

  it('shows held threads to their author and staff only, and removed threads to no one', async () => {
    const cat = (
      await db()
        .insertInto('categories')
        .values({ name: 'Vis', slug: 'vis-test' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const author = await makeUser(db());
    await makeThread(db(), { author, categoryId: cat, title: 'Public' });
    await makeThread(db(), { author, categoryId: cat, title: 'Held', status: 'held' });
    await makeThread(db(), { author, categoryId: cat, title: 'Removed', status: 'removed' });
    const titles = async (token?: string) => {
      const body = (await t.call('GET', `/api/threads?category_id=${cat}&sort=oldest`, { token })).json();
      return { titles: body.threads.map((x: { title: string }) => x.title), total: body.pagination.total };
    };
    expect(await titles()).toEqual({ titles: ['Public'], total: 1 });
    expect(await titles(cast.member.token)).toEqual({ titles: ['Public'], total: 1 });
    expect(await titles(author.token)).toEqual({ titles: ['Public', 'Held'], total: 2 });
    expect(await titles(cast.moderator.token)).toEqual({ titles: ['Public', 'Held'], total: 2 });
  });
});

describe('GET /api/threads/:id', () => {
  it('answers the thread and its posts oldest first, each with the caller vote', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId, content: 'Opening words' });
    const reply = await makePost(db(), { thread: made, author: cast.admin, content: 'A reply' });
    await db()
      .insertInto('post_votes')
      .values({ post_id: reply.id, user_id: cast.member.user.id, vote: -1 })
      .execute();
    const res = await t.call('GET', `/api/threads/${made.thread.id}`, { token: cast.member.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.thread.id).toBe(made.thread.id);
    expect(body.posts.map((p: { content: string }) => p.content)).toEqual(['Opening words', 'A reply']);
    expect(body.posts[0]).toMatchObject({
      is_first_post: 1,
      user_vote: 0,
      author_username: cast.member.user.username,
    });
    expect(body.posts[1]).toMatchObject({
      is_first_post: 0,
      user_vote: -1,
      author_role: 'admin',
      edited_at: null,
    });
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 2, totalPages: 1 });
    const guest = (await t.call('GET', `/api/threads/${made.thread.id}`)).json();
    expect(guest.posts[1].user_vote).toBe(0);
  });

  it('sorts posts newest first or by votes, and pages them', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId, content: 'op' });
    const r1 = await makePost(db(), { thread: made, author: cast.member, content: 'r1' });
    await makePost(db(), { thread: made, author: cast.member, content: 'r2' });
    await db().updateTable('posts').set({ vote_count: 3 }).where('id', '=', r1.id).execute();
    const contents = async (query: string) =>
      (await t.call('GET', `/api/threads/${made.thread.id}?${query}`))
        .json()
        .posts.map((p: { content: string }) => p.content);
    expect(await contents('sort=newest')).toEqual(['r2', 'r1', 'op']);
    expect(await contents('sort=votes')).toEqual(['r1', 'op', 'r2']);
    expect(await contents('sort=oldest&limit=1&page=2')).toEqual(['r1']);
  });

  it('counts a view once per viewer per hour', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId });
    const id = made.thread.id;
    const view = (token?: string, ua = 'browser-a') =>
      t.call('GET', `/api/threads/${id}`, { token, headers: { 'user-agent': ua } });
    expect((await view(cast.admin.token)).json().thread.view_count).toBe(1);
    expect((await view(cast.admin.token)).json().thread.view_count).toBe(1);
    expect((await view()).json().thread.view_count).toBe(2);
    expect((await view()).json().thread.view_count).toBe(2);
    expect((await view(undefined, 'browser-b')).json().thread.view_count).toBe(3);
    const row = await db()
      .selectFrom('threads')
      .select('view_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.view_count).toBe(3);
  });

  it('answers 404 for unknown threads and for held or removed ones the caller may not see', async () => {
    const author = await makeUser(db());
    const held = await makeThread(db(), { author, categoryId, status: 'held' });
    const removed = await makeThread(db(), { author, categoryId, status: 'removed' });
    expect((await t.call('GET', '/api/threads/99999999')).statusCode).toBe(404);
    expect((await t.call('GET', `/api/threads/${held.thread.id}`)).statusCode).toBe(404);
    expect(
      (await t.call('GET', `/api/threads/${held.thread.id}`, { token: cast.member.token })).statusCode,
    ).toBe(404);
    expect((await t.call('GET', `/api/threads/${held.thread.id}`, { token: author.token })).statusCode).toBe(
      200,
    );
    expect(
      (await t.call('GET', `/api/threads/${held.thread.id}`, { token: cast.moderator.token })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('GET', `/api/threads/${removed.thread.id}`, { token: author.token })).statusCode,
    ).toBe(404);
    const staff = await t.call('GET', `/api/threads/${removed.thread.id}`, { token: cast.moderator.token });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().thread.status).toBe('removed');
    const res = await t.call('GET', '/api/threads/99999999');
    expect(res.json()).toEqual({ error: 'Thread not found', code: 'NOT_FOUND' });
  });

  it('hides held and removed replies from others, showing staff both', async () => {
    const author = await makeUser(db());
    const made = await makeThread(db(), { author: cast.member, categoryId });
    await makePost(db(), { thread: made, author, content: 'held reply', status: 'held' });
    await makePost(db(), { thread: made, author, content: 'removed reply', status: 'removed' });
    const contents = async (token?: string) =>
      (await t.call('GET', `/api/threads/${made.thread.id}`, { token }))
        .json()
        .posts.map((p: { content: string }) => p.content);
    expect(await contents()).toHaveLength(1);
    expect(await contents(author.token)).toContain('held reply');
    expect(await contents(author.token)).not.toContain('removed reply');
    expect(await contents(cast.admin.token)).toEqual(expect.arrayContaining(['held reply', 'removed reply']));
  });
});
