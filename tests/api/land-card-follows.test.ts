import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardHref } from '../../src/calc/cards';
import { makeUser } from '../support/factories';
import { firstOpenCategoryId } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// A Tract Visualizer card names land too (docs/decisions/039-land-references.md): a description tied to a
// section corner notifies the members following that section or its township, whether the card is attached
// or linked in the text, though the post's words never write the section.

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(() => t.close());

const TIED_DEED =
  'Commencing at the Southwest corner of Section 14, Township 9 North, Range 6 West, Caddo County, Oklahoma; thence North 330 feet to the point of beginning; thence North 660 feet; thence East 660 feet; thence South 660 feet; thence West 660 feet to the point of beginning.';
const UNTIED_DEED =
  'Beginning at the point of beginning; thence North 660 feet; thence East 660 feet; thence South 660 feet; thence West 660 feet to the point of beginning.';

const kindsFor = async (token: string, threadId: number) =>
  (
    (await t.call('GET', '/api/notifications', { token })).json().notifications as Array<{
      kind: string;
      thread: { id: number } | null;
    }>
  )
    .filter((n) => n.thread?.id === threadId)
    .map((n) => n.kind);

describe('land named by a tract card', () => {
  it('notifies the section’s and the township’s followers of a thread whose attached card is tied to it', async () => {
    const sectionFollower = await makeUser(t.database.db);
    const townshipFollower = await makeUser(t.database.db);
    const elsewhere = await makeUser(t.database.db);
    const writer = await makeUser(t.database.db);
    await t.call('PUT', '/api/land-follows/ok-im-09n-06w-14', { token: sectionFollower.token });
    await t.call('PUT', '/api/land-follows/ok-im-09n-06w', { token: townshipFollower.token });
    await t.call('PUT', '/api/land-follows/ok-im-09n-06w-15', { token: elsewhere.token });

    const res = await t.call('POST', '/api/threads', {
      token: writer.token,
      body: {
        category_id: categoryId,
        title: 'Does my tract close?',
        content: 'Here is the description from my deed.',
        cards: [{ calculator: 'tract', version: 1, inputs: { deed: TIED_DEED } }],
      },
    });
    expect(res.statusCode).toBe(201);
    const threadId = res.json().thread.id;
    await t.app.background.drain();
    expect(await kindsFor(sectionFollower.token, threadId)).toEqual(['new_thread']);
    expect(await kindsFor(townshipFollower.token, threadId)).toEqual(['new_thread']);
    expect(await kindsFor(elsewhere.token, threadId)).toEqual([]);
    expect(await kindsFor(writer.token, threadId)).toEqual([]);
  });

  it('reads a linked card in a reply the same way, and a card tied to no section notifies nobody', async () => {
    const follower = await makeUser(t.database.db);
    const writer = await makeUser(t.database.db);
    await t.call('PUT', '/api/land-follows/ok-im-09n-06w-14', { token: follower.token });
    const thread = await t.call('POST', '/api/threads', {
      token: writer.token,
      body: { category_id: categoryId, title: 'Deeds', content: 'Post your descriptions here.' },
    });
    const threadId = thread.json().thread.id;
    const untied = cardHref({ calculator: 'tract', inputs: { deed: UNTIED_DEED } });
    await t.call('POST', '/api/posts', {
      token: writer.token,
      body: { thread_id: threadId, content: `Mine: ${untied}` },
    });
    await t.app.background.drain();
    expect(await kindsFor(follower.token, threadId)).toEqual([]);

    const tied = cardHref({ calculator: 'tract', inputs: { deed: TIED_DEED } });
    const reply = await t.call('POST', '/api/posts', {
      token: writer.token,
      body: { thread_id: threadId, content: `And my neighbour's: ${tied}` },
    });
    expect(reply.statusCode).toBe(201);
    await t.app.background.drain();
    expect(await kindsFor(follower.token, threadId)).toEqual(['reply']);
  });
});
