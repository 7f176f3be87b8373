import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '../../src/shared/texts';
import { makeCast, makeUser } from '../support/factories';
import { findCounterDrift, firstOpenCategoryId, makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

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
const PHONE = 'Call me at 405-555-1234 about the lease.';
const countPosts = async (threadId: number) =>
  (await sql<{ n: number }>`select count(*)::int as n from posts where thread_id = ${threadId}`.execute(db()))
    .rows[0]!.n;

describe('POST /api/threads', () => {
  it('creates the thread and its first post, answering 201 with the thread', async () => {
    const res = await t.call('POST', '/api/threads', {
      token: cast.member.token,
      body: {
        category_id: categoryId,
        title: '  Pooling order question  ',
        content: '  What does **election** mean?  ',
      },
    });
    expect(res.statusCode).toBe(201);
    const { thread } = res.json();
    expect(thread).toMatchObject({
      title: 'Pooling order question',
      category_id: categoryId,
      reply_count: 0,
      status: 'visible',
    });
    const posts = await db().selectFrom('posts').selectAll().where('thread_id', '=', thread.id).execute();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      is_first_post: true,
      content: 'What does **election** mean?',
      author_id: cast.member.user.id,
    });
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('holds a thread whose text has personal information, visible to its author only, and files an auto report', async () => {
    const author = await makeUser(db());
    const res = await t.call('POST', '/api/threads', {
      token: author.token,
      body: { category_id: categoryId, title: 'Selling my interest', content: PHONE },
    });
    expect(res.statusCode).toBe(201);
    const { thread } = res.json();
    expect(thread.status).toBe('held');
    expect((await t.call('GET', `/api/threads/${thread.id}`)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/threads/${thread.id}`, { token: author.token })).statusCode).toBe(200);
    const reports = await db()
      .selectFrom('reports')
      .selectAll()
      .where('target_type', '=', 'thread')
      .where('target_id', '=', thread.id)
      .execute();
    expect(reports.length).toBeGreaterThan(0);
    expect(reports[0]!.source).toBe('auto');
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('refuses locked and archived categories with 403 and an unknown one with 400', async () => {
    const [locked, archived] = await db()
      .insertInto('categories')
      .values([
        { name: 'Locked cat', slug: 'locked-cat', is_locked: true },
        { name: 'Archived cat', slug: 'archived-cat', is_archived: true },
      ])
      .returning('id')
      .execute();
    const create = (category_id: number) =>
      t.call('POST', '/api/threads', {
        token: cast.member.token,
        body: { category_id, title: 'T', content: 'C' },
      });
    const lockedRes = await create(locked!.id);
    expect(lockedRes.statusCode).toBe(403);
    expect(lockedRes.json()).toMatchObject({
      code: 'CATEGORY_LOCKED',
      error: expect.stringContaining('locked'),
    });
    const archivedRes = await create(archived!.id);
    expect(archivedRes.statusCode).toBe(403);
    expect(archivedRes.json().code).toBe('CATEGORY_ARCHIVED');
    const unknown = await create(999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_CATEGORY', field: 'category_id' });
  });

  it('refuses guests, guest-role, muted and banned users', async () => {
    const guestRole = await makeUser(db(), { role: 'guest' });
    const body = { category_id: categoryId, title: 'T', content: 'C' };
    expect((await t.call('POST', '/api/threads', { body })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/threads', { token: guestRole.token, body })).statusCode).toBe(403);
    const muted = await t.call('POST', '/api/threads', { token: cast.muted.token, body });
    expect(muted.statusCode).toBe(403);
    expect(muted.json().code).toBe('MUTED');
    expect((await t.call('POST', '/api/threads', { token: cast.banned.token, body })).statusCode).toBe(401);
  });
});

describe('POST /api/posts', () => {
  it('adds a reply, answering 201 with the post, and moves the counters', async () => {
    const made = await makeThread(db(), { author: cast.admin, categoryId });
    const res = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: { thread_id: String(made.thread.id), content: ' Thanks! ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().post).toMatchObject({
      thread_id: made.thread.id,
      content: 'Thanks!',
      is_first_post: 0,
      user_vote: 0,
      status: 'visible',
    });
    const thread = (await t.call('GET', `/api/threads/${made.thread.id}`)).json().thread;
    expect(thread.reply_count).toBe(1);
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('answers 403 with the product description text for a locked thread, storing nothing', async () => {
    const made = await makeThread(db(), { author: cast.admin, categoryId, locked: true });
    const res = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: { thread_id: made.thread.id, content: 'hi' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: TEXT.threadLocked, code: 'THREAD_LOCKED' });
    expect(await countPosts(made.thread.id)).toBe(1);
  });

  it('answers 404 for a deleted thread and for a held one of someone else', async () => {
    const made = await makeThread(db(), { author: cast.admin, categoryId });
    await t.call('DELETE', `/api/threads/${made.thread.id}`, { token: cast.admin.token });
    const gone = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: { thread_id: made.thread.id, content: 'hi' },
    });
    expect(gone.statusCode).toBe(404);
    const held = await makeThread(db(), { author: cast.admin, categoryId, status: 'held' });
    const res = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: { thread_id: held.thread.id, content: 'hi' },
    });
    expect(res.statusCode).toBe(404);
    expect(await countPosts(held.thread.id)).toBe(1);
  });

  it('refuses a reply in a removed thread, even from staff', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId, status: 'removed' });
    const res = await t.call('POST', '/api/posts', {
      token: cast.admin.token,
      body: { thread_id: made.thread.id, content: 'hi' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('THREAD_REMOVED');
  });

  it('holds a reply with personal information without counting it', async () => {
    const made = await makeThread(db(), { author: cast.admin, categoryId });
    const res = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: { thread_id: made.thread.id, content: PHONE },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().post.status).toBe('held');
    const guestView = (await t.call('GET', `/api/threads/${made.thread.id}`)).json();
    expect(guestView.thread.reply_count).toBe(0);
    expect(guestView.posts).toHaveLength(1);
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('refuses muted members and guest accounts', async () => {
    const made = await makeThread(db(), { author: cast.admin, categoryId });
    const guestRole = await makeUser(db(), { role: 'guest' });
    for (const token of [cast.muted.token, guestRole.token]) {
      const res = await t.call('POST', '/api/posts', {
        token,
        body: { thread_id: made.thread.id, content: 'hi' },
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await countPosts(made.thread.id)).toBe(1);
  });
});

describe('PUT /api/posts/:id', () => {
  it('lets the author edit, recording edited_at and the editor, without an audit entry', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId });
    const res = await t.call('PUT', `/api/posts/${made.firstPost.id}`, {
      token: cast.member.token,
      body: { content: 'Better words' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().post).toMatchObject({
      content: 'Better words',
      edited_by_username: cast.member.user.username,
    });
    expect(res.json().post.edited_at).toEqual(expect.any(String));
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action_type', '=', 'edit_post')
      .where('target_id', '=', made.firstPost.id)
      .execute();
    expect(audit).toEqual([]);
  });

  it("answers 403 to a member editing someone else's post, changing nothing", async () => {
    const made = await makeThread(db(), { author: cast.admin, categoryId, content: 'Original' });
    const res = await t.call('PUT', `/api/posts/${made.firstPost.id}`, {
      token: cast.member.token,
      body: { content: 'Hijacked' },
    });
    expect(res.statusCode).toBe(403);
    const row = await db()
      .selectFrom('posts')
      .select(['content', 'edited_at'])
      .where('id', '=', made.firstPost.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ content: 'Original', edited_at: null });
  });

  it("lets staff edit others' posts and audits it", async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId });
    const reply = await makePost(db(), { thread: made, author: cast.member });
    const res = await t.call('PUT', `/api/posts/${reply.id}`, {
      token: cast.moderator.token,
      body: { content: 'Tidied by staff' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().post.edited_by_username).toBe(cast.moderator.user.username);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action_type', '=', 'edit_post')
      .where('target_id', '=', reply.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.admin_username).toBe(cast.moderator.user.username);
  });

  it('holds a reply whose edit adds personal information, and recounts', async () => {
    const made = await makeThread(db(), { author: cast.admin, categoryId });
    const reply = await makePost(db(), { thread: made, author: cast.member });
    const res = await t.call('PUT', `/api/posts/${reply.id}`, {
      token: cast.member.token,
      body: { content: PHONE },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().post.status).toBe('held');
    expect((await t.call('GET', `/api/threads/${made.thread.id}`)).json().thread.reply_count).toBe(0);
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('holds the whole thread when its opening post is edited to add personal information', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId });
    const res = await t.call('PUT', `/api/posts/${made.firstPost.id}`, {
      token: cast.member.token,
      body: { content: PHONE },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', `/api/threads/${made.thread.id}`)).statusCode).toBe(404);
    expect(
      (await t.call('GET', `/api/threads/${made.thread.id}`, { token: cast.member.token })).json().thread
        .status,
    ).toBe('held');
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('refuses muted and banned authors, and answers 404 for unknown posts', async () => {
    const mutedThread = await makeThread(db(), { author: cast.muted, categoryId });
    const res = await t.call('PUT', `/api/posts/${mutedThread.firstPost.id}`, {
      token: cast.muted.token,
      body: { content: 'x' },
    });
    expect(res.statusCode).toBe(403);
    const banned = await t.call('PUT', `/api/posts/${mutedThread.firstPost.id}`, {
      token: cast.banned.token,
      body: { content: 'x' },
    });
    expect(banned.statusCode).toBe(401);
    const unknown = await t.call('PUT', '/api/posts/99999999', {
      token: cast.member.token,
      body: { content: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Post not found');
  });
});
