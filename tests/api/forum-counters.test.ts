import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountCategory, recountThread } from '../../src/server/forum/records/counters';
import { type MadeUser, makeUser } from '../support/factories';
import { findCounterDrift, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 3: reply_count, view_count, vote_count, post_count, thread_count and last_post_at stay exact under
// concurrency. On PostgreSQL these requests really run at once (a pool of 20 connections).

let t: TestApp;
let users: MadeUser[];
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  users = [];
  for (let i = 0; i < 100; i++) users.push(await makeUser(t.database.db));
  categoryId = (
    await t.database.db
      .insertInto('categories')
      .values({ name: 'Counters', slug: 'counters' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const db = () => t.database.db;

describe('counters under concurrency', () => {
  it('stay equal to a recount after 200 concurrent votes, 100 concurrent replies and views', async () => {
    // Written by someone outside the 100 voters: nobody votes on their own post.
    const writer = await makeUser(db());
    const made = await makeThread(db(), { author: writer, categoryId });
    const second = await makeThread(db(), { author: writer, categoryId });
    const requests = [
      // 200 votes: every user votes on the opening post; half vote on the other thread, half twice on it
      // at once (the two must end as one vote or none, never two).
      ...users.map((u, i) =>
        t.call('POST', `/api/posts/${made.firstPost.id}/vote`, {
          token: u.token,
          body: { vote_type: i % 3 === 0 ? -1 : 1 },
        }),
      ),
      ...users.slice(0, 50).map((u) =>
        t.call('POST', `/api/posts/${second.firstPost.id}/vote`, {
          token: u.token,
          body: { vote_type: 1 },
        }),
      ),
      ...users.slice(50, 75).flatMap((u) => [
        t.call('POST', `/api/posts/${second.firstPost.id}/vote`, {
          token: u.token,
          body: { vote_type: 1 },
        }),
        t.call('POST', `/api/posts/${second.firstPost.id}/vote`, {
          token: u.token,
          body: { vote_type: 1 },
        }),
      ]),
      // 100 replies, odd ones to the first thread; a quarter held by auto-moderation (not counted).
      ...users.map((u, i) =>
        t.call('POST', '/api/posts', {
          token: u.token,
          body: {
            thread_id: i % 2 ? made.thread.id : second.thread.id,
            content: i % 4 === 1 ? `Call 405-555-${1000 + i}` : `Reply ${i}`,
          },
        }),
      ),
      // Views from 20 users, each twice.
      ...users
        .slice(0, 20)
        .flatMap((u) => [
          t.call('GET', `/api/threads/${made.thread.id}`, { token: u.token }),
          t.call('GET', `/api/threads/${made.thread.id}`, { token: u.token }),
        ]),
    ];
    const responses = await Promise.all(requests);
    const failures = responses.filter((r) => r.statusCode >= 300).map((r) => `${r.statusCode} ${r.body}`);
    expect(failures).toEqual([]);

    expect(await findCounterDrift(db())).toEqual([]);
    const thread = await db()
      .selectFrom('threads')
      .selectAll()
      .where('id', '=', made.thread.id)
      .executeTakeFirstOrThrow();
    // Users 0, 3, ..., 99 (34 of them) voted -1 and the other 66 voted +1; 50 replies went to this thread,
    // 25 of them held (i = 1, 5, ..., 97).
    expect(thread.vote_count).toBe(66 - 34);
    expect(thread.reply_count).toBe(25);
    expect(thread.view_count).toBe(20);
    const category = await db()
      .selectFrom('categories')
      .selectAll()
      .where('id', '=', categoryId)
      .executeTakeFirstOrThrow();
    expect(category.thread_count).toBe(2);
    expect(category.post_count).toBe(2 + 75);
  });

  it('recountThread and recountCategory repair counters that drifted', async () => {
    const made = await makeThread(db(), { author: users[2]!, categoryId });
    await db()
      .updateTable('threads')
      .set({ reply_count: 99, vote_count: -5, last_post_at: new Date(0) })
      .where('id', '=', made.thread.id)
      .execute();
    await db()
      .updateTable('categories')
      .set({ thread_count: 0, post_count: 0, last_post_at: null })
      .where('id', '=', categoryId)
      .execute();
    expect((await findCounterDrift(db())).length).toBeGreaterThan(0);
    await recountThread(db(), made.thread.id);
    await recountCategory(db(), categoryId);
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('deleting a thread concurrently with replies to it leaves the category exact', async () => {
    const made = await makeThread(db(), { author: users[3]!, categoryId });
    const moderator = await makeUser(db(), { role: 'moderator' });
    const responses = await Promise.all([
      ...users.slice(0, 10).map((u) =>
        t.call('POST', '/api/posts', {
          token: u.token,
          body: { thread_id: made.thread.id, content: 'racing' },
        }),
      ),
      t.call('DELETE', `/api/threads/${made.thread.id}`, { token: moderator.token }),
      ...users.slice(10, 20).map((u) =>
        t.call('POST', '/api/posts', {
          token: u.token,
          body: { thread_id: made.thread.id, content: 'racing' },
        }),
      ),
    ]);
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 200 || r.statusCode === 404)).toBe(
      true,
    );
    expect(await findCounterDrift(db())).toEqual([]);
  });
});
