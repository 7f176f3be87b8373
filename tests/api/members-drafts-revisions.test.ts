import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, makeUser } from '../support/factories';
import { makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

describe('/api/drafts/:key', () => {
  it('saves, restores and clears a member’s own draft, and deletes it when the reply is posted', async () => {
    const m = await makeUser(t.database.db);
    const made = await makeThread(t.database.db, { author: m });
    const key = `reply-${made.thread.id}`;
    expect((await t.call('GET', `/api/drafts/${key}`, { token: m.token })).json().draft).toBeNull();
    const saved = await t.call('PUT', `/api/drafts/${key}`, {
      token: m.token,
      body: { content: 'Half a reply ✓ 🛢️' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.call('GET', `/api/drafts/${key}`, { token: m.token })).json().draft.content).toBe(
      'Half a reply ✓ 🛢️',
    );
    // Another member never sees it.
    expect((await t.call('GET', `/api/drafts/${key}`, { token: cast.member.token })).json().draft).toBeNull();
    await t.call('POST', '/api/posts', {
      token: m.token,
      body: { thread_id: made.thread.id, content: 'The reply' },
    });
    expect((await t.call('GET', `/api/drafts/${key}`, { token: m.token })).json().draft).toBeNull();

    await t.call('PUT', '/api/drafts/new-thread', { token: m.token, body: { title: 'T', content: 'c' } });
    expect((await t.call('DELETE', '/api/drafts/new-thread', { token: m.token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/drafts/new-thread', { token: m.token })).json().draft).toBeNull();
  });

  it('refuses guests, bad keys and oversized or wrong-typed content', async () => {
    expect((await t.call('GET', '/api/drafts/new-thread')).statusCode).toBe(401);
    expect((await t.call('PUT', '/api/drafts/new-thread', { body: { content: 'x' } })).statusCode).toBe(401);
    for (const key of ['..%2Fetc', 'reply-0', 'reply-abc', '<script>']) {
      expect((await t.call('GET', `/api/drafts/${key}`, { token: cast.member.token })).statusCode).toBe(400);
    }
    const long = await t.call('PUT', '/api/drafts/new-thread', {
      token: cast.member.token,
      body: { content: 'x'.repeat(60_000) },
    });
    expect(long.statusCode).toBe(400);
    const typed = await t.call('PUT', '/api/drafts/new-thread', {
      token: cast.member.token,
      body: { content: 42 },
    });
    expect(typed.json()).toMatchObject({ code: 'VALIDATION', field: 'content' });
  });
});

describe('edit history', () => {
  it('keeps each replaced version with who wrote it; staff can hide one from everyone else', async () => {
    const m = await makeUser(t.database.db);
    const made = await makeThread(t.database.db, { author: m, content: 'First version of the post' });
    const postId = made.firstPost.id;
    await t.call('PUT', `/api/posts/${postId}`, {
      token: m.token,
      body: { content: 'Second version with 405 owner' },
    });
    await t.call('PUT', `/api/posts/${postId}`, {
      token: cast.moderator.token,
      body: { content: 'Third version' },
    });
    const history = (await t.call('GET', `/api/posts/${postId}/revisions`)).json();
    expect(history.revisions.map((r: { content: string }) => r.content)).toEqual([
      'First version of the post',
      'Second version with 405 owner',
    ]);
    expect(history.revisions.map((r: { written_by: string }) => r.written_by)).toEqual([
      m.user.username,
      m.user.username,
    ]);
    expect(history.current).toMatchObject({
      content: 'Third version',
      written_by: cast.moderator.user.username,
    });

    const revisionId = history.revisions[1].id;
    const url = `/api/posts/${postId}/revisions/${revisionId}`;
    expect((await t.call('PUT', url, { body: { hidden: true } })).statusCode).toBe(401);
    for (const who of [cast.member, m]) {
      expect((await t.call('PUT', url, { token: who.token, body: { hidden: true } })).statusCode).toBe(403);
    }
    expect(
      (await t.call('PUT', url, { token: cast.moderator.token, body: { hidden: 'yes' } })).statusCode,
    ).toBe(400);
    expect(
      (await t.call('PUT', url, { token: cast.moderator.token, body: { hidden: true } })).statusCode,
    ).toBe(200);
    const publicView = (await t.call('GET', `/api/posts/${postId}/revisions`)).json().revisions[1];
    expect(publicView).toMatchObject({ is_hidden: true, content: '' });
    const staffView = (
      await t.call('GET', `/api/posts/${postId}/revisions`, { token: cast.admin.token })
    ).json().revisions[1];
    expect(staffView).toMatchObject({ is_hidden: true, content: 'Second version with 405 owner' });
    expect(
      (
        await t.call('PUT', `/api/posts/${postId}/revisions/999999`, {
          token: cast.admin.token,
          body: { hidden: true },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call('GET', '/api/posts/999999/revisions')).statusCode).toBe(404);
  });
});
