import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, makeUser } from '../support/factories';
import { firstOpenCategoryId, makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(() => t.close());
const db = () => t.database.db;

describe('GET /api/users/:username/profile', () => {
  it('shows the public fields, case-insensitively, with counts of visible content only', async () => {
    const m = await makeUser(db(), { memberCategory: 'Landman' });
    await db()
      .updateTable('users')
      .set({ bio: 'Title work in Grady County', location: 'Chickasha', works_in_industry: true })
      .where('id', '=', m.user.id)
      .execute();
    const thread = await makeThread(db(), { categoryId, author: m, title: 'Pooling in 12N-7W' });
    await makePost(db(), { thread, author: m, content: 'A visible reply' });
    await makePost(db(), { thread, author: m, content: 'Removed', status: 'removed' });
    const res = await t.call('GET', `/api/users/${m.user.username.toUpperCase()}/profile`);
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile).toMatchObject({
      username: m.user.username,
      member_category: 'Landman',
      works_in_industry: true,
      bio: 'Title work in Grady County',
      location: 'Chickasha',
      avatar_url: null,
      thread_count: 1,
      post_count: 2,
    });
    expect(profile.joined_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(profile).not.toHaveProperty('email');
    expect(profile).not.toHaveProperty('staff_view');
  });

  it('lists recent threads and replies, paginated, without removed ones', async () => {
    const m = await makeUser(db());
    const thread = await makeThread(db(), { categoryId, author: m, title: 'Division order' });
    for (let i = 0; i < 3; i++) await makePost(db(), { thread, author: m, content: `r${i}` });
    await makePost(db(), { thread, author: m, content: 'gone', status: 'removed' });
    const threads = (await t.call('GET', `/api/users/${m.user.username}/activity?kind=threads`)).json();
    expect(threads.items.map((i: { title: string }) => i.title)).toEqual(['Division order']);
    const page1 = (await t.call('GET', `/api/users/${m.user.username}/activity?kind=posts&limit=2`)).json();
    expect(page1.pagination).toMatchObject({ total: 3, totalPages: 2 });
    const page2 = (
      await t.call('GET', `/api/users/${m.user.username}/activity?kind=posts&limit=2&page=2`)
    ).json();
    expect(page2.items).toHaveLength(1);
    const all = [...page1.items, ...page2.items].map((i: { excerpt: string }) => i.excerpt);
    expect(all).not.toContain('gone');
  });

  it('shows post excerpts as plain text, without Markdown marks', async () => {
    const m = await makeUser(db());
    const thread = await makeThread(db(), { categoryId, author: m, title: 'Marks' });
    await makePost(db(), {
      thread,
      author: m,
      content: 'Read the **Community Rules** and\n\n> the [lease](https://example.com)',
    });
    const posts = (await t.call('GET', `/api/users/${m.user.username}/activity?kind=posts`)).json();
    expect(posts.items.map((i: { excerpt: string }) => i.excerpt)).toContain(
      'Read the Community Rules and the lease',
    );
  });

  it('has no profile for a deleted member, and tells only staff that a member is banned', async () => {
    const gone = await makeUser(db());
    await db().updateTable('users').set({ is_deleted: true }).where('id', '=', gone.user.id).execute();
    expect((await t.call('GET', `/api/users/${gone.user.username}/profile`)).statusCode).toBe(404);
    expect((await t.call('GET', `/u/${gone.user.username}`)).statusCode).toBe(404);

    const banned = cast.banned.user.username;
    const asMember = (
      await t.call('GET', `/api/users/${banned}/profile`, { token: cast.member.token })
    ).json();
    expect(asMember.profile).not.toHaveProperty('staff_view');
    for (const staff of [cast.moderator, cast.admin]) {
      const res = await t.call('GET', `/api/users/${banned}/profile`, { token: staff.token });
      expect(res.json().profile.staff_view).toMatchObject({ is_banned: true, ban_reason: 'Test ban' });
    }
  });

  it('answers 404 for unknown names and 400-free 404 for hostile ones, never 500', async () => {
    for (const name of ['nobody_here_x', '%3Cscript%3E', '..%2F..%2Fetc', 'a'.repeat(200), '%F0%9F%98%80']) {
      const res = await t.call('GET', `/api/users/${name}/profile`);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json()).toHaveProperty('code');
    }
    expect(
      (await t.call('GET', `/api/users/${cast.member.user.username}/activity?kind=bogus`)).statusCode,
    ).toBe(400);
  });
});

describe('/u/:username page', () => {
  it('is rendered on the server with the public fields and escapes what members typed', async () => {
    const m = await makeUser(db());
    await db()
      .updateTable('users')
      .set({ bio: '<script>alert(1)</script> royalty owner' })
      .where('id', '=', m.user.id)
      .execute();
    const res = await t.call('GET', `/u/${m.user.username.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<h1 id="member-name">${m.user.username}</h1>`);
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; royalty owner');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain(`/u/${m.user.username}"`);
  });
});

describe('PUT /api/auth/me works_in_industry', () => {
  it('saves the declaration and refuses a non-boolean', async () => {
    const m = await makeUser(db());
    const ok = await t.call('PUT', '/api/auth/me', { token: m.token, body: { works_in_industry: true } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.works_in_industry).toBe(true);
    const bad = await t.call('PUT', '/api/auth/me', { token: m.token, body: { works_in_industry: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('works_in_industry');
  });
});
