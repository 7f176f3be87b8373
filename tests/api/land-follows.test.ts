import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../support/factories';
import { firstOpenCategoryId } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Following land (docs/decisions/039-land-references.md): a member who follows a section or a township hears
// of every post naming it, in any written form, like a watched thread; "My land" lists what they follow with
// the newest activity; it is theirs alone and goes with their data export.

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(() => t.close());
const settle = () => t.app.background.drain();

async function newThread(token: string, title: string, content: string): Promise<number> {
  const res = await t.call('POST', '/api/threads', {
    token,
    body: { category_id: categoryId, title, content },
  });
  expect(res.statusCode).toBe(201);
  return res.json().thread.id;
}

const notificationsOf = async (token: string) =>
  (
    (await t.call('GET', '/api/notifications', { token })).json().notifications as Array<{
      kind: string;
      thread: { id: number } | null;
    }>
  ).map((n) => ({ kind: n.kind, thread_id: n.thread?.id }));

describe('following a section or township', () => {
  it('notifies a follower of a new thread and of a reply naming it in another form, not of other land', async () => {
    const follower = await makeUser(t.database.db);
    const writer = await makeUser(t.database.db);
    const follow = await t.call('PUT', '/api/land-follows/ok-im-05n-03w', { token: follower.token });
    expect(follow.json()).toEqual({ key: 'ok-im-05n-03w', following: true });
    const section = await t.call('PUT', '/api/land-follows/ok-im-09n-06w-17', { token: follower.token });
    expect(section.statusCode).toBe(200);

    const about = await newThread(writer.token, 'Pooling nearby', 'A pooling in S20 T5N R3W, Grady County.');
    const elsewhere = await newThread(writer.token, 'Far away', 'Nothing near: 4-2N-4W.');
    await settle();
    let mine = await notificationsOf(follower.token);
    expect(mine.filter((n) => n.thread_id === about).map((n) => n.kind)).toEqual(['new_thread']);
    expect(mine.some((n) => n.thread_id === elsewhere)).toBe(false);

    const reply = await t.call('POST', '/api/posts', {
      token: writer.token,
      body: { thread_id: elsewhere, content: 'Also the NE/4 of Section 17, Township 9 North, Range 6 West.' },
    });
    expect(reply.statusCode).toBe(201);
    await settle();
    mine = await notificationsOf(follower.token);
    expect(mine.filter((n) => n.thread_id === elsewhere).map((n) => n.kind)).toEqual(['reply']);
  });

  it('lists My land with the newest activity, privately, and puts it in the data export', async () => {
    const member = await makeUser(t.database.db);
    const other = await makeUser(t.database.db);
    await t.call('PUT', '/api/land-follows/ok-im-12n-08w-36', { token: member.token });
    await t.call('PUT', '/api/land-follows/ok-im-18n-10w-07', { token: member.token });
    const thread = await newThread(other.token, 'Section 36 news', 'Permit on 36-12N-8W.');
    const mine = (await t.call('GET', '/api/land-follows', { token: member.token })).json();
    expect(mine.follows.map((f: { key: string }) => f.key)).toEqual(['ok-im-12n-08w-36', 'ok-im-18n-10w-07']);
    expect(mine.follows[0]).toMatchObject({
      title: 'Section 36-12N-8W',
      path: '/land/ok/im/12n/08w/36',
      newest: { thread_id: thread, title: 'Section 36 news' },
    });
    expect(mine.follows[1].newest).toBeNull();
    // Another member sees only their own (none).
    expect((await t.call('GET', '/api/land-follows', { token: other.token })).json().follows).toEqual([]);
    const exported = (await t.call('GET', '/api/auth/account/export', { token: member.token })).json();
    expect(exported.land_follows.map((f: { key: string }) => f.key)).toEqual([
      'ok-im-12n-08w-36',
      'ok-im-18n-10w-07',
    ]);

    const unfollow = await t.call('DELETE', '/api/land-follows/ok-im-18n-10w-07', { token: member.token });
    expect(unfollow.json()).toEqual({ key: 'ok-im-18n-10w-07', following: false });
    expect((await t.call('GET', '/api/land-follows', { token: member.token })).json().follows).toHaveLength(
      1,
    );
  });

  it.each([
    ['ok-im-05n-03w-37', 400],
    ['ok-im-99n-03w', 400],
    ['OK-IM-05N-03W', 400],
    ['a'.repeat(40), 400],
  ])('refuses to follow %s (%i)', async (key, status) => {
    const member = await makeUser(t.database.db);
    expect((await t.call('PUT', `/api/land-follows/${key}`, { token: member.token })).statusCode).toBe(
      status,
    );
  });

  it('asks a guest to sign in', async () => {
    expect((await t.call('PUT', '/api/land-follows/ok-im-05n-03w')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/land-follows')).statusCode).toBe(401);
  });
});
