import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeUser } from '../support/factories';
import { findCounterDrift, makePost, makeThread } from '../support/forum-factories';
import { reportPost } from '../support/report-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

// The staff hierarchy (issue 13, finding 6): moderators act on members' content, only admins act on staff
// content, and a muted or banned staff member cannot use staff tools. Every staff endpoint is called as a
// member, a muted moderator, a banned moderator, a moderator on an admin's content and an admin.

let t: TestApp;
let member: MadeUser;
let author: MadeUser;
let moderator: MadeUser;
let mutedModerator: MadeUser;
let bannedModerator: MadeUser;
let admin: MadeUser;
let otherAdmin: MadeUser;
let reporter: MadeUser;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [member, author, moderator, mutedModerator, bannedModerator, admin, otherAdmin, reporter] =
    await Promise.all([
      makeUser(db),
      makeUser(db),
      makeUser(db, { role: 'moderator' }),
      makeUser(db, { role: 'moderator', muted: true }),
      makeUser(db, { role: 'moderator', banned: true }),
      makeUser(db, { role: 'admin' }),
      makeUser(db, { role: 'admin' }),
      makeUser(db),
    ]);
});
afterAll(() => t.close());

const db = () => t.database.db;

interface Target {
  method: 'PUT' | 'POST' | 'DELETE';
  url: string;
  body?: unknown;
  /** What the call would change, read back from the rows: a refused call must leave it as it was. */
  state(): Promise<unknown>;
}

async function threadTarget(by: MadeUser, path: '' | '/pin' | '/lock'): Promise<Target> {
  const made = await makeThread(db(), { author: by });
  const id = made.thread.id;
  const body = path === '/pin' ? { pinned: true } : path === '/lock' ? { locked: true } : undefined;
  return {
    method: path ? 'POST' : 'DELETE',
    url: `/api/threads/${id}${path}`,
    ...(body ? { body } : {}),
    state: () =>
      db()
        .selectFrom('threads')
        .select(['id', 'is_pinned', 'is_locked', 'status'])
        .where('id', '=', id)
        .executeTakeFirst(),
  };
}

const postState = (id: number) => () =>
  db().selectFrom('posts').select(['content', 'status', 'edited_by']).where('id', '=', id).executeTakeFirst();

// Each staff action on content, made afresh for every call so one call's effect never hides another's.
const contentActions: Record<string, (by: MadeUser) => Promise<Target>> = {
  'edit a post (PUT /api/posts/:id)': async (by) => {
    const made = await makeThread(db(), { author: member });
    const post = await makePost(db(), { thread: made, author: by });
    return {
      method: 'PUT',
      url: `/api/posts/${post.id}`,
      body: { content: 'Rewritten by someone else' },
      state: postState(post.id),
    };
  },
  'delete a thread (DELETE /api/threads/:id)': (by) => threadTarget(by, ''),
  'pin a thread (POST /api/threads/:id/pin)': (by) => threadTarget(by, '/pin'),
  'lock a thread (POST /api/threads/:id/lock)': (by) => threadTarget(by, '/lock'),
  'remove reported content (POST /api/reports/:id/remove)': async (by) => {
    const made = await makeThread(db(), { author: member });
    const post = await makePost(db(), { thread: made, author: by });
    const report = await reportPost(t, reporter.token, post.id);
    expect(report.statusCode).toBe(201);
    return {
      method: 'POST',
      url: `/api/reports/${report.json().report.id}/remove`,
      body: { reason: 'Off-topic' },
      state: postState(post.id),
    };
  },
  'hide a version (PUT /api/posts/:id/revisions/:revisionId)': async (by) => {
    const made = await makeThread(db(), { author: member });
    const post = await makePost(db(), { thread: made, author: by });
    const revision = await db()
      .insertInto('post_revisions')
      .values({ post_id: post.id, content: 'first words', written_by: by.user.id, written_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      method: 'PUT',
      url: `/api/posts/${post.id}/revisions/${revision.id}`,
      body: { hidden: true },
      state: () =>
        db()
          .selectFrom('post_revisions')
          .select('is_hidden')
          .where('id', '=', revision.id)
          .executeTakeFirst(),
    };
  },
};

const call = (target: Target, caller: MadeUser) =>
  t.call(target.method, target.url, {
    token: caller.token,
    ...(target.body !== undefined ? { body: target.body } : {}),
  });

async function expectRefused(target: Target, caller: MadeUser, status: number, code: string) {
  const before = await target.state();
  const res = await call(target, caller);
  expect(res.statusCode, `${res.body}`).toBe(status);
  expect(res.json().code).toBe(code);
  expect(await target.state()).toEqual(before);
  return res;
}

describe.each(Object.entries(contentActions))('%s', (_name, make) => {
  it('refuses a member (403)', async () => {
    const target = await make(author);
    const res = await call(target, member);
    expect(res.statusCode).toBe(403);
  });

  it('refuses a muted moderator (403 MUTED), changing nothing', async () => {
    const res = await expectRefused(await make(author), mutedModerator, 403, 'MUTED');
    expect(res.json().error).toMatch(/^You are muted until /);
  });

  it("refuses a banned moderator's session (401), changing nothing", async () => {
    await expectRefused(await make(author), bannedModerator, 401, 'SESSION_EXPIRED');
  });

  it("refuses a moderator on an admin's or another moderator's content (403 TARGET_IS_STAFF)", async () => {
    const res = await expectRefused(await make(otherAdmin), moderator, 403, 'TARGET_IS_STAFF');
    expect(res.json().error).toBe("Only an admin can act on a moderator's or an admin's content.");
    const peer = await makeUser(db(), { role: 'moderator' });
    await expectRefused(await make(peer), moderator, 403, 'TARGET_IS_STAFF');
  });

  it("lets a moderator act on a member's content, and an admin on another admin's", async () => {
    const onMember = await make(author);
    expect((await call(onMember, moderator)).statusCode).toBe(200);
    const onAdmin = await make(otherAdmin);
    const before = await onAdmin.state();
    expect((await call(onAdmin, admin)).statusCode).toBe(200);
    expect(await onAdmin.state()).not.toEqual(before);
    expect(await findCounterDrift(db())).toEqual([]);
  });
});

describe('staff tools that are not about one piece of content', () => {
  const tools: Record<string, (target: MadeUser) => Omit<Target, 'state'>> = {
    'the moderation queue (GET /api/reports)': () => ({ method: 'GET' as 'PUT', url: '/api/reports' }),
    'the user list (GET /api/admin/users)': () => ({ method: 'GET' as 'PUT', url: '/api/admin/users' }),
    'the statistics (GET /api/admin/stats)': () => ({ method: 'GET' as 'PUT', url: '/api/admin/stats' }),
    'warn (POST /api/admin/users/:id/warn)': (u) => ({
      method: 'POST',
      url: `/api/admin/users/${u.user.id}/warn`,
      body: { reason: 'Be kind' },
    }),
    'mute (POST /api/admin/users/:id/mute)': (u) => ({
      method: 'POST',
      url: `/api/admin/users/${u.user.id}/mute`,
      body: { hours: 24, reason: 'Cool down' },
    }),
    'confirm an address (POST /api/admin/users/:id/confirm-email)': (u) => ({
      method: 'POST',
      url: `/api/admin/users/${u.user.id}/confirm-email`,
    }),
  };

  it.each(Object.entries(tools))(
    '%s: member 403, muted moderator 403 MUTED, banned moderator 401, admin 200',
    async (_n, make) => {
      const target = await makeUser(db());
      const as = (caller: MadeUser) => {
        const spec = make(target);
        return t.call(spec.method, spec.url, {
          token: caller.token,
          ...(spec.body !== undefined ? { body: spec.body } : {}),
        });
      };
      expect((await as(member)).statusCode).toBe(403);
      const muted = await as(mutedModerator);
      expect(muted.statusCode).toBe(403);
      expect(muted.json()).toMatchObject({
        code: 'MUTED',
        error: expect.stringMatching(/cannot use staff tools/),
      });
      expect((await as(bannedModerator)).statusCode).toBe(401);
      expect((await as(moderator)).statusCode).toBe(200);
      expect((await as(admin)).statusCode).toBe(200);
    },
  );

  it('a muted moderator files no warning and mutes nobody', async () => {
    const target = await makeUser(db());
    await t.call('POST', `/api/admin/users/${target.user.id}/warn`, {
      token: mutedModerator.token,
      body: { reason: 'x' },
    });
    await t.call('POST', `/api/admin/users/${target.user.id}/mute`, {
      token: mutedModerator.token,
      body: { hours: 24, reason: 'x' },
    });
    const row = await db()
      .selectFrom('users')
      .select('muted_until')
      .where('id', '=', target.user.id)
      .executeTakeFirstOrThrow();
    expect(row.muted_until).toBeNull();
    const warnings = await db()
      .selectFrom('user_warnings')
      .selectAll()
      .where('user_id', '=', target.user.id)
      .execute();
    expect(warnings).toEqual([]);
  });

  it('a muted admin cannot use admin tools either (a mute set before a promotion)', async () => {
    const mutedAdmin = await makeUser(db(), { role: 'admin', muted: true });
    const res = await t.call('GET', '/api/admin/logs', { token: mutedAdmin.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MUTED');
    expect((await t.call('GET', '/api/admin/logs', { token: admin.token })).statusCode).toBe(200);
  });

  it('a muted moderator still reads the forum like any member', async () => {
    const made = await makeThread(db(), { author });
    const res = await t.call('GET', `/api/threads/${made.thread.id}`, { token: mutedModerator.token });
    expect(res.statusCode).toBe(200);
  });
});
