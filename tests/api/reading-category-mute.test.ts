import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeUser } from '../support/factories';
import { openCategoryIds } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// What a muted category does to the reading side (docs/product.md#following-threads): the thread page shows
// the level that applies (Muted through the category, not the automatic Watching of a thread the member
// started or replied to), and its threads leave the Unread list and the list marks, unless the member chose
// the thread's level themselves.

let t: TestApp;
let mutedCategory: number;
let otherCategory: number;
beforeAll(async () => {
  t = await createTestApp();
  [mutedCategory = 0, otherCategory = 0] = await openCategoryIds(t.database.db, 2);
});
afterAll(() => t.close());

const db = () => t.database.db;
const startThread = async (author: MadeUser, categoryId = mutedCategory) => {
  const res = await t.call('POST', '/api/threads', {
    token: author.token,
    body: { category_id: categoryId, title: 'Division order question', content: 'Is this decimal right?' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().thread.id as number;
};
const reply = async (author: MadeUser, threadId: number) => {
  const res = await t.call('POST', '/api/posts', {
    token: author.token,
    body: { thread_id: threadId, content: 'Check the net acres first.' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().post.id as number;
};
const setCategory = async (member: MadeUser, level: string, categoryId = mutedCategory) => {
  const res = await t.call('PUT', `/api/categories/${categoryId}/watch`, {
    token: member.token,
    body: { level },
  });
  expect(res.json()).toEqual({ level });
};
const setThread = async (member: MadeUser, threadId: number, level: string) => {
  const res = await t.call('PUT', `/api/threads/${threadId}/watch`, { token: member.token, body: { level } });
  expect(res.json()).toEqual({ level });
};
const watchOf = async (member: MadeUser, threadId: number) => {
  const res = await t.call('GET', `/api/threads/${threadId}/reading`, { token: member.token });
  expect(res.statusCode).toBe(200);
  const { level, category_muted } = res.json();
  return { level, category_muted };
};
const automaticRow = (member: MadeUser, threadId: number) =>
  db()
    .selectFrom('thread_watches')
    .select(['level', 'automatic'])
    .where('user_id', '=', member.user.id)
    .where('thread_id', '=', threadId)
    .executeTakeFirst();
const unreadIds = async (member: MadeUser) => {
  const res = await t.call('GET', '/api/reading/unread?limit=50', { token: member.token });
  expect(res.statusCode).toBe(200);
  return (res.json().threads as { id: number }[]).map((row) => row.id);
};
const markedIds = async (member: MadeUser, ids: number[]) => {
  const res = await t.call('GET', `/api/reading/marks?ids=${ids.join(',')}`, { token: member.token });
  expect(res.statusCode).toBe(200);
  return (res.json().marks as { thread_id: number }[]).map((mark) => mark.thread_id);
};

describe('the thread page in a muted category', () => {
  it('shows Muted through the category for an automatic watch, and the chosen level once the member picks one', async () => {
    const member = await makeUser(db());
    const started = await startThread(member);
    const repliedTo = await startThread(await makeUser(db()));
    await reply(member, repliedTo);
    expect(await automaticRow(member, started)).toEqual({ level: 'watching', automatic: true });
    expect(await automaticRow(member, repliedTo)).toEqual({ level: 'watching', automatic: true });
    expect(await watchOf(member, started)).toEqual({ level: 'watching', category_muted: false });

    await setCategory(member, 'muted');
    expect(await watchOf(member, started)).toEqual({ level: 'muted', category_muted: true });
    expect(await watchOf(member, repliedTo)).toEqual({ level: 'muted', category_muted: true });
    // A thread the member never touched: muted through the category as well.
    const untouched = await startThread(await makeUser(db()));
    expect(await watchOf(member, untouched)).toEqual({ level: 'muted', category_muted: true });

    // Watching chosen on the page overrides the category; so does Normal.
    await setThread(member, repliedTo, 'watching');
    expect(await watchOf(member, repliedTo)).toEqual({ level: 'watching', category_muted: false });
    await setThread(member, untouched, 'normal');
    expect(await watchOf(member, untouched)).toEqual({ level: 'normal', category_muted: false });

    await setCategory(member, 'normal');
    expect(await watchOf(member, started)).toEqual({ level: 'watching', category_muted: false });
  });

  it('shows Watching for an unwatched thread of a watched category, Normal elsewhere', async () => {
    const member = await makeUser(db());
    await setCategory(member, 'watching', otherCategory);
    const watched = await startThread(await makeUser(db()), otherCategory);
    const plain = await startThread(await makeUser(db()));
    expect(await watchOf(member, watched)).toEqual({ level: 'watching', category_muted: false });
    expect(await watchOf(member, plain)).toEqual({ level: 'normal', category_muted: false });
  });
});

describe('the Unread list and the list marks with a muted category', () => {
  it('leave out its threads unless the member chose the thread’s level themselves', async () => {
    const member = await makeUser(db());
    const other = await makeUser(db());
    // Each thread has a reply the member has not read: automatic watch by replying, automatic by starting,
    // watched by hand, set to Normal by hand, and one in a category that is not muted.
    const repliedTo = await startThread(other);
    await reply(member, repliedTo);
    const started = await startThread(member);
    const byHand = await startThread(other);
    await reply(member, byHand);
    await setThread(member, byHand, 'watching');
    const normalByHand = await startThread(other);
    await reply(member, normalByHand);
    await setThread(member, normalByHand, 'normal');
    const elsewhere = await startThread(other, otherCategory);
    await reply(member, elsewhere);
    const all = [repliedTo, started, byHand, normalByHand, elsewhere];
    for (const threadId of all) await reply(other, threadId);
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

    expect(sorted(await unreadIds(member))).toEqual(sorted(all));
    expect(await markedIds(member, all)).toEqual(sorted(all));

    await setCategory(member, 'muted');
    const shown = sorted([byHand, normalByHand, elsewhere]);
    expect(sorted(await unreadIds(member))).toEqual(shown);
    expect(await markedIds(member, all)).toEqual(shown);
    const page = await t.call('GET', '/api/reading/unread?limit=50', { token: member.token });
    expect(page.json().pagination.total).toBe(shown.length);

    // A thread muted by hand stays out even when the category is not muted.
    await setThread(member, elsewhere, 'muted');
    expect(sorted(await unreadIds(member))).toEqual(sorted([byHand, normalByHand]));

    await setCategory(member, 'normal');
    expect(sorted(await unreadIds(member))).toEqual(sorted([repliedTo, started, byHand, normalByHand]));
  });
});
