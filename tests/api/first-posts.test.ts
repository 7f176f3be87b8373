import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeCast, makeUser } from '../support/factories';
import { findCounterDrift, firstOpenCategoryId, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// A new member's first posts wait for a moderator (APPROVE_NEW_MEMBER_POSTS,
// docs/decisions/044-first-posts-held-and-ignoring.md): hidden from everyone but their author and staff, in the
// queue as "First post", published with their original time on approval (notifications, counters, search,
// feeds and the guest cache follow then), and a rejection tells the author why. The guest cache is on here so
// that a guest's stale copy would show.

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({ APPROVE_NEW_MEMBER_POSTS: '2', GUEST_CACHE_TTL_MS: '60000' });
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const settle = () => t.app.background.drain();
const word = () => `zyx${Math.random().toString(36).slice(2, 10)}`;

async function newThread(author: MadeUser, content: string, title = `Lease question ${word()}`) {
  const res = await t.call('POST', '/api/threads', {
    token: author.token,
    body: { category_id: categoryId, title, content },
  });
  expect(res.statusCode).toBe(201);
  return { ...(res.json().thread as { id: number; status: string; created_at: string }), title };
}
async function reply(author: MadeUser, threadId: number, content: string) {
  const res = await t.call('POST', '/api/posts', {
    token: author.token,
    body: { thread_id: threadId, content },
  });
  expect(res.statusCode).toBe(201);
  return res.json().post as { id: number; status: string; created_at: string };
}
const firstPostReports = (type: 'thread' | 'post', id: number) =>
  db()
    .selectFrom('reports')
    .selectAll()
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .where('source', '=', 'first-post')
    .execute();
async function notificationsOf(user: MadeUser) {
  const res = await t.call('GET', '/api/notifications', { token: user.token });
  expect(res.statusCode).toBe(200);
  return res.json().notifications as { kind: string; post_id: number | null; detail: string | null }[];
}
const guestSees = async (url: string) => (await t.call('GET', url)).body;

describe('a new member’s first thread', () => {
  it('waits for a moderator: only its author and staff see it, nowhere else', async () => {
    const author = await makeUser(db());
    const secret = word();
    const thread = await newThread(author, `My first question mentions ${secret}.`);
    expect(thread.status).toBe('held');
    const [report] = await firstPostReports('thread', thread.id);
    expect(report).toMatchObject({
      reasons: 'First post',
      rule: 'first-post',
      reporter_id: null,
      status: 'open',
    });

    // Guests, other members and the guest cache: 404 and absent from lists, search and feeds.
    expect((await t.call('GET', `/api/threads/${thread.id}`)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/threads/${thread.id}`, { token: cast.member.token })).statusCode).toBe(
      404,
    );
    expect(await guestSees('/api/threads?limit=100')).not.toContain(thread.title);
    const memberList = await t.call('GET', '/api/threads?limit=100', { token: cast.member.token });
    expect(memberList.body).not.toContain(thread.title);
    expect(await guestSees(`/api/search?q=${secret}`)).not.toContain(secret);
    expect(await guestSees('/latest.rss')).not.toContain(thread.title);

    // Its author sees it, marked held; staff find it in the queue under the source "first-post".
    const own = await t.call('GET', `/api/threads/${thread.id}`, { token: author.token });
    expect(own.statusCode).toBe(200);
    expect(own.json().thread.status).toBe('held');
    expect((await t.call('GET', '/api/threads?limit=100', { token: author.token })).body).toContain(
      thread.title,
    );
    const queue = await t.call('GET', '/api/reports?source=first-post&limit=100', {
      token: cast.moderator.token,
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().reports.find((r: { id: number }) => r.id === report?.id)).toMatchObject({
      source: 'first-post',
      target_status: 'held',
      target_thread_id: thread.id,
      target_author_username: author.user.username,
    });
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('appears with its original time on approval, and category watchers hear of it then, not before', async () => {
    const author = await makeUser(db());
    const watcher = await makeUser(db());
    const watch = await t.call('PUT', `/api/categories/${categoryId}/watch`, {
      token: watcher.token,
      body: { level: 'watching' },
    });
    expect(watch.statusCode).toBe(200);
    const thread = await newThread(author, 'Is a 3/16 royalty usual in Grady County?');
    await settle();
    expect((await notificationsOf(watcher)).filter((n) => n.kind === 'new_thread')).toEqual([]);
    // The guest's cached list, made while the thread waits.
    expect(await guestSees('/api/threads?limit=100')).not.toContain(thread.title);
    const before = await db()
      .selectFrom('categories')
      .select('thread_count')
      .where('id', '=', categoryId)
      .executeTakeFirstOrThrow();

    const [report] = await firstPostReports('thread', thread.id);
    const approve = await t.call('POST', `/api/reports/${report!.id}/approve`, {
      token: cast.moderator.token,
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().target_status).toBe('visible');

    const seen = await t.call('GET', `/api/threads/${thread.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().thread.created_at).toBe(thread.created_at);
    expect(await guestSees('/api/threads?limit=100')).toContain(thread.title);
    expect(await guestSees('/latest.rss')).toContain(thread.title);
    const after = await db()
      .selectFrom('categories')
      .select('thread_count')
      .where('id', '=', categoryId)
      .executeTakeFirstOrThrow();
    expect(after.thread_count).toBe(before.thread_count + 1);
    await settle();
    expect((await notificationsOf(watcher)).filter((n) => n.kind === 'new_thread')).toHaveLength(1);
    expect(await findCounterDrift(db())).toEqual([]);
  });
});

describe('a new member’s first reply', () => {
  it('is hidden from the thread for others, counted and announced only once approved', async () => {
    const starter = await makeUser(db());
    const made = await makeThread(db(), { author: starter.user });
    await t.call('PUT', `/api/threads/${made.thread.id}/watch`, {
      token: starter.token,
      body: { level: 'watching' },
    });
    const author = await makeUser(db());
    const secret = word();
    const post = await reply(author, made.thread.id, `Mine says ${secret} on page two.`);
    expect(post.status).toBe('held');
    expect(await firstPostReports('post', post.id)).toHaveLength(1);

    expect(await guestSees(`/api/threads/${made.thread.id}`)).not.toContain(secret);
    const otherView = await t.call('GET', `/api/threads/${made.thread.id}`, { token: cast.member.token });
    expect(otherView.body).not.toContain(secret);
    const ownView = await t.call('GET', `/api/threads/${made.thread.id}`, { token: author.token });
    expect(ownView.json().posts.find((p: { id: number }) => p.id === post.id)).toMatchObject({
      status: 'held',
    });
    const staffView = await t.call('GET', `/api/threads/${made.thread.id}`, { token: cast.admin.token });
    expect(staffView.body).toContain(secret);
    expect(await guestSees(`/api/search?q=${secret}`)).not.toContain(secret);
    expect((await t.call('GET', `/api/threads/${made.thread.id}`)).json().thread.reply_count).toBe(0);
    await settle();
    expect(await notificationsOf(starter)).toEqual([]);

    const [report] = await firstPostReports('post', post.id);
    expect(
      (await t.call('POST', `/api/reports/${report!.id}/approve`, { token: cast.admin.token })).statusCode,
    ).toBe(200);
    const thread = (await t.call('GET', `/api/threads/${made.thread.id}`)).json().thread;
    expect(thread.reply_count).toBe(1);
    expect(thread.last_post_at).toBe(post.created_at);
    const published = (await t.call('GET', `/api/threads/${made.thread.id}`)).json().posts;
    expect(published.find((p: { id: number }) => p.id === post.id)).toMatchObject({
      status: 'visible',
      created_at: post.created_at,
    });
    expect(await guestSees(`/api/search?q=${secret}`)).toContain(secret);
    await settle();
    expect((await notificationsOf(starter)).map((n) => [n.kind, n.post_id])).toEqual([['reply', post.id]]);
  });

  it('rejected: the post stays hidden and its author is told why, once', async () => {
    const made = await makeThread(db(), { author: cast.admin.user });
    const author = await makeUser(db());
    const post = await reply(author, made.thread.id, 'Call my office, we buy royalties.');
    const [report] = await firstPostReports('post', post.id);
    const remove = await t.call('POST', `/api/reports/${report!.id}/remove`, {
      token: cast.moderator.token,
      body: { reason: 'Offers to buy are not allowed here (Community Rules).' },
    });
    expect(remove.statusCode).toBe(200);
    expect((await t.call('GET', `/api/threads/${made.thread.id}`)).body).not.toContain('we buy royalties');
    const notes = await notificationsOf(author);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: 'post_rejected',
      detail: 'Offers to buy are not allowed here (Community Rules).',
    });
  });

  it('a rejected thread tells its author too, without a link to the thread they can no longer open', async () => {
    const author = await makeUser(db());
    const thread = await newThread(author, 'Selling my minerals, make an offer.');
    const [report] = await firstPostReports('thread', thread.id);
    const remove = await t.call('POST', `/api/reports/${report!.id}/remove`, {
      token: cast.moderator.token,
      body: { reason: '' },
    });
    expect(remove.statusCode).toBe(200);
    const res = await t.call('GET', '/api/notifications', { token: author.token });
    expect(res.json().notifications[0]).toMatchObject({
      kind: 'post_rejected',
      detail: null,
      thread: null,
      url: null,
    });
  });
});

describe('who is held, and until when', () => {
  it('holds a member until N of their posts were approved, then never again', async () => {
    const author = await makeUser(db());
    const made = await makeThread(db(), { author: cast.admin.user });
    for (let i = 0; i < 2; i++) {
      const post = await reply(author, made.thread.id, `Held reply number ${i + 1}`);
      expect(post.status).toBe('held');
      const [report] = await firstPostReports('post', post.id);
      await t.call('POST', `/api/reports/${report!.id}/approve`, { token: cast.moderator.token });
    }
    const third = await reply(author, made.thread.id, 'Now I am trusted.');
    expect(third.status).toBe('visible');
    expect(await firstPostReports('post', third.id)).toEqual([]);
    const thread = await newThread(author, 'My own thread at last.');
    expect(thread.status).toBe('visible');
  });

  it('never holds moderators or admins', async () => {
    for (const staff of [cast.moderator, cast.admin]) {
      const newStaff = await makeUser(db(), { role: staff.user.role });
      const thread = await newThread(newStaff, 'A notice from the moderators.');
      expect(thread.status).toBe('visible');
      expect(await firstPostReports('thread', thread.id)).toEqual([]);
    }
  });

  it('auto-moderation still applies: a first post with a phone number has both reports, and approval takes one decision', async () => {
    const author = await makeUser(db());
    const thread = await newThread(author, 'Call me at (405) 555-1234 about the lease.');
    expect(thread.status).toBe('held');
    const reports = await db()
      .selectFrom('reports')
      .select(['id', 'source', 'rule'])
      .where('target_type', '=', 'thread')
      .where('target_id', '=', thread.id)
      .orderBy('id')
      .execute();
    expect(new Set(reports.map((r) => r.source))).toEqual(new Set(['auto', 'first-post']));
    expect(reports.filter((r) => r.source === 'first-post')).toHaveLength(1);
    const firstPost = reports.find((r) => r.source === 'first-post')!;
    const approve = await t.call('POST', `/api/reports/${firstPost.id}/approve`, {
      token: cast.moderator.token,
    });
    expect(approve.json().closed_reports).toBe(reports.length);
  });

  it('refuses queue filters it does not know, and members and guests cannot decide', async () => {
    const bad = await t.call('GET', '/api/reports?source=<script>', { token: cast.moderator.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    const author = await makeUser(db());
    const thread = await newThread(author, 'Waiting thread for role checks.');
    const [report] = await firstPostReports('thread', thread.id);
    const url = `/api/reports/${report!.id}/approve`;
    expect((await t.call('POST', url)).statusCode).toBe(401);
    for (const who of [cast.member, cast.muted, author]) {
      expect((await t.call('POST', url, { token: who.token })).statusCode).toBe(403);
    }
    expect((await t.call('POST', url, { token: cast.banned.token })).statusCode).toBe(401);
    expect((await t.call('GET', `/api/threads/${thread.id}`)).statusCode).toBe(404);
  });
});

describe('with the setting at 0 (the default)', () => {
  it('publishes a brand-new member’s first thread and reply at once, with nothing in the queue', async () => {
    const plain = await createTestApp();
    try {
      const author = await makeUser(plain.database.db);
      const category = await firstOpenCategoryId(plain.database.db);
      const res = await plain.call('POST', '/api/threads', {
        token: author.token,
        body: { category_id: category, title: 'Plain first thread', content: 'Nothing held here.' },
      });
      expect(res.json().thread.status).toBe('visible');
      const post = await plain.call('POST', '/api/posts', {
        token: author.token,
        body: { thread_id: res.json().thread.id, content: 'A plain first reply.' },
      });
      expect(post.json().post.status).toBe('visible');
      const queued = await plain.database.db
        .selectFrom('reports')
        .select('id')
        .where('source', '=', 'first-post')
        .execute();
      expect(queued).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
