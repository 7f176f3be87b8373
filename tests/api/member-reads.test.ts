import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/people/auth/sessions';
import { makeCast, makeUser, TEST_PASSWORD } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// A member's list and thread start from what everyone gets and add what is their own, kept until the next
// write; their session is kept in memory until a write that may end or change it
// (docs/decisions/046-members-at-a-guests-cost.md). The caches are on here (they are off in other tests).
let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp({
    GUEST_CACHE_TTL_MS: '60000',
    BATCH_VIEWS: 'true',
    SESSION_CACHE_TTL_MS: '60000',
  });
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

interface ThreadJson {
  thread: { id: number; view_count: number };
  posts: { id: number; user_vote: number; content: string }[];
}
const votesOf = (body: string) =>
  Object.fromEntries((JSON.parse(body) as ThreadJson).posts.map((p) => [p.id, p.user_vote]));
const contents = (body: string) => (JSON.parse(body) as ThreadJson).posts.map((p) => p.content);
const titles = (body: string) =>
  (JSON.parse(body) as { threads: { title: string }[] }).threads.map((x) => x.title);
const vote = (postId: number, value: 1 | -1, token: string) =>
  t.call('POST', `/api/posts/${postId}/vote`, { token, body: { vote_type: value } });

describe("members' reads beside each other", () => {
  it('two members reading the same thread at once each see only their own votes and held posts', async () => {
    const db = t.database.db;
    const a = await makeUser(db);
    const b = await makeUser(db);
    const made = await makeThread(db, { author: cast.member, title: 'Two readers' });
    const p1 = await makePost(db, { thread: made, author: cast.member });
    const p2 = await makePost(db, { thread: made, author: cast.member });
    const held = await makePost(db, { thread: made, author: a, content: 'Held reply of A', status: 'held' });
    expect((await vote(p1.id, 1, a.token)).statusCode).toBe(200);
    expect((await vote(p2.id, -1, b.token)).statusCode).toBe(200);
    const url = `/api/threads/${made.thread.id}`;
    const hitsBefore = t.app.sharedReads?.hits ?? 0;
    const rounds = await Promise.all(
      Array.from({ length: 8 }, () =>
        Promise.all([t.call('GET', url, { token: a.token }), t.call('GET', url, { token: b.token })]),
      ),
    );
    for (const [forA, forB] of rounds) {
      expect(forA.statusCode).toBe(200);
      expect(forB.statusCode).toBe(200);
      expect(votesOf(forA.body)).toMatchObject({ [p1.id]: 1, [p2.id]: 0, [made.firstPost.id]: 0 });
      expect(votesOf(forB.body)).toMatchObject({ [p1.id]: 0, [p2.id]: -1, [made.firstPost.id]: 0 });
      expect(contents(forA.body)).toContain('Held reply of A');
      expect(contents(forB.body)).not.toContain('Held reply of A');
      expect(votesOf(forA.body)[held.id]).toBe(0);
    }
    // B's answers came from everyone's page (A, with a held post there, had theirs computed).
    expect(t.app.sharedReads?.hits ?? 0).toBeGreaterThan(hitsBefore);
    const guest = await t.call('GET', url);
    expect(Object.values(votesOf(guest.body)).every((v) => v === 0)).toBe(true);
    expect(contents(guest.body)).not.toContain('Held reply of A');

    // A member's own vote shows on their next read, and nobody else's changes.
    expect((await vote(p2.id, 1, a.token)).statusCode).toBe(200);
    expect(votesOf((await t.call('GET', url, { token: a.token })).body)).toMatchObject({
      [p1.id]: 1,
      [p2.id]: 1,
    });
    expect(votesOf((await t.call('GET', url, { token: b.token })).body)).toMatchObject({
      [p1.id]: 0,
      [p2.id]: -1,
    });
  });

  it('two members reading one page at once, neither with held posts, each see only their own votes, bookmarks and read position', async () => {
    const db = t.database.db;
    const c = await makeUser(db);
    const d = await makeUser(db);
    const made = await makeThread(db, { author: cast.member, title: 'Two readers, one page' });
    const p1 = await makePost(db, { thread: made, author: cast.member });
    const p2 = await makePost(db, { thread: made, author: cast.member });
    const p3 = await makePost(db, { thread: made, author: cast.member });
    expect((await vote(p1.id, 1, c.token)).statusCode).toBe(200);
    expect((await vote(p3.id, -1, c.token)).statusCode).toBe(200);
    expect((await vote(p2.id, -1, d.token)).statusCode).toBe(200);
    const bookmark = (postId: number, token: string) =>
      t.call('POST', `/api/posts/${postId}/bookmark`, { token });
    expect((await bookmark(p2.id, c.token)).statusCode).toBeLessThan(300);
    expect((await bookmark(p3.id, d.token)).statusCode).toBeLessThan(300);
    const read = (postId: number, token: string) =>
      t.call('POST', `/api/threads/${made.thread.id}/read`, { token, body: { post_id: postId } });
    expect((await read(p1.id, c.token)).statusCode).toBe(200);
    expect((await read(p3.id, d.token)).statusCode).toBe(200);
    const url = `/api/threads/${made.thread.id}`;
    const reading = `/api/threads/${made.thread.id}/reading`;
    const hitsBefore = t.app.sharedReads?.hits ?? 0;
    const rounds = await Promise.all(
      Array.from({ length: 8 }, () =>
        Promise.all([
          t.call('GET', url, { token: c.token }),
          t.call('GET', url, { token: d.token }),
          t.call('GET', reading, { token: c.token }),
          t.call('GET', reading, { token: d.token }),
        ]),
      ),
    );
    const state = (body: string) => {
      const r = JSON.parse(body) as { last_read_post_id: number | null; bookmarked_post_ids: number[] };
      return { last: r.last_read_post_id, bookmarks: r.bookmarked_post_ids };
    };
    for (const [pageC, pageD, readingC, readingD] of rounds) {
      for (const answer of [pageC, pageD, readingC, readingD]) expect(answer?.statusCode).toBe(200);
      expect(votesOf(pageC!.body)).toEqual({ [made.firstPost.id]: 0, [p1.id]: 1, [p2.id]: 0, [p3.id]: -1 });
      expect(votesOf(pageD!.body)).toEqual({ [made.firstPost.id]: 0, [p1.id]: 0, [p2.id]: -1, [p3.id]: 0 });
      // Everything but the votes is everyone's page, the same for both.
      const rest = (body: string) => {
        const page = JSON.parse(body) as ThreadJson;
        return { ...page, posts: page.posts.map((p) => ({ ...p, user_vote: 0 })) };
      };
      expect(rest(pageC!.body)).toEqual(rest(pageD!.body));
      expect(state(readingC!.body)).toEqual({ last: p1.id, bookmarks: [p2.id] });
      expect(state(readingD!.body)).toEqual({ last: p3.id, bookmarks: [p3.id] });
    }
    // Both pages came from everyone's kept page, each with only the member's own votes joined in.
    expect((t.app.sharedReads?.hits ?? 0) - hitsBefore).toBeGreaterThanOrEqual(14);
    const guest = await t.call('GET', url);
    expect(Object.values(votesOf(guest.body)).every((v) => v === 0)).toBe(true);
  });

  it("lists a member's own held thread to them alone, and never puts it in a guest's answer", async () => {
    const db = t.database.db;
    const a = await makeUser(db);
    const b = await makeUser(db);
    await makeThread(db, { author: a, title: 'Held thread of A', status: 'held' });
    await makeThread(db, { author: cast.member, title: 'Visible to all' });
    // A write through the API empties what was kept before the threads were written behind it.
    expect((await vote((await makeThread(db, { author: b })).firstPost.id, 1, a.token)).statusCode).toBe(200);
    const [forA, forB, guest, forB2] = await Promise.all([
      t.call('GET', '/api/threads', { token: a.token }),
      t.call('GET', '/api/threads', { token: b.token }),
      t.call('GET', '/api/threads'),
      t.call('GET', '/api/threads', { token: b.token }),
    ]);
    expect(titles(forA.body)).toContain('Held thread of A');
    expect(titles(forA.body)).toContain('Visible to all');
    for (const other of [forB, guest, forB2]) {
      expect(titles(other.body)).not.toContain('Held thread of A');
      expect(titles(other.body)).toContain('Visible to all');
    }
    expect(JSON.parse(forA.body).pagination.total).toBe(JSON.parse(forB.body).pagination.total + 1);
    // The held thread itself opens for its author only.
    const heldId = JSON.parse(forA.body).threads.find(
      (x: { title: string }) => x.title === 'Held thread of A',
    ).id;
    expect((await t.call('GET', `/api/threads/${heldId}`, { token: a.token })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/threads/${heldId}`, { token: b.token })).statusCode).toBe(404);
  });

  it("keeps a member's Unread list to themselves and refreshes it on a write", async () => {
    const db = t.database.db;
    const a = await makeUser(db);
    const b = await makeUser(db);
    const made = await makeThread(db, { author: cast.member, title: 'Unread for A only' });
    expect(
      (
        await t.call('POST', `/api/threads/${made.thread.id}/read`, {
          token: a.token,
          body: { post_id: made.firstPost.id },
        })
      ).statusCode,
    ).toBeLessThan(300);
    const unread = (token: string) => t.call('GET', '/api/reading/unread', { token });
    const title = (body: string) =>
      (JSON.parse(body) as { threads: { title: string }[] }).threads.map((x) => x.title);
    expect(title((await unread(a.token)).body)).not.toContain('Unread for A only');
    const reply = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: { thread_id: made.thread.id, content: 'A new reply for A to read' },
    });
    expect(reply.statusCode).toBe(201);
    const [forA, forB] = await Promise.all([unread(a.token), unread(b.token)]);
    expect(title(forA.body)).toContain('Unread for A only');
    expect(title(forB.body)).not.toContain('Unread for A only');
    expect((await t.call('GET', '/api/reading/unread')).statusCode).toBe(401);
  });
});

describe('sessions kept in memory', () => {
  const read = (token: string) => t.call('GET', '/api/threads', { token });
  const act = (verb: string, id: number, body: unknown) =>
    t.call('POST', `/api/admin/users/${id}/${verb}`, { token: cast.admin.token, body });

  it('are used: a second request does not look the session up again', async () => {
    const { token } = await makeUser(t.database.db);
    expect((await read(token)).statusCode).toBe(200);
    const hits = t.app.sessionCache?.hits ?? 0;
    expect((await read(token)).statusCode).toBe(200);
    expect(t.app.sessionCache?.hits).toBe(hits + 1);
  });

  it('a sign-out refuses the old token on the next request', async () => {
    const { token } = await makeUser(t.database.db);
    expect((await read(token)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', { token })).statusCode).toBe(200);
    const after = await read(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
  });

  it('a ban refuses every session of the member on the next request', async () => {
    const member = await makeUser(t.database.db);
    const second = await createSession(t.database.db, member.user.id);
    expect((await read(member.token)).statusCode).toBe(200);
    expect((await read(second)).statusCode).toBe(200);
    expect((await act('ban', member.user.id, { reason: 'Spam' })).statusCode).toBe(200);
    expect((await read(member.token)).statusCode).toBe(401);
    expect((await read(second)).statusCode).toBe(401);
  });

  it("a password change refuses the member's other sessions at once and keeps this one", async () => {
    const member = await makeUser(t.database.db);
    const other = await createSession(t.database.db, member.user.id);
    expect((await read(other)).statusCode).toBe(200);
    const changed = await t.call('POST', '/api/auth/password', {
      token: member.token,
      body: {
        currentPassword: TEST_PASSWORD,
        password: 'a new long password',
        confirmPassword: 'a new long password',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await read(other)).statusCode).toBe(401);
    expect((await read(member.token)).statusCode).toBe(200);
  });

  it('a role change refuses the old token on the next request', async () => {
    const member = await makeUser(t.database.db);
    expect((await read(member.token)).statusCode).toBe(200);
    const res = await t.call('PUT', `/api/admin/users/${member.user.id}/role`, {
      token: cast.admin.token,
      body: { role: 'moderator' },
    });
    expect(res.statusCode).toBe(200);
    expect((await read(member.token)).statusCode).toBe(401);
  });

  it('a mute is seen by the next request of a session read before it', async () => {
    const member = await makeUser(t.database.db);
    const made = await makeThread(t.database.db, { author: cast.member });
    expect((await read(member.token)).statusCode).toBe(200);
    expect((await act('mute', member.user.id, { hours: 24, reason: 'Cooling off' })).statusCode).toBe(200);
    const refused = await t.call('POST', '/api/posts', {
      token: member.token,
      body: { thread_id: made.thread.id, content: 'Still here?' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('MUTED');
  });

  it('a session ended in the database outside any request is refused once its notice arrives', async () => {
    const member = await makeUser(t.database.db);
    expect((await read(member.token)).statusCode).toBe(200);
    const { revokeAllSessions } = await import('../../src/server/people/auth/sessions');
    await t.database.db.transaction().execute((trx) => revokeAllSessions(trx, member.user.id));
    await expect.poll(async () => (await read(member.token)).statusCode, { timeout: 5000 }).toBe(401);
  });
});
