import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileAutoReports, screenContent } from '../../src/server/staff/moderation/screen-content';
import { changeWatchedWords } from '../../src/server/staff/moderation/watched-words-cache';
import { makeCast, makeUser } from '../support/factories';
import { findCounterDrift, firstOpenCategoryId, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Auto-moderation end to end: the forum's posting calls screenContent / fileAutoReports (the seam), the
// queue lists the auto reports, and a moderator's decision releases or removes held content.

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
const autoReportsOn = (type: 'thread' | 'post', id: number) =>
  db()
    .selectFrom('reports')
    .selectAll()
    .where('target_type', '=', type)
    .where('target_id', '=', id)
    .where('source', '=', 'auto')
    .orderBy('id')
    .execute();

async function newThread(token: string, content: string, title = 'A question about my lease') {
  const res = await t.call('POST', '/api/threads', {
    token,
    body: { category_id: categoryId, title, content },
  });
  expect(res.statusCode).toBe(201);
  return res.json().thread as { id: number; status: string };
}

describe('screening new threads and posts', () => {
  it('holds a thread with a phone number, files a redacted auto report, and shows it to staff in the queue', async () => {
    const author = await makeUser(db());
    const thread = await newThread(author.token, 'Call me at (405) 555-1234 about the Grady County lease.');
    expect(thread.status).toBe('held');
    const [report] = await autoReportsOn('thread', thread.id);
    expect(report).toMatchObject({
      reasons: 'Personal information',
      rule: 'phone-number',
      reporter_id: null,
      status: 'open',
    });
    expect(report?.details).toBe('Phone number: "405-•••-••34"');
    expect((await t.call('GET', `/api/threads/${thread.id}`, { token: cast.member.token })).statusCode).toBe(
      404,
    );
    expect((await t.call('GET', `/api/threads/${thread.id}`, { token: author.token })).statusCode).toBe(200);

    const queue = (
      await t.call('GET', '/api/reports?source=auto&limit=100', { token: cast.moderator.token })
    ).json();
    expect(queue.reports.find((r: { id: number }) => r.id === report?.id)).toMatchObject({
      source: 'auto',
      reporter_username: null,
      rule: 'phone-number',
      target_status: 'held',
      target_thread_id: thread.id,
    });
  });

  it('publishes solicitation but files a Buying/selling report', async () => {
    const made = await makeThread(db(), { author: cast.admin });
    const res = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: { thread_id: made.thread.id, content: 'We buy minerals in Grady County, DM me.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().post.status).toBe('visible');
    const [report] = await autoReportsOn('post', res.json().post.id);
    expect(report).toMatchObject({ reasons: 'Buying/selling', rule: 'solicitation' });
    expect(report?.details).toContain('We buy minerals');
  });

  it('catches a watched word an admin adds, and stops once it is removed', async () => {
    const added = await t.call('POST', '/api/admin/watched-words', {
      token: cast.admin.token,
      body: { word: 'Redbud Land Co' },
    });
    expect(added.statusCode).toBe(201);
    const caught = await newThread(cast.member.token, 'Has anyone leased with REDBUD LAND CO lately?');
    expect(caught.status).toBe('visible');
    expect(await autoReportsOn('thread', caught.id)).toMatchObject([
      { reasons: 'Watched word', rule: 'watched-word' },
    ]);
    await t.call('DELETE', `/api/admin/watched-words/${added.json().word.id}`, { token: cast.admin.token });
    const clean = await newThread(cast.member.token, 'Has anyone leased with Redbud Land Co lately?');
    expect(await autoReportsOn('thread', clean.id)).toEqual([]);
  });

  it('files nothing for everyday mineral talk', async () => {
    const thread = await newThread(
      cast.member.token,
      'My 3/16 royalty on the Smith 1-12H (API 35-017-25123) in the NW/4 of Section 12-T5N-R4W pays 0.00390625.',
    );
    expect(thread.status).toBe('visible');
    expect(await autoReportsOn('thread', thread.id)).toEqual([]);
  });

  it('holds an edited reply that adds an e-mail address, and a second edit files no duplicate report', async () => {
    const made = await makeThread(db(), { author: cast.admin });
    const reply = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: { thread_id: made.thread.id, content: 'Good question.' },
    });
    const postId = reply.json().post.id;
    for (const content of ['Write me at jdoe1957@gmail.com', 'Write me at jdoe1957@gmail.com please']) {
      const edit = await t.call('PUT', `/api/posts/${postId}`, {
        token: cast.member.token,
        body: { content },
      });
      expect(edit.statusCode).toBe(200);
    }
    const post = await db()
      .selectFrom('posts')
      .select('status')
      .where('id', '=', postId)
      .executeTakeFirstOrThrow();
    expect(post.status).toBe('held');
    expect(await autoReportsOn('post', postId)).toMatchObject([
      { rule: 'email-address', details: 'E-mail address: "j•••@gmail.com"' },
    ]);
    expect(await findCounterDrift(db())).toEqual([]);
  });
});

describe('deciding on held content', () => {
  it('approve makes the held thread public and counts it; remove keeps it from everyone but staff', async () => {
    const author = await makeUser(db());
    const approved = await newThread(author.token, 'My SSN is 512-44-9087, is that needed on the W-9?');
    const removed = await newThread(author.token, 'Send checks to PO Box 1187, Ada OK 74821.');
    const [first] = await autoReportsOn('thread', approved.id);
    const [second] = await autoReportsOn('thread', removed.id);
    expect(
      (await t.call('POST', `/api/reports/${first?.id}/approve`, { token: cast.moderator.token })).json()
        .target_status,
    ).toBe('visible');
    expect(
      (
        await t.call('POST', `/api/reports/${second?.id}/remove`, {
          token: cast.moderator.token,
          body: { reason: 'Personal information' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.call('GET', `/api/threads/${approved.id}`)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/threads/${removed.id}`, { token: author.token })).statusCode).toBe(404);
    expect(
      (await t.call('GET', `/api/threads/${removed.id}`, { token: cast.moderator.token })).statusCode,
    ).toBe(200);
    expect(await findCounterDrift(db())).toEqual([]);
  });
});

describe('the seam itself', () => {
  it('screenContent reads the watched words and holds only on severe hits', async () => {
    // Through the change every writer of the list makes: the app's database keeps the list in memory.
    await changeWatchedWords(db(), (trx) =>
      trx.insertInto('watched_words').values({ word: 'Prairie Minerals' }).execute(),
    );
    expect(await screenContent(db(), 'Prairie Minerals wrote to me')).toMatchObject({
      hold: false,
      hits: [{ rule: 'watched-word' }],
    });
    expect(await screenContent(db(), 'email me: a.b@c.com')).toMatchObject({ hold: true });
    expect(await screenContent(db(), 'Nothing to see')).toEqual({ hits: [], hold: false });
  });

  it('fileAutoReports files one report per rule and none for a rule already open on that target', async () => {
    const made = await makeThread(db(), { author: cast.member });
    const target = { targetType: 'thread' as const, targetId: made.thread.id };
    const hit = {
      rule: 'phone-number',
      reason: 'Personal information',
      severe: true,
      detail: 'Phone number',
    };
    await fileAutoReports(db(), target, [
      hit,
      hit,
      { rule: 'solicitation', reason: 'Buying/selling', severe: false },
    ]);
    await fileAutoReports(db(), target, [hit]);
    expect((await autoReportsOn('thread', made.thread.id)).map((r) => r.rule)).toEqual([
      'phone-number',
      'solicitation',
    ]);
    await fileAutoReports(db(), target, []);
    expect(await autoReportsOn('thread', made.thread.id)).toHaveLength(2);
  });
});
