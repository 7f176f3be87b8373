import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeUser } from '../support/factories';
import { makeThread, openCategoryIds } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// A muted category (docs/product.md#following-threads): nothing that comes only from following reaches the
// member, an explicit thread-level Watching still does, what is addressed to them still does, and its
// threads leave the New list.

let t: TestApp;
let mutedCategory: number;
let otherCategory: number;
beforeAll(async () => {
  t = await createTestApp();
  [mutedCategory = 0, otherCategory = 0] = await openCategoryIds(t.database.db, 2);
});
afterAll(() => t.close());

const db = () => t.database.db;
const settle = () => t.app.background.drain();
const startThread = async (author: MadeUser, categoryId = mutedCategory) => {
  const res = await t.call('POST', '/api/threads', {
    token: author.token,
    body: { category_id: categoryId, title: 'Lease bonus offer', content: 'Is this offer fair?' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().thread.id as number;
};
const reply = async (author: MadeUser, threadId: number, content = 'It looks low to me.') => {
  const res = await t.call('POST', '/api/posts', {
    token: author.token,
    body: { thread_id: threadId, content },
  });
  expect(res.statusCode).toBe(201);
  return res.json().post.id as number;
};
const setCategory = async (member: MadeUser, level: string) => {
  const res = await t.call('PUT', `/api/categories/${mutedCategory}/watch`, {
    token: member.token,
    body: { level },
  });
  expect(res.json()).toEqual({ level });
};
const notesOf = async (member: MadeUser) =>
  (await t.call('GET', '/api/notifications', { token: member.token })).json().notifications as {
    kind: string;
    post_id: number;
  }[];

describe('a muted category', () => {
  it('silences replies in threads the member watches only automatically, and unmuting restores them', async () => {
    const starter = await makeUser(db());
    const replier = await makeUser(db());
    const other = await makeUser(db());
    const threadId = await startThread(starter);
    await reply(replier, threadId);
    await settle();
    await setCategory(starter, 'muted');
    await setCategory(replier, 'muted');
    const silent = await reply(other, threadId);
    await settle();
    expect((await notesOf(starter)).map((n) => n.post_id)).not.toContain(silent);
    expect((await notesOf(replier)).map((n) => n.post_id)).not.toContain(silent);

    await setCategory(starter, 'normal');
    await setCategory(replier, 'normal');
    const heard = await reply(other, threadId, 'Ask for a higher royalty too.');
    await settle();
    expect((await notesOf(starter)).map((n) => n.post_id)).toContain(heard);
    expect((await notesOf(replier)).map((n) => n.post_id)).toContain(heard);
  });

  it('announces no new thread there, though a category watcher still hears of it', async () => {
    const muter = await makeUser(db());
    const watcher = await makeUser(db());
    await setCategory(muter, 'muted');
    await setCategory(watcher, 'watching');
    const threadId = await startThread(await makeUser(db()));
    await settle();
    const threadNotes = async (member: MadeUser) =>
      (await t.call('GET', '/api/notifications', { token: member.token }))
        .json()
        .notifications.filter((n: { thread: { id: number } }) => n.thread.id === threadId);
    expect(await threadNotes(muter)).toEqual([]);
    expect((await threadNotes(watcher)).map((n: { kind: string }) => n.kind)).toEqual(['new_thread']);
  });

  it('lets a thread the member chose to watch themselves still notify', async () => {
    const member = await makeUser(db());
    await setCategory(member, 'muted');
    const threadId = await startThread(await makeUser(db()));
    const watch = await t.call('PUT', `/api/threads/${threadId}/watch`, {
      token: member.token,
      body: { level: 'watching' },
    });
    expect(watch.json()).toEqual({ level: 'watching' });
    const postId = await reply(await makeUser(db()), threadId);
    await settle();
    expect(await notesOf(member)).toContainEqual(expect.objectContaining({ kind: 'reply', post_id: postId }));
  });

  it('still tells the member of a mention and of a reply to their own post', async () => {
    const member = await makeUser(db());
    await setCategory(member, 'muted');
    const threadId = await startThread(await makeUser(db()));
    const mine = await reply(member, threadId, 'My offer was lower.');
    const mention = await reply(
      await makeUser(db()),
      threadId,
      `What did you get, @${member.user.username}?`,
    );
    const answer = await t.call('POST', '/api/posts', {
      token: (await makeUser(db())).token,
      body: { thread_id: threadId, content: 'Same here.', reply_to_post_id: mine },
    });
    await settle();
    const notes = await notesOf(member);
    expect(notes).toContainEqual(expect.objectContaining({ kind: 'mention', post_id: mention }));
    expect(notes).toContainEqual(
      expect.objectContaining({ kind: 'reply_to_post', post_id: answer.json().post.id }),
    );
  });

  it('leaves its threads out of the New list until unmuted', async () => {
    const member = await makeUser(db());
    const author = await makeUser(db());
    await setCategory(member, 'muted');
    const hidden = await makeThread(db(), { author, categoryId: mutedCategory });
    const shown = await makeThread(db(), { author, categoryId: otherCategory });
    const newIds = async () =>
      (await t.call('GET', '/api/reading/new?limit=50', { token: member.token }))
        .json()
        .threads.map((th: { id: number }) => th.id);
    const muted = await newIds();
    expect(muted).not.toContain(hidden.thread.id);
    expect(muted).toContain(shown.thread.id);
    await setCategory(member, 'normal');
    expect(await newIds()).toContain(hidden.thread.id);
  });
});
