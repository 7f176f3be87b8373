import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeCast, makeUser } from '../support/factories';
import { firstOpenCategoryId, makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Watching, bookmarks, read positions and the Unread / New lists (docs/product.md#following-threads).

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const reply = async (author: MadeUser, threadId: number, content = 'An answer about the lease.') => {
  const res = await t.call('POST', '/api/posts', {
    token: author.token,
    body: { thread_id: threadId, content },
  });
  expect(res.statusCode).toBe(201);
  return res.json().post.id as number;
};
const reading = (user: MadeUser, threadId: number) =>
  t.call('GET', `/api/threads/${threadId}/reading`, { token: user.token });
const read = (user: MadeUser, threadId: number, postId: unknown) =>
  t.call('POST', `/api/threads/${threadId}/read`, { token: user.token, body: { post_id: postId } });

describe('read positions and the Unread list', () => {
  it('moves only forward, points at the first unread post and lists the thread with its new count', async () => {
    const reader = await makeUser(db());
    const made = await makeThread(db(), { author: cast.moderator, categoryId });
    const first = made.firstPost.id;
    expect((await read(reader, made.thread.id, first)).json()).toMatchObject({ last_read_post_id: first });
    const a = await reply(cast.member, made.thread.id);
    const b = await reply(cast.admin, made.thread.id);
    const state = (await reading(reader, made.thread.id)).json();
    expect(state).toMatchObject({
      level: 'normal',
      last_read_post_id: first,
      first_unread: { post_id: a, url: `/thread/${made.thread.id}#post-${a}` },
      bookmarked_post_ids: [],
    });
    const unread = (await t.call('GET', '/api/reading/unread', { token: reader.token })).json();
    expect(unread.threads).toEqual([
      expect.objectContaining({
        id: made.thread.id,
        new_posts: 2,
        url: `/thread/${made.thread.id}#post-${a}`,
      }),
    ]);
    expect((await read(reader, made.thread.id, b)).json().last_read_post_id).toBe(b);
    expect((await read(reader, made.thread.id, a)).json().last_read_post_id).toBe(b); // never backwards
    expect((await reading(reader, made.thread.id)).json().first_unread).toBeNull();
    expect((await t.call('GET', '/api/reading/unread', { token: reader.token })).json().threads).toEqual([]);
  });

  it('reading a post reads its notifications, and a member’s own reply is never unread to them', async () => {
    const asker = await makeUser(db());
    const res = await t.call('POST', '/api/threads', {
      token: asker.token,
      body: { category_id: categoryId, title: 'Division order question', content: 'Is this decimal right?' },
    });
    const threadId = res.json().thread.id as number;
    const answer = await reply(cast.member, threadId);
    await t.app.background.drain();
    expect(
      (await t.call('GET', '/api/notifications/unread-count', { token: asker.token })).json().unread,
    ).toBe(1);
    const after = (await read(asker, threadId, answer)).json();
    expect(after.unread_notifications).toBe(0);
    const mine = await reply(asker, threadId, 'Thanks!');
    expect((await reading(asker, threadId)).json().last_read_post_id).toBe(mine);
  });

  it('lists on New the recent threads a member never opened, not their own', async () => {
    const member = await makeUser(db());
    const theirs = await makeThread(db(), { author: cast.moderator, categoryId });
    const own = await makeThread(db(), { author: member, categoryId });
    const ids = (await t.call('GET', '/api/reading/new?limit=50', { token: member.token }))
      .json()
      .threads.map((th: { id: number }) => th.id);
    expect(ids).toContain(theirs.thread.id);
    expect(ids).not.toContain(own.thread.id);
    await read(member, theirs.thread.id, theirs.firstPost.id);
    const again = (await t.call('GET', '/api/reading/new?limit=50', { token: member.token })).json();
    expect(again.threads.map((th: { id: number }) => th.id)).not.toContain(theirs.thread.id);
  });
});

describe('watching', () => {
  it('sets a thread to watching, normal or muted; a muted thread leaves the Unread list', async () => {
    const member = await makeUser(db());
    const made = await makeThread(db(), { author: cast.moderator, categoryId });
    for (const level of ['watching', 'muted', 'normal', 'muted'] as const) {
      const res = await t.call('PUT', `/api/threads/${made.thread.id}/watch`, {
        token: member.token,
        body: { level },
      });
      expect(res.json()).toEqual({ level });
    }
    expect((await reading(member, made.thread.id)).json().level).toBe('muted');
    await read(member, made.thread.id, made.firstPost.id);
    await reply(cast.admin, made.thread.id);
    // The reply's fan-out runs now, while the thread is muted (the runner may not have reached it yet).
    await t.app.background.drain();
    expect((await t.call('GET', '/api/reading/unread', { token: member.token })).json().threads).toEqual([]);
    // Watching makes replies notify.
    await t.call('PUT', `/api/threads/${made.thread.id}/watch`, {
      token: member.token,
      body: { level: 'watching' },
    });
    const post = await reply(cast.admin, made.thread.id);
    await t.app.background.drain();
    const notes = (await t.call('GET', '/api/notifications', { token: member.token })).json().notifications;
    expect(notes.map((n: { post_id: number }) => n.post_id)).toEqual([post]);
  });

  it('watches a category: a new thread there notifies', async () => {
    const member = await makeUser(db());
    expect(
      (await t.call('GET', `/api/categories/${categoryId}/watch`, { token: member.token })).json(),
    ).toEqual({ level: 'normal' });
    const set = await t.call('PUT', `/api/categories/${categoryId}/watch`, {
      token: member.token,
      body: { level: 'watching' },
    });
    expect(set.json()).toEqual({ level: 'watching' });
    await t.call('POST', '/api/threads', {
      token: cast.moderator.token,
      body: { category_id: categoryId, title: 'Spacing unit hearing', content: 'Hearing next week.' },
    });
    await t.app.background.drain();
    const kinds = (await t.call('GET', '/api/notifications', { token: member.token }))
      .json()
      .notifications.map((n: { kind: string }) => n.kind);
    expect(kinds).toContain('new_thread');
  });
});

describe('bookmarks', () => {
  it('bookmarks a post once, lists it with a link, and removes it; removed posts drop out', async () => {
    const member = await makeUser(db());
    const made = await makeThread(db(), { author: cast.moderator, categoryId });
    const post = await makePost(db(), { author: cast.admin, thread: made, content: 'Keep this one' });
    for (let i = 0; i < 2; i++) {
      const res = await t.call('POST', `/api/posts/${post.id}/bookmark`, { token: member.token });
      expect(res.json()).toEqual({ bookmarked: true });
    }
    const list = (await t.call('GET', '/api/bookmarks', { token: member.token })).json();
    expect(list.pagination.total).toBe(1);
    expect(list.bookmarks[0]).toMatchObject({
      post_id: post.id,
      thread: { id: made.thread.id },
      excerpt: 'Keep this one',
      url: `/thread/${made.thread.id}#post-${post.id}`,
    });
    expect((await reading(member, made.thread.id)).json().bookmarked_post_ids).toEqual([post.id]);
    await db().updateTable('posts').set({ status: 'removed' }).where('id', '=', post.id).execute();
    expect((await t.call('GET', '/api/bookmarks', { token: member.token })).json().bookmarks).toEqual([]);
    expect(
      (await t.call('POST', `/api/posts/${post.id}/bookmark`, { token: cast.member.token })).statusCode,
    ).toBe(404);
    const gone = await t.call('DELETE', `/api/posts/${post.id}/bookmark`, { token: member.token });
    expect(gone.json()).toEqual({ bookmarked: false });
    expect(
      await db().selectFrom('bookmarks').select('post_id').where('user_id', '=', member.user.id).execute(),
    ).toEqual([]);
  });
});

describe('roles and bad input', () => {
  it('answers 401 to guests and banned members on every route, and serves each signed-in role', async () => {
    const made = await makeThread(db(), { author: cast.moderator, categoryId });
    const p = made.firstPost.id;
    const th = made.thread.id;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/threads/${th}/reading`],
      ['PUT', `/api/threads/${th}/watch`, { level: 'watching' }],
      ['POST', `/api/threads/${th}/read`, { post_id: p }],
      ['GET', `/api/categories/${categoryId}/watch`],
      ['PUT', `/api/categories/${categoryId}/watch`, { level: 'muted' }],
      ['POST', `/api/posts/${p}/bookmark`],
      ['DELETE', `/api/posts/${p}/bookmark`],
      ['GET', '/api/bookmarks'],
      ['GET', '/api/reading/unread'],
      ['GET', '/api/reading/new'],
    ];
    const guestRole = await makeUser(db(), { role: 'guest' });
    for (const [method, url, body] of calls) {
      expect((await t.call(method as 'GET', url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.call(method as 'GET', url, { body, token: cast.banned.token })).statusCode).toBe(401);
      for (const who of [guestRole, cast.member, cast.muted, cast.moderator, cast.admin]) {
        const res = await t.call(method as 'GET', url, { body, token: who.token });
        expect(res.statusCode, `${method} ${url} as ${who.user.role}`).toBe(200);
      }
    }
  });

  it('hides held and removed threads from members (404) but not from staff', async () => {
    const held = await makeThread(db(), { author: cast.moderator, categoryId, status: 'removed' });
    expect((await reading(cast.member, held.thread.id)).statusCode).toBe(404);
    expect((await read(cast.member, held.thread.id, held.firstPost.id)).statusCode).toBe(404);
    expect(
      (
        await t.call('PUT', `/api/threads/${held.thread.id}/watch`, {
          token: cast.member.token,
          body: { level: 'watching' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call('POST', `/api/posts/${held.firstPost.id}/bookmark`, { token: cast.member.token }))
        .statusCode,
    ).toBe(404);
    expect((await reading(cast.admin, held.thread.id)).statusCode).toBe(200);
  });

  it.each([
    ['PUT', '/api/threads/1/watch', { level: 'loud' }],
    ['PUT', '/api/threads/1/watch', {}],
    ['PUT', '/api/categories/1/watch', { level: 5 }],
    ['POST', '/api/threads/1/read', { post_id: 'abc' }],
    ['POST', '/api/threads/1/read', { post_id: 0 }],
    ['POST', '/api/threads/1/read', { post_id: -4 }],
    ['POST', '/api/threads/1/read', { post_id: 1.5 }],
    ['POST', '/api/threads/1/read', { post_id: 99999999999 }],
    ['POST', '/api/threads/1/read', {}],
    ['GET', '/api/threads/0/reading', undefined],
    ['GET', '/api/threads/abc/reading', undefined],
    ['POST', '/api/posts/-1/bookmark', undefined],
    ['DELETE', '/api/posts/99999999999/bookmark', undefined],
    ['GET', '/api/bookmarks?page=0', undefined],
    ['GET', '/api/reading/unread?limit=500', undefined],
    ['GET', '/api/reading/new?page=abc', undefined],
  ])('%s %s %j answers 400', async (method, url, body) => {
    const res = await t.call(method as 'GET', url, { token: cast.member.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('answers 404 for unknown threads, categories and posts, and for a post of another thread', async () => {
    const a = await makeThread(db(), { author: cast.moderator, categoryId });
    const b = await makeThread(db(), { author: cast.moderator, categoryId });
    const missing = 2_147_483_647;
    for (const [method, url, body] of [
      ['GET', `/api/threads/${missing}/reading`, undefined],
      ['PUT', `/api/threads/${missing}/watch`, { level: 'muted' }],
      ['PUT', `/api/categories/${missing}/watch`, { level: 'muted' }],
      ['POST', `/api/posts/${missing}/bookmark`, undefined],
      ['POST', `/api/threads/${a.thread.id}/read`, { post_id: b.firstPost.id }],
      ['POST', `/api/threads/${a.thread.id}/read`, { post_id: missing }],
    ] as const) {
      const res = await t.call(method, url, { token: cast.member.token, body });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect(
      await db()
        .selectFrom('thread_reads')
        .select('thread_id')
        .where('user_id', '=', cast.member.user.id)
        .where('thread_id', '=', a.thread.id)
        .execute(),
    ).toEqual([]);
  });
});
