import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeCast, makeUser } from '../support/factories';
import { firstOpenCategoryId, makeThread } from '../support/forum-factories';
import { reportPost, reportsOn } from '../support/report-helpers';
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
const startThread = async (author: MadeUser) => {
  const res = await t.call('POST', '/api/threads', {
    token: author.token,
    body: {
      category_id: categoryId,
      title: 'Pooling order question',
      content: 'Which option should I pick?',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().thread.id as number;
};
const reply = async (author: MadeUser, threadId: number, content = 'Option two pays more bonus.') => {
  const res = await t.call('POST', '/api/posts', {
    token: author.token,
    body: { thread_id: threadId, content },
  });
  expect(res.statusCode).toBe(201);
  return res.json().post.id as number;
};
const list = (user: MadeUser, query = '') =>
  t.call('GET', `/api/notifications${query}`, { token: user.token });
const settle = () => t.app.background.drain();

describe('reply notifications', () => {
  it('tells the thread starter of a reply, links to the exact post, and not the replier', async () => {
    const asker = await makeUser(db());
    const answerer = await makeUser(db());
    const threadId = await startThread(asker);
    const postId = await reply(answerer, threadId);
    await settle();
    const body = (await list(asker)).json();
    expect(body.unread).toBe(1);
    expect(body.notifications).toHaveLength(1);
    expect(body.notifications[0]).toMatchObject({
      kind: 'reply',
      read: false,
      actor: { id: answerer.user.id, username: answerer.user.username },
      thread: { id: threadId, title: 'Pooling order question' },
      post_id: postId,
      url: `/thread/${threadId}#post-${postId}`,
    });
    expect((await list(answerer)).json().notifications).toEqual([]);
  });

  it('tells every watcher once: the replier now watches, and a member never hears of their own post', async () => {
    const asker = await makeUser(db());
    const first = await makeUser(db());
    const second = await makeUser(db());
    const threadId = await startThread(asker);
    await reply(first, threadId);
    await settle();
    const secondPost = await reply(second, threadId);
    await reply(asker, threadId, 'Thanks both.');
    await settle();
    const firstKinds = (await list(first)).json().notifications.map((n: { post_id: number }) => n.post_id);
    expect(firstKinds).toHaveLength(2);
    expect(firstKinds).toContain(secondPost);
    const askerList = (await list(asker)).json();
    expect(askerList.notifications).toHaveLength(2); // first's and second's replies, not their own
  });

  it('tells category watchers of a new thread and respects a thread muted by its starter', async () => {
    const watcher = await makeUser(db());
    await db()
      .insertInto('category_watches')
      .values({ user_id: watcher.user.id, category_id: categoryId, level: 'watching' })
      .execute();
    const asker = await makeUser(db());
    const threadId = await startThread(asker);
    await settle();
    const kinds = (await list(watcher)).json().notifications.map((n: { kind: string }) => n.kind);
    expect(kinds).toContain('new_thread');
    await db().deleteFrom('category_watches').where('user_id', '=', watcher.user.id).execute();

    await db()
      .updateTable('thread_watches')
      .set({ level: 'muted' })
      .where('thread_id', '=', threadId)
      .where('user_id', '=', asker.user.id)
      .execute();
    await reply(cast.member, threadId);
    await settle();
    expect((await list(asker)).json().notifications).toEqual([]);
  });

  it('gives no notification to banned or deleted members', async () => {
    const banned = await makeUser(db());
    const deleted = await makeUser(db());
    const made = await makeThread(db(), { author: banned, categoryId });
    await db()
      .insertInto('thread_watches')
      .values({ user_id: deleted.user.id, thread_id: made.thread.id, level: 'watching' })
      .execute();
    await db().updateTable('users').set({ is_active: false }).where('id', '=', banned.user.id).execute();
    await db().updateTable('users').set({ is_deleted: true }).where('id', '=', deleted.user.id).execute();
    await reply(cast.member, made.thread.id);
    await settle();
    const rows = await db()
      .selectFrom('notifications')
      .select('user_id')
      .where('thread_id', '=', made.thread.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('withdraws unread notifications of a post removed by moderation', async () => {
    const asker = await makeUser(db());
    const threadId = await startThread(asker);
    const postId = await reply(cast.member, threadId, 'Spam reply');
    await settle();
    expect((await list(asker)).json().unread).toBe(1);
    expect((await reportPost(t, asker.token, postId)).statusCode).toBe(201);
    const [report] = await reportsOn(db(), 'post', postId);
    const removed = await t.call('POST', `/api/reports/${report!.id}/remove`, {
      token: cast.moderator.token,
      body: { reason: 'spam' },
    });
    expect(removed.statusCode).toBe(200);
    const after = (await list(asker)).json();
    expect(after.notifications.map((n: { kind: string }) => n.kind)).toEqual(['report_outcome']);
    expect(after.notifications[0]).toMatchObject({ detail: 'removed', url: null });
  });

  it('is exact under concurrency: 20 simultaneous replies give the starter exactly 20 notifications', async () => {
    const asker = await makeUser(db());
    const threadId = await startThread(asker);
    const repliers = await Promise.all(Array.from({ length: 20 }, () => makeUser(db())));
    await Promise.all(repliers.map((r) => reply(r, threadId)));
    await Promise.all([settle(), settle()]);
    const rows = await db()
      .selectFrom('notifications')
      .select(['post_id'])
      .where('user_id', '=', asker.user.id)
      .execute();
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.post_id)).size).toBe(20);
  });
});

describe('milestones, warnings and mutes', () => {
  it('tells an author when their post reaches 1 and 10 votes, once each', async () => {
    const author = await makeUser(db());
    const made = await makeThread(db(), { author, categoryId });
    const voters = await Promise.all(Array.from({ length: 10 }, () => makeUser(db())));
    for (const voter of voters) {
      const res = await t.call('POST', `/api/posts/${made.firstPost.id}/vote`, {
        token: voter.token,
        body: { vote_type: 1 },
      });
      expect(res.statusCode).toBe(200);
    }
    // Taking a vote back and giving it again does not repeat the milestone.
    await t.call('POST', `/api/posts/${made.firstPost.id}/vote`, {
      token: voters[0]!.token,
      body: { vote_type: 1 },
    });
    await t.call('POST', `/api/posts/${made.firstPost.id}/vote`, {
      token: voters[0]!.token,
      body: { vote_type: 1 },
    });
    const notes = (await list(author)).json().notifications;
    expect(notes.map((n: { detail: string }) => n.detail).sort()).toEqual(['1', '10']);
    expect(
      notes.every((n: { kind: string; actor: unknown }) => n.kind === 'vote_milestone' && !n.actor),
    ).toBe(true);
  });

  it('tells a member of a warning and a mute with the reason', async () => {
    const member = await makeUser(db());
    const warned = await t.call('POST', `/api/admin/users/${member.user.id}/warn`, {
      token: cast.moderator.token,
      body: { reason: 'Please keep it civil' },
    });
    expect(warned.statusCode).toBe(200);
    const muted = await t.call('POST', `/api/admin/users/${member.user.id}/mute`, {
      token: cast.moderator.token,
      body: { hours: 24, reason: 'Repeated insults' },
    });
    expect(muted.statusCode).toBe(200);
    const notes = (await list(member)).json().notifications;
    expect(notes.map((n: { kind: string; detail: string }) => [n.kind, n.detail])).toEqual([
      ['mute', 'Repeated insults'],
      ['warning', 'Please keep it civil'],
    ]);
  });
});

describe('reading notifications', () => {
  it('marks one and then all read; nobody can mark another member’s', async () => {
    const asker = await makeUser(db());
    const threadId = await startThread(asker);
    await reply(cast.member, threadId);
    await reply(cast.moderator, threadId);
    await settle();
    const [newest] = (await list(asker)).json().notifications;
    const other = await t.call('POST', `/api/notifications/${newest.id}/read`, { token: cast.member.token });
    expect(other.statusCode).toBe(404);
    const one = await t.call('POST', `/api/notifications/${newest.id}/read`, { token: asker.token });
    expect(one.json()).toEqual({ unread: 1 });
    const count = await t.call('GET', '/api/notifications/unread-count', { token: asker.token });
    expect(count.json()).toEqual({ unread: 1 });
    const all = await t.call('POST', '/api/notifications/read-all', { token: asker.token });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await list(asker)).json().notifications.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('paginates newest first', async () => {
    const asker = await makeUser(db());
    const threadId = await startThread(asker);
    for (let i = 0; i < 3; i++) await reply(cast.member, threadId, `Reply ${i}`);
    await reply(cast.moderator, threadId);
    await settle();
    const page1 = (await list(asker, '?limit=2')).json();
    const page2 = (await list(asker, '?limit=2&page=2')).json();
    expect(page1.pagination).toMatchObject({ page: 1, total: 4, totalPages: 2 });
    expect(page1.notifications[0].id).toBeGreaterThan(page1.notifications[1].id);
    expect(page1.notifications[1].id).toBeGreaterThan(page2.notifications[0].id);
  });
});

describe('access and bad input', () => {
  it('answers 401 to a guest and to a banned member, and serves muted and guest-role accounts', async () => {
    expect((await t.call('GET', '/api/notifications')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/notifications/read-all')).statusCode).toBe(401);
    expect((await list(cast.banned)).statusCode).toBe(401);
    expect((await list(cast.muted)).statusCode).toBe(200);
    const guestRole = await makeUser(db(), { role: 'guest' });
    expect((await list(guestRole)).statusCode).toBe(200);
    expect((await list(cast.admin)).statusCode).toBe(200);
  });

  it.each(['0', '-1', 'abc', '99999999999', '1.5', '%3Cscript%3E'])(
    'refuses notification id %s with 400',
    async (id) => {
      const res = await t.call('POST', `/api/notifications/${id}/read`, { token: cast.member.token });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBeTruthy();
    },
  );

  it.each(['?page=0', '?page=abc', '?limit=500', '?limit=-1', '?page=%F0%9F%98%80'])(
    'refuses list query %s with 400',
    async (query) => {
      const res = await list(cast.member, query);
      expect(res.statusCode).toBe(400);
    },
  );

  it('answers 404 for a notification that does not exist', async () => {
    const res = await t.call('POST', '/api/notifications/2147483647/read', { token: cast.member.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('@mentions', () => {
  it('notifies an active mentioned member once, ignores unknown and banned names, and caps at 10', async () => {
    const asker = await makeUser(db());
    const named = await makeUser(db());
    const banned = await makeUser(db(), { banned: true });
    const threadId = await startThread(asker);
    const postId = await reply(
      cast.member,
      threadId,
      `Ask @${named.user.username.toUpperCase()} and @${named.user.username}, not @nobody_here or @${banned.user.username}. <script>@x</script>`,
    );
    await settle();
    const notes = (await list(named)).json().notifications;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'mention', post_id: postId });
    expect(
      await db().selectFrom('notifications').select('id').where('user_id', '=', banned.user.id).execute(),
    ).toEqual([]);
    // The thread's starter hears of the reply as a reply, not twice.
    expect((await list(asker)).json().notifications.map((n: { kind: string }) => n.kind)).toEqual(['reply']);

    const many = Array.from({ length: 11 }, (_, i) => `@someone_${i}`).join(' ');
    const refused = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: { thread_id: threadId, content: many },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_MENTIONS', field: 'content' });
    const thousands = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: { thread_id: threadId, content: '@'.repeat(5000) },
    });
    expect(thousands.statusCode).toBe(201);
  });
});
