import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const vote = (postId: number, vote_type: unknown, token = cast.member.token) =>
  t.call('POST', `/api/posts/${postId}/vote`, { token, body: { vote_type } });

describe('POST /api/posts/:id/vote', () => {
  it('casts, removes on the same vote again, and switches on the opposite vote', async () => {
    const made = await makeThread(db(), { author: cast.admin, categoryId });
    const reply = await makePost(db(), { thread: made, author: cast.admin });
    const up = await vote(reply.id, 1);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ post_id: reply.id, vote_count: 1, user_vote: 1 });
    expect((await vote(reply.id, 1)).json()).toEqual({ post_id: reply.id, vote_count: 0, user_vote: 0 });
    expect((await vote(reply.id, -1)).json()).toEqual({ post_id: reply.id, vote_count: -1, user_vote: -1 });
    expect((await vote(reply.id, 1)).json()).toEqual({ post_id: reply.id, vote_count: 1, user_vote: 1 });
    const rows = await db().selectFrom('post_votes').selectAll().where('post_id', '=', reply.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.vote).toBe(1);
  });

  it("keeps the thread's vote_count equal to its first post's", async () => {
    const made = await makeThread(db(), { author: cast.admin, categoryId });
    await vote(made.firstPost.id, 1);
    await vote(made.firstPost.id, -1, cast.moderator.token);
    await vote(made.firstPost.id, 1, (await makeUser(db())).token);
    const { thread, posts } = (
      await t.call('GET', `/api/threads/${made.thread.id}`, { token: cast.member.token })
    ).json();
    expect(thread.vote_count).toBe(1);
    expect(posts[0]).toMatchObject({ vote_count: 1, user_vote: 1 });
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it.each([0, 2, -2, '1', null, 1.5])('refuses vote_type %s with 400, storing nothing', async (value) => {
    const made = await makeThread(db(), { author: cast.admin, categoryId });
    const res = await vote(made.firstPost.id, value);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('vote_type must be 1 or -1');
    expect(
      await db().selectFrom('post_votes').selectAll().where('post_id', '=', made.firstPost.id).execute(),
    ).toEqual([]);
  });

  it('answers 404 for posts the voter cannot see and 403 for their own held post', async () => {
    const author = await makeUser(db());
    const made = await makeThread(db(), { author: cast.admin, categoryId });
    const held = await makePost(db(), { thread: made, author, status: 'held' });
    const removed = await makePost(db(), { thread: made, author, status: 'removed' });
    const heldThread = await makeThread(db(), { author, categoryId, status: 'held' });
    expect((await vote(held.id, 1)).statusCode).toBe(404);
    expect((await vote(removed.id, 1)).statusCode).toBe(404);
    expect((await vote(heldThread.firstPost.id, 1)).statusCode).toBe(404);
    expect((await vote(99_999_999, 1)).statusCode).toBe(404);
    const own = await vote(held.id, 1, author.token);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('NOT_PUBLISHED');
    expect(
      await db().selectFrom('post_votes').selectAll().where('post_id', 'in', [held.id, removed.id]).execute(),
    ).toEqual([]);
  });

  it('refuses a vote on your own post (403 OWN_POST), for every role, storing nothing', async () => {
    for (const author of [cast.member, cast.moderator, cast.admin]) {
      const made = await makeThread(db(), { author, categoryId });
      const reply = await makePost(db(), { thread: made, author });
      for (const postId of [made.firstPost.id, reply.id]) {
        const res = await vote(postId, 1, author.token);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'OWN_POST', error: 'You cannot vote on your own post.' });
      }
      const rows = await db()
        .selectFrom('post_votes')
        .selectAll()
        .where('post_id', 'in', [made.firstPost.id, reply.id])
        .execute();
      expect(rows).toEqual([]);
    }
  });

  it('refuses guests (401), muted members and guest accounts (403)', async () => {
    const made = await makeThread(db(), { author: cast.admin, categoryId });
    const guestRole = await makeUser(db(), { role: 'guest' });
    expect(
      (await t.call('POST', `/api/posts/${made.firstPost.id}/vote`, { body: { vote_type: 1 } })).statusCode,
    ).toBe(401);
    expect((await vote(made.firstPost.id, 1, cast.muted.token)).statusCode).toBe(403);
    expect((await vote(made.firstPost.id, 1, guestRole.token)).statusCode).toBe(403);
  });
});
