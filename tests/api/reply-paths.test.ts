import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeUser } from '../support/factories';
import { findCounterDrift, firstOpenCategoryId, makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// A reply takes one of two ways to the database (docs/decisions/058-a-reply-in-one-statement.md): a plain
// reply is one statement, and a reply with files, a rule hit or a first post to hold is a transaction. Both
// must refuse the same replies with the same answers, keep the posting pace, and take the member's and the
// thread's locks in the same order. A watched word sends a reply the transaction's way here.

let t: TestApp;
let categoryId: number;
let admin: MadeUser;
const WORD = 'zinfandel';
beforeAll(async () => {
  t = await createTestApp({ POST_INTERVAL_SECONDS: '5', NEW_MEMBER_HOURS: '0' });
  categoryId = await firstOpenCategoryId(t.database.db);
  admin = await makeUser(t.database.db, { role: 'admin' });
  const added = await t.call('POST', '/api/admin/watched-words', {
    token: admin.token,
    body: { word: WORD },
  });
  expect(added.statusCode).toBe(201);
});
afterAll(() => t.close());

const db = () => t.database.db;
const reply = (who: MadeUser, threadId: number, content: string, replyTo?: number) =>
  t.call('POST', '/api/posts', {
    token: who.token,
    body: { thread_id: threadId, content, ...(replyTo ? { reply_to_post_id: replyTo } : {}) },
  });
const lastPostedAt = async (who: MadeUser) =>
  (
    await db()
      .selectFrom('users')
      .select('last_posted_at')
      .where('id', '=', who.user.id)
      .executeTakeFirstOrThrow()
  ).last_posted_at;
const PLAIN = 'A plain reply';
const FLAGGED = `A reply that names ${WORD}`;
const WAYS = [
  ['one statement', PLAIN],
  ['transaction', FLAGGED],
] as const;
const either = (i: number) => (i % 2 === 0 ? PLAIN : FLAGGED);

describe.each(WAYS)('a reply by the %s way', (_way, content) => {
  it('refuses a locked, removed, held or missing thread with the same answers', async () => {
    const member = await makeUser(db());
    const author = await makeUser(db());
    const locked = await makeThread(db(), { author, categoryId, locked: true });
    const removed = await makeThread(db(), { author, categoryId, status: 'removed' });
    const held = await makeThread(db(), { author, categoryId, status: 'held' });
    const cases: [number, number, string][] = [
      [locked.thread.id, 403, 'THREAD_LOCKED'],
      [removed.thread.id, 404, 'NOT_FOUND'],
      [held.thread.id, 404, 'NOT_FOUND'],
      [2_000_000_000, 404, 'NOT_FOUND'],
    ];
    for (const [threadId, status, code] of cases) {
      const res = await reply(member, threadId, content);
      expect(res.statusCode, `thread ${threadId}`).toBe(status);
      expect(res.json().code).toBe(code);
    }
    // Staff see a removed thread and are told why it takes no reply.
    const staffRes = await reply(await makeUser(db(), { role: 'moderator' }), removed.thread.id, content);
    expect(staffRes.statusCode).toBe(403);
    expect(staffRes.json().code).toBe('THREAD_REMOVED');
    // A refused reply does not start the member's pause.
    expect(await lastPostedAt(member)).toBeNull();
    const open = await makeThread(db(), { author, categoryId });
    expect((await reply(member, open.thread.id, content)).statusCode).toBe(201);
    expect(await lastPostedAt(member)).not.toBeNull();
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('refuses a post answered from another thread or hidden, and records one in the thread', async () => {
    const member = await makeUser(db());
    const author = await makeUser(db());
    const here = await makeThread(db(), { author, categoryId });
    const elsewhere = await makeThread(db(), { author, categoryId });
    const hidden = await makePost(db(), { thread: here, author, status: 'held' });
    for (const postId of [elsewhere.firstPost.id, hidden.id]) {
      const res = await reply(member, here.thread.id, content, postId);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('REPLY_TO_NOT_FOUND');
    }
    expect(await lastPostedAt(member)).toBeNull();
    const res = await reply(member, here.thread.id, content, here.firstPost.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().post.reply_to).toMatchObject({ post_id: here.firstPost.id });
  });

  it('keeps the pace after a reply by either way, and staff set their last post time too', async () => {
    const member = await makeUser(db());
    const staff = await makeUser(db(), { role: 'moderator' });
    const open = await makeThread(db(), { author: await makeUser(db()), categoryId });
    for (const [first, second] of [
      [PLAIN, FLAGGED],
      [FLAGGED, PLAIN],
    ] as const) {
      await db()
        .updateTable('users')
        .set({ last_posted_at: null })
        .where('id', '=', member.user.id)
        .execute();
      expect((await reply(member, open.thread.id, first)).statusCode).toBe(201);
      const soon = await reply(member, open.thread.id, second);
      expect(soon.statusCode).toBe(429);
      expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await reply(staff, open.thread.id, content)).statusCode).toBe(201);
    expect((await reply(staff, open.thread.id, content)).statusCode).toBe(201);
    expect(await lastPostedAt(staff)).not.toBeNull();
  });
});

describe('both ways at once', () => {
  it('one member racing plain and flagged replies into one thread: one stored, no deadlock, no error', async () => {
    const member = await makeUser(db());
    const open = await makeThread(db(), { author: await makeUser(db()), categoryId });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => reply(member, open.thread.id, `${either(i)} ${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 429)).toBe(true);
    const stored = await sql<{ n: number }>`select count(*)::int as n from posts
      where thread_id = ${open.thread.id} and author_id = ${member.user.id}`.execute(db());
    expect(stored.rows[0]!.n).toBe(1);
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('staff racing both ways into one thread: every reply stored, counters exact', async () => {
    const staff = await makeUser(db(), { role: 'moderator' });
    const open = await makeThread(db(), { author: await makeUser(db()), categoryId });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => reply(staff, open.thread.id, `${either(i)} ${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    expect(await findCounterDrift(db())).toEqual([]);
  });
});
