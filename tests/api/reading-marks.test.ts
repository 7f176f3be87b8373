import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_DAYS } from '../../src/server/forum/reading/reading-lists';
import { recountThread } from '../../src/server/forum/records/counters';
import { type MadeUser, makeCast, makeUser } from '../support/factories';
import { firstOpenCategoryId, type MadeThread, makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The marks of a thread list on screen, GET /api/reading/marks (docs/product.md#following-threads): "never
// opened" or the number of visible posts after the read position, with the Unread list's rules.

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
const thread = (author: MadeUser = cast.moderator, status: 'visible' | 'held' | 'removed' = 'visible') =>
  makeThread(db(), { author, categoryId, status });
const post = (made: MadeThread, status: 'visible' | 'held' | 'removed' = 'visible') =>
  makePost(db(), { thread: made, author: cast.member, status });
const read = async (user: MadeUser, made: MadeThread, postId = made.firstPost.id) => {
  const res = await t.call('POST', `/api/threads/${made.thread.id}/read`, {
    token: user.token,
    body: { post_id: postId },
  });
  expect(res.statusCode).toBe(200);
};
const marksCall = (user: MadeUser | null, ids: string) =>
  t.call('GET', `/api/reading/marks?ids=${ids}`, user ? { token: user.token } : {});
const marks = async (user: MadeUser, threads: MadeThread[]) => {
  const res = await marksCall(user, threads.map((made) => made.thread.id).join(','));
  expect(res.statusCode).toBe(200);
  return res.json().marks as { thread_id: number; opened: boolean; new_posts: number }[];
};

describe('list marks', () => {
  it('marks never-opened threads and counts visible posts after the read position', async () => {
    const reader = await makeUser(db());

    const unreadReplies = await thread();
    await read(reader, unreadReplies);
    await post(unreadReplies);
    await post(unreadReplies, 'held');
    await post(unreadReplies, 'removed');
    await post(unreadReplies);

    const upToDate = await thread();
    await post(upToDate);
    const last = await post(upToDate);
    await read(reader, upToDate, last.id);

    // Every post after the position removed later: nothing to show.
    const allRemoved = await thread();
    await read(reader, allRemoved);
    const gone = await post(allRemoved);
    await db().updateTable('posts').set({ status: 'removed' }).where('id', '=', gone.id).execute();
    await recountThread(db(), allRemoved.thread.id);

    const neverOpened = await thread();
    await post(neverOpened);
    const ownThread = await thread(reader);
    // Older than the New list's window: not "not opened yet", or a new member would see it on every row.
    const oldThread = await thread();
    await db()
      .updateTable('threads')
      .set({ created_at: new Date(Date.now() - (NEW_DAYS + 1) * 86_400_000) })
      .where('id', '=', oldThread.thread.id)
      .execute();

    const muted = await thread();
    await read(reader, muted);
    await post(muted);
    const mute = await t.call('PUT', `/api/threads/${muted.thread.id}/watch`, {
      token: reader.token,
      body: { level: 'muted' },
    });
    expect(mute.statusCode).toBe(200);

    const answer = await marks(reader, [
      unreadReplies,
      upToDate,
      allRemoved,
      neverOpened,
      ownThread,
      muted,
      oldThread,
    ]);
    expect(answer).toEqual(
      [
        { thread_id: unreadReplies.thread.id, opened: true, new_posts: 2 },
        { thread_id: neverOpened.thread.id, opened: false, new_posts: 0 },
      ].sort((a, b) => a.thread_id - b.thread_id),
    );
  });

  it('never shows a held or removed thread, to members or staff, opened or not', async () => {
    const reader = await makeUser(db());
    const held = await thread(cast.moderator);
    const removed = await thread(cast.moderator);
    for (const made of [held, removed]) {
      await read(reader, made);
      await read(cast.admin, made);
      await post(made);
    }
    const heldNeverOpened = await thread(cast.admin, 'held');
    const removedNeverOpened = await thread(cast.admin, 'removed');
    await db().updateTable('threads').set({ status: 'held' }).where('id', '=', held.thread.id).execute();
    await db()
      .updateTable('threads')
      .set({ status: 'removed' })
      .where('id', '=', removed.thread.id)
      .execute();
    const all = [held, removed, heldNeverOpened, removedNeverOpened];
    for (const who of [reader, cast.member, cast.moderator]) expect(await marks(who, all)).toEqual([]);
    expect(await marks(cast.admin, all)).toEqual([]);
  });

  it('answers once per thread however often it is asked for, and ignores unknown ids', async () => {
    const reader = await makeUser(db());
    const made = await thread();
    const id = made.thread.id;
    const res = await marksCall(reader, `${id},${id},${id},2147483647`);
    expect(res.statusCode).toBe(200);
    expect(res.json().marks).toEqual([{ thread_id: id, opened: false, new_posts: 0 }]);
  });
});

describe('roles and bad input', () => {
  it('answers 401 to guests and banned members, and each signed-in role', async () => {
    const made = await thread(cast.admin);
    const ids = String(made.thread.id);
    expect((await marksCall(null, ids)).statusCode).toBe(401);
    expect((await marksCall(cast.banned, ids)).statusCode).toBe(401);
    const guestRole = await makeUser(db(), { role: 'guest' });
    for (const who of [guestRole, cast.member, cast.muted, cast.moderator]) {
      const res = await marksCall(who, ids);
      expect(res.statusCode, who.user.role).toBe(200);
      expect(res.json().marks).toEqual([{ thread_id: made.thread.id, opened: false, new_posts: 0 }]);
    }
    // The admin started it: not "never opened".
    expect((await marksCall(cast.admin, ids)).json().marks).toEqual([]);
  });

  const fifty = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
  it.each([
    ['no ids', ''],
    ['an empty value', 'ids='],
    ['words', 'ids=abc'],
    ['a negative id', 'ids=-4'],
    ['zero', 'ids=0'],
    ['a fraction', 'ids=1.5'],
    ['a trailing comma', 'ids=1,'],
    ['an id past the integer range', 'ids=99999999999'],
    ['an id just past 32 bits', 'ids=2147483648'],
    ['51 ids', `ids=${fifty},51`],
    ['a huge list', `ids=${'1,'.repeat(5000)}1`],
    ['a repeated parameter', 'ids=1&ids=2'],
    ['a bracket array', 'ids[]=1&ids[]=2'],
    ['an SQL fragment', `ids=${encodeURIComponent('1) or (1=1')}`],
  ])('answers 400 to %s', async (_label, query) => {
    const res = await t.call('GET', `/api/reading/marks?${query}`, { token: cast.member.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBeTruthy();
  });

  it('takes exactly 50 ids', async () => {
    const res = await t.call('GET', `/api/reading/marks?ids=${fifty}`, { token: cast.member.token });
    expect(res.statusCode).toBe(200);
  });
});
