import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast } from '../support/factories';
import { findCounterDrift, makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
  categoryId = (
    await t.database.db
      .insertInto('categories')
      .values({ name: 'Staff', slug: 'staff-test' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const auditFor = (threadId: number) =>
  db()
    .selectFrom('audit_log')
    .select(['action_type', 'admin_username'])
    .where('target_type', '=', 'thread')
    .where('target_id', '=', threadId)
    .orderBy('id')
    .execute();

describe('pin, lock and delete (moderators and admins)', () => {
  it('pins and unpins, answering the thread, and audits each', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId });
    const pin = await t.call('POST', `/api/threads/${made.thread.id}/pin`, {
      token: cast.moderator.token,
      body: { pinned: true },
    });
    expect(pin.statusCode).toBe(200);
    expect(pin.json().thread).toMatchObject({ id: made.thread.id, is_pinned: 1 });
    const unpin = await t.call('POST', `/api/threads/${made.thread.id}/pin`, {
      token: cast.admin.token,
      body: { pinned: false },
    });
    expect(unpin.json().thread.is_pinned).toBe(0);
    expect(await auditFor(made.thread.id)).toEqual([
      { action_type: 'pin_thread', admin_username: cast.moderator.user.username },
      { action_type: 'unpin_thread', admin_username: cast.admin.user.username },
    ]);
  });

  it('locks and unlocks; a locked thread refuses replies until unlocked', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId });
    const lock = await t.call('POST', `/api/threads/${made.thread.id}/lock`, {
      token: cast.moderator.token,
      body: { locked: true },
    });
    expect(lock.json().thread.is_locked).toBe(1);
    const reply = () =>
      t.call('POST', '/api/posts', {
        token: cast.member.token,
        body: { thread_id: made.thread.id, content: 'hi' },
      });
    expect((await reply()).statusCode).toBe(403);
    await t.call('POST', `/api/threads/${made.thread.id}/lock`, {
      token: cast.moderator.token,
      body: { locked: false },
    });
    expect((await reply()).statusCode).toBe(201);
    expect((await auditFor(made.thread.id)).map((a) => a.action_type)).toEqual([
      'lock_thread',
      'unlock_thread',
    ]);
  });

  it('deletes permanently with posts, votes and views, keeping the category counters exact', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId, title: 'Doomed' });
    const reply = await makePost(db(), { thread: made, author: cast.admin });
    await t.call('POST', `/api/posts/${reply.id}/vote`, { token: cast.member.token, body: { vote_type: 1 } });
    await t.call('GET', `/api/threads/${made.thread.id}`);
    const res = await t.call('DELETE', `/api/threads/${made.thread.id}`, { token: cast.moderator.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(true);
    expect((await t.call('GET', `/api/threads/${made.thread.id}`)).statusCode).toBe(404);
    const left = await sql<{ posts: number; votes: number; views: number }>`
      select (select count(*) from posts where thread_id = ${made.thread.id})::int as posts,
             (select count(*) from post_votes where post_id = ${reply.id})::int as votes,
             (select count(*) from thread_views where thread_id = ${made.thread.id})::int as views`.execute(
      db(),
    );
    expect(left.rows[0]).toEqual({ posts: 0, votes: 0, views: 0 });
    expect(await auditFor(made.thread.id)).toEqual([
      { action_type: 'delete_thread', admin_username: cast.moderator.user.username },
    ]);
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('refuses members (403) and guests (401), changing nothing', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId });
    const id = made.thread.id;
    for (const [method, url, body] of [
      ['POST', `/api/threads/${id}/pin`, { pinned: true }],
      ['POST', `/api/threads/${id}/lock`, { locked: true }],
      ['DELETE', `/api/threads/${id}`, undefined],
    ] as const) {
      expect((await t.call(method, url, { token: cast.member.token, body })).statusCode).toBe(403);
      expect((await t.call(method, url, { body })).statusCode).toBe(401);
    }
    const row = await db()
      .selectFrom('threads')
      .select(['is_pinned', 'is_locked'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_pinned: false, is_locked: false });
    expect(await auditFor(id)).toEqual([]);
  });

  it('answers 404 for unknown threads and 400 for a missing or non-boolean flag', async () => {
    expect(
      (await t.call('POST', '/api/threads/99999999/pin', { token: cast.admin.token, body: { pinned: true } }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', '/api/threads/99999999', { token: cast.admin.token })).statusCode).toBe(
      404,
    );
    const made = await makeThread(db(), { author: cast.member, categoryId });
    const bad = await t.call('POST', `/api/threads/${made.thread.id}/pin`, {
      token: cast.admin.token,
      body: { pinned: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('pinned must be true or false');
    const missing = await t.call('POST', `/api/threads/${made.thread.id}/lock`, {
      token: cast.admin.token,
      body: {},
    });
    expect(missing.statusCode).toBe(400);
  });
});
