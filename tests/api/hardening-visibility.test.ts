import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeUser } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { png, upload } from '../support/media-files';
import { createTestApp, type TestApp } from '../support/test-app';

// Every read of a post's content goes through the one visibility rule (forum-shared/visibility.ts;
// docs/decisions/036-one-visibility-rule.md). The edit history used to answer anyone, a guest included,
// with the text of removed posts and of posts held for personal information. Each path here is asked, as
// guest, member, author, moderator and admin, for a post in each state, and must answer only who may see it.

type Who = 'guest' | 'member' | 'author' | 'moderator' | 'admin';
const EVERYONE: Who[] = ['guest', 'member', 'author', 'moderator', 'admin'];
type Case = { name: string; postId: number; attachmentId: number; seenBy: Who[] };

let t: TestApp;
const users = {} as Record<Exclude<Who, 'guest'>, MadeUser>;
const cases: Case[] = [];
const SECRET = 'Call me at 405-555-0199, owner number 4471';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const who of ['member', 'author', 'moderator', 'admin'] as const)
    users[who] = await makeUser(db, { role: who === 'moderator' || who === 'admin' ? who : 'member' });
  const { author } = users;
  const open = await makeThread(db, { author });
  const heldThread = await makeThread(db, { author, status: 'held', content: SECRET });
  const removedThread = await makeThread(db, { author, status: 'removed', content: SECRET });
  const states: [string, () => Promise<number>, Who[]][] = [
    ['a visible post', async () => (await makePost(db, { thread: open, author })).id, EVERYONE],
    [
      'a held post',
      async () => (await makePost(db, { thread: open, author, status: 'held', content: SECRET })).id,
      ['author', 'moderator', 'admin'],
    ],
    [
      'a removed post',
      async () => (await makePost(db, { thread: open, author, status: 'removed', content: SECRET })).id,
      ['moderator', 'admin'],
    ],
    [
      'the opening post of a held thread',
      async () => heldThread.firstPost.id,
      ['author', 'moderator', 'admin'],
    ],
    ['the opening post of a removed thread', async () => removedThread.firstPost.id, ['moderator', 'admin']],
  ];
  let red = 0;
  for (const [name, makeIt, seenBy] of states) {
    const postId = await makeIt();
    red += 20;
    // An earlier version too, so the history has something beyond the current text.
    await db
      .insertInto('post_revisions')
      .values({ post_id: postId, content: SECRET, written_by: author.user.id, written_at: new Date() })
      .execute();
    const sent = await upload(t, '/api/attachments?name=plat.png', await png(16, 16, red), {
      token: author.token,
    });
    expect(sent.statusCode).toBe(201);
    const attachmentId = sent.json().attachment.id as number;
    await db.updateTable('attachments').set({ post_id: postId }).where('id', '=', attachmentId).execute();
    cases.push({ name, postId, attachmentId, seenBy });
  }
});
afterAll(() => t.close());

const tokenOf = (who: Who) => (who === 'guest' ? undefined : users[who].token);
const call = (who: Who, method: 'GET' | 'POST', url: string, body?: unknown) => {
  const token = tokenOf(who);
  return t.call(method, url, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });
};

describe('one visibility rule for every read of a post', () => {
  it('GET /api/posts/{id}/revisions answers only who may see the post', async () => {
    for (const c of cases)
      for (const who of EVERYONE) {
        const res = await call(who, 'GET', `/api/posts/${c.postId}/revisions`);
        const label = `${c.name} as ${who}`;
        if (c.seenBy.includes(who)) {
          expect(res.statusCode, label).toBe(200);
        } else {
          expect(res.statusCode, label).toBe(404);
          expect(res.body, label).not.toContain('405-555');
        }
      }
  });

  it('an attachment, file and thumbnail, is served only to who may see its post', async () => {
    for (const c of cases)
      for (const who of EVERYONE)
        for (const variant of ['file', 'thumb']) {
          const res = await call(who, 'GET', `/api/attachments/${c.attachmentId}/${variant}`);
          expect(res.statusCode, `${variant} of ${c.name} as ${who}`).toBe(
            c.seenBy.includes(who) ? 200 : 404,
          );
        }
  });

  it('a quote in the preview names the post only for who may see it, else QUOTE_NOT_FOUND', async () => {
    for (const c of cases)
      for (const who of EVERYONE.filter((w) => w !== 'guest')) {
        const res = await call(who, 'POST', '/api/posts/preview', {
          content: `[quote post=${c.postId}]\nsaid\n[/quote]`,
        });
        const label = `${c.name} as ${who}`;
        if (c.seenBy.includes(who)) expect(res.statusCode, label).toBe(200);
        else {
          expect(res.statusCode, label).toBe(400);
          expect(res.json().code, label).toBe('QUOTE_NOT_FOUND');
        }
      }
  });

  it('a bookmark and a report reach only a post the caller may see', async () => {
    for (const c of cases)
      for (const who of ['member', 'author'] as const) {
        const label = `${c.name} as ${who}`;
        const bookmark = await call(who, 'POST', `/api/posts/${c.postId}/bookmark`);
        const report = await call(who, 'POST', '/api/reports', {
          target_type: 'post',
          target_id: c.postId,
          reasons: 'Spam',
          details: '',
        });
        if (c.seenBy.includes(who)) {
          expect(bookmark.statusCode, label).toBe(200);
          expect(report.statusCode, label).not.toBe(404);
        } else {
          expect(bookmark.statusCode, label).toBe(404);
          expect(report.statusCode, label).toBe(404);
        }
      }
  });
});

describe("a removed post's files leave the caches", () => {
  it('a public file is cached a minute and revalidated; once its post is removed it is a 404 no cache keeps', async () => {
    const db = t.database.db;
    const thread = await makeThread(db, { author: users.author });
    const post = await makePost(db, { thread, author: users.author });
    const sent = await upload(t, '/api/attachments?name=deed.png', await png(16, 16, 250), {
      token: users.author.token,
    });
    const id = sent.json().attachment.id as number;
    await db.updateTable('attachments').set({ post_id: post.id }).where('id', '=', id).execute();

    const first = await call('guest', 'GET', `/api/attachments/${id}/file`);
    expect(first.statusCode).toBe(200);
    const cacheControl = first.headers['cache-control'] as string;
    expect(cacheControl).not.toContain('immutable');
    expect(cacheControl).toMatch(/must-revalidate/);
    expect(Number(cacheControl.match(/max-age=(\d+)/)?.[1])).toBeLessThanOrEqual(300);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await t.call('GET', `/api/attachments/${id}/file`, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    await db.updateTable('posts').set({ status: 'removed' }).where('id', '=', post.id).execute();
    const gone = await t.call('GET', `/api/attachments/${id}/file`, { headers: { 'if-none-match': etag } });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBe('private, no-store');
    const staff = await call('moderator', 'GET', `/api/attachments/${id}/file`);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toBe('private, no-store');
    expect(staff.headers.etag).toBeUndefined();
  });
});
