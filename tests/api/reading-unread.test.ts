import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountThread } from '../../src/server/forum/records/counters';
import { type MadeUser, makeCast, makeUser } from '../support/factories';
import { firstOpenCategoryId, type MadeThread, makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Which threads the Unread list shows and with what counts (docs/product.md#following-threads), pinned
// case by case: the list's query is tuned for speed (docs/decisions/030-unread-list-in-one-query.md),
// and this test must fail if tuning changes an answer.

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
const thread = (author: MadeUser = cast.moderator) => makeThread(db(), { author, categoryId });
const post = (made: MadeThread, status: 'visible' | 'held' | 'removed' = 'visible') =>
  makePost(db(), { thread: made, author: cast.member, status });
const read = async (user: MadeUser, made: MadeThread, postId = made.firstPost.id) => {
  const res = await t.call('POST', `/api/threads/${made.thread.id}/read`, {
    token: user.token,
    body: { post_id: postId },
  });
  expect(res.statusCode).toBe(200);
};
const watch = async (user: MadeUser, made: MadeThread, level: 'watching' | 'muted') => {
  const res = await t.call('PUT', `/api/threads/${made.thread.id}/watch`, {
    token: user.token,
    body: { level },
  });
  expect(res.statusCode).toBe(200);
};
const remove = async (postId: number, threadId: number) => {
  await db().updateTable('posts').set({ status: 'removed' }).where('id', '=', postId).execute();
  await recountThread(db(), threadId);
};
const unread = async (user: MadeUser, query = '?limit=50') => {
  const res = await t.call('GET', `/api/reading/unread${query}`, { token: user.token });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('the Unread list', () => {
  it('lists exactly the opened threads with visible posts after the read position, with their counts', async () => {
    const reader = await makeUser(db());
    const other = await makeUser(db());
    const url = (made: MadeThread, postId: number, page = 1) =>
      `/thread/${made.thread.id}${page > 1 ? `?page=${page}` : ''}#post-${postId}`;
    const listed: { made: MadeThread; new_posts: number; url: string; author_username?: string }[] = [];

    // Normal level: removed and held replies are not counted, visible ones are.
    const normal = await thread();
    await read(reader, normal);
    const n1 = await post(normal);
    await post(normal, 'removed');
    await post(normal, 'held');
    await post(normal);
    listed.push({ made: normal, new_posts: 2, url: url(normal, n1.id) });

    const watched = await thread();
    await watch(reader, watched, 'watching');
    await read(reader, watched);
    const w1 = await post(watched);
    listed.push({ made: watched, new_posts: 1, url: url(watched, w1.id) });

    const muted = await thread();
    await read(reader, muted);
    await watch(reader, muted, 'muted');
    await post(muted);

    // Every new post removed by moderation afterwards: nothing left to read.
    const allRemoved = await thread();
    await read(reader, allRemoved);
    const gone = await post(allRemoved);
    await remove(gone.id, allRemoved.thread.id);

    // A member's own reply moves their position past everything before it.
    const ownLast = await thread();
    await read(reader, ownLast);
    await post(ownLast);
    const own = await t.call('POST', '/api/posts', {
      token: reader.token,
      body: { thread_id: ownLast.thread.id, content: 'My own answer about the lease.' },
    });
    expect(own.statusCode).toBe(201);
    const ownThenOther = await thread();
    await read(reader, ownThenOther);
    await post(ownThenOther);
    const own2 = await t.call('POST', '/api/posts', {
      token: reader.token,
      body: { thread_id: ownThenOther.thread.id, content: 'My own answer about the pooling order.' },
    });
    expect(own2.statusCode).toBe(201);
    const after = await post(ownThenOther);
    listed.push({ made: ownThenOther, new_posts: 1, url: url(ownThenOther, after.id) });

    // Removed and held threads leave the list; a thread never opened is not in it.
    const removedThread = await thread();
    await read(reader, removedThread);
    await post(removedThread);
    const heldThread = await thread();
    await read(reader, heldThread);
    await post(heldThread);
    await db()
      .updateTable('threads')
      .set({ status: sql`case when id = ${removedThread.thread.id} then 'removed' else 'held' end` })
      .where('id', 'in', [removedThread.thread.id, heldThread.thread.id])
      .execute();
    const neverOpened = await thread();
    await post(neverOpened);

    // Removing a post before the position, or the post at it, changes nothing after it.
    const removedBefore = await thread();
    const b1 = await post(removedBefore);
    const b2 = await post(removedBefore);
    await read(reader, removedBefore, b2.id);
    await remove(b1.id, removedBefore.thread.id);
    await remove(b2.id, removedBefore.thread.id);
    const b3 = await post(removedBefore);
    await post(removedBefore);
    listed.push({ made: removedBefore, new_posts: 2, url: url(removedBefore, b3.id) });

    // A deleted member's thread shows under the placeholder name.
    const departed = await makeUser(db());
    const byDeleted = await thread(departed);
    await db().updateTable('users').set({ is_deleted: true }).where('id', '=', departed.user.id).execute();
    await read(reader, byDeleted);
    const d1 = await post(byDeleted);
    listed.push({ made: byDeleted, new_posts: 1, url: url(byDeleted, d1.id), author_username: '[deleted]' });

    // A long thread: the first unread post is the 57th, on page 2 of 50.
    const long = await thread();
    const replies = await db()
      .insertInto('posts')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          thread_id: long.thread.id,
          author_id: cast.member.user.id,
          content: `Reply ${i + 1}`,
          cooked: `<p>Reply ${i + 1}</p>`,
          cooked_version: long.firstPost.cooked_version,
        })),
      )
      .returning('id')
      .execute();
    await recountThread(db(), long.thread.id);
    await read(reader, long, replies[54]!.id);
    listed.push({ made: long, new_posts: 5, url: url(long, replies[55]!.id, 2) });

    // Another member's read position changes nothing for the reader.
    await read(other, normal, n1.id);

    // Newest activity first: the order is fixed here, after all the posting.
    const order = [...listed].reverse();
    for (const [i, entry] of order.entries()) {
      await db()
        .updateTable('threads')
        .set({ last_post_at: sql`timestamptz '2100-01-01' + make_interval(days => ${i})` })
        .where('id', '=', entry.made.thread.id)
        .execute();
    }
    const body = await unread(reader);
    expect(body.threads).toEqual(
      listed.map((entry) => ({
        id: entry.made.thread.id,
        title: entry.made.thread.title,
        reply_count: expect.any(Number),
        last_post_at: expect.any(String),
        author_username: entry.author_username ?? cast.moderator.user.username,
        new_posts: entry.new_posts,
        url: entry.url,
        // None of these threads has an accepted answer.
        solved: false,
      })),
    );
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 6, totalPages: 1 });
    const page2 = await unread(reader, '?limit=3&page=2');
    expect(page2.threads.map((th: { id: number }) => th.id)).toEqual(
      listed.slice(3, 6).map((entry) => entry.made.thread.id),
    );
    expect(page2.pagination).toEqual({ page: 2, limit: 3, total: 6, totalPages: 2 });
    expect((await unread(reader, '?limit=3&page=9')).threads).toEqual([]);

    // The other reader has only the thread they opened, counted from their own position.
    const theirs = await unread(other);
    expect(theirs.threads.map((th: { id: number; new_posts: number }) => [th.id, th.new_posts])).toEqual([
      [normal.thread.id, 1],
    ]);
  });
});
