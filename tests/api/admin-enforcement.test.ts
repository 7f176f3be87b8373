import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '../../src/shared/texts';
import { makeCast, makeUser, TEST_PASSWORD } from '../support/factories';
import { makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The enforcement ladder of docs/product.md#who-it-is-for (issue 4): warn, mute 24-72 h, ban; what the member then sees
// and can no longer do; who may act on whom.

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let threadId: number;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
  threadId = (await makeThread(t.database.db, { author: cast.admin })).thread.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const userRow = (id: number) =>
  db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditFor = (action: string, targetId: number) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('action_type', '=', action)
    .where('target_id', '=', targetId)
    .execute();
const act = (verb: string, id: number, token?: string, body?: unknown) =>
  t.call('POST', `/api/admin/users/${id}/${verb}`, { ...(token ? { token } : {}), body: body ?? {} });
const reply = (token: string) =>
  t.call('POST', '/api/posts', { token, body: { thread_id: threadId, content: 'A reply' } });

describe('warn', () => {
  it('a moderator warns a member, who sees it until acknowledging it', async () => {
    const member = await makeUser(db());
    const res = await act('warn', member.user.id, cast.moderator.token, {
      reason: '  Rule 1: no buying or selling  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: TEXT.userWarned,
      warning: { reason: 'Rule 1: no buying or selling' },
      user: { open_warnings: 1 },
    });
    const notices = (await t.call('GET', '/api/me/notices', { token: member.token })).json();
    expect(notices).toMatchObject({
      warnings: [{ id: res.json().warning.id, reason: 'Rule 1: no buying or selling' }],
      mute: null,
    });
    expect(
      (
        await t.call('POST', `/api/me/notices/warnings/${res.json().warning.id}/acknowledge`, {
          token: cast.member.token,
        })
      ).statusCode,
    ).toBe(404);
    const ack = await t.call('POST', `/api/me/notices/warnings/${res.json().warning.id}/acknowledge`, {
      token: member.token,
    });
    expect(ack.statusCode).toBe(200);
    expect((await t.call('GET', '/api/me/notices', { token: member.token })).json().warnings).toEqual([]);
    expect(await auditFor('warn_user', member.user.id)).toMatchObject([
      { reason: 'Rule 1: no buying or selling', admin_username: cast.moderator.user.username },
    ]);
  });

  it.each([
    ['an empty reason', { reason: '' }],
    ['a blank reason', { reason: '   ' }],
    ['no reason', {}],
    ['a reason of 10,000 characters', { reason: 'x'.repeat(10_000) }],
  ])('refuses %s with 400 and warns nobody', async (_name, body) => {
    const member = await makeUser(db());
    expect((await act('warn', member.user.id, cast.admin.token, body)).statusCode).toBe(400);
    expect(
      await db().selectFrom('user_warnings').selectAll().where('user_id', '=', member.user.id).execute(),
    ).toEqual([]);
  });
});

describe('mute', () => {
  it('a muted member cannot post until unmuted, and is told why and until when', async () => {
    const member = await makeUser(db());
    const before = Date.now();
    const res = await act('mute', member.user.id, cast.moderator.token, { hours: 48, reason: 'Cooling off' });
    expect(res.statusCode).toBe(200);
    const until = new Date(res.json().user.muted_until).getTime();
    expect(until - before).toBeGreaterThanOrEqual(48 * 3_600_000 - 1000);
    expect(until - before).toBeLessThanOrEqual(48 * 3_600_000 + 60_000);
    const refused = await reply(member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'MUTED' });
    expect(refused.json().error).toContain('Cooling off');
    expect((await t.call('GET', '/api/me/notices', { token: member.token })).json().mute).toMatchObject({
      reason: 'Cooling off',
    });
    expect(await auditFor('mute_user', member.user.id)).toMatchObject([{ reason: 'Cooling off' }]);

    expect((await act('unmute', member.user.id, cast.moderator.token)).statusCode).toBe(200);
    expect((await reply(member.token)).statusCode).toBe(201);
    expect(await auditFor('unmute_user', member.user.id)).toHaveLength(1);
    expect((await act('unmute', member.user.id, cast.moderator.token)).statusCode).toBe(409);
  });

  it('ends by itself when its time has passed', async () => {
    const member = await makeUser(db());
    await db()
      .updateTable('users')
      .set({ muted_until: new Date(Date.now() - 1000), mute_reason: 'old' })
      .where('id', '=', member.user.id)
      .execute();
    expect((await reply(member.token)).statusCode).toBe(201);
    expect((await t.call('GET', '/api/me/notices', { token: member.token })).json().mute).toBeNull();
  });

  it.each([
    ['12 hours', { hours: 12, reason: 'x' }],
    ['hours as text', { hours: '24', reason: 'x' }],
    ['no hours', { reason: 'x' }],
    ['no reason', { hours: 24 }],
    ['a reason of 10,000 characters', { hours: 24, reason: 'x'.repeat(10_000) }],
  ])('refuses %s with 400 and mutes nobody', async (_name, body) => {
    const member = await makeUser(db());
    expect((await act('mute', member.user.id, cast.admin.token, body)).statusCode).toBe(400);
    expect((await userRow(member.user.id)).muted_until).toBeNull();
  });
});

describe('ban', () => {
  it('ends every session at once, refuses login with the reason, and unban restores', async () => {
    const member = await makeUser(db());
    const res = await act('ban', member.user.id, cast.admin.token, { reason: 'Repeated solicitation' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: TEXT.userBanned,
      user: { is_active: false, ban_reason: 'Repeated solicitation' },
    });
    expect((await t.call('GET', '/api/auth/me', { token: member.token })).statusCode).toBe(401);
    expect(
      await db().selectFrom('sessions').selectAll().where('user_id', '=', member.user.id).execute(),
    ).toEqual([]);
    const login = await t.call('POST', '/api/auth/login', {
      body: { username: member.user.username, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toContain('Repeated solicitation');
    expect((await act('ban', member.user.id, cast.admin.token, { reason: 'again' })).statusCode).toBe(409);

    const unban = await act('unban', member.user.id, cast.admin.token);
    expect(unban.statusCode).toBe(200);
    expect(unban.json()).toMatchObject({
      message: TEXT.userUnbanned,
      user: { is_active: true, ban_reason: null },
    });
    expect(
      (
        await t.call('POST', '/api/auth/login', {
          body: { username: member.user.username, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    expect((await act('unban', member.user.id, cast.admin.token)).statusCode).toBe(409);
    expect((await auditFor('ban_user', member.user.id)).map((a) => a.reason)).toEqual([
      'Repeated solicitation',
    ]);
    expect(await auditFor('unban_user', member.user.id)).toHaveLength(1);
  });

  it.each([
    ['an empty reason', { reason: '' }],
    ['a blank reason', { reason: '  \n ' }],
    ['no reason', {}],
  ])('refuses %s with 400 "Ban requires a reason"', async (_name, body) => {
    const member = await makeUser(db());
    const res = await act('ban', member.user.id, cast.admin.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(TEXT.banRequiresReason);
    expect((await userRow(member.user.id)).is_active).toBe(true);
  });

  it('refuses a reason of 10,000 characters', async () => {
    const member = await makeUser(db());
    expect(
      (await act('ban', member.user.id, cast.admin.token, { reason: 'x'.repeat(10_000) })).statusCode,
    ).toBe(400);
    expect((await userRow(member.user.id)).is_active).toBe(true);
  });
});

describe('who may act on whom', () => {
  it('moderators warn and mute members only, and never ban', async () => {
    const otherModerator = await makeUser(db(), { role: 'moderator' });
    for (const target of [otherModerator, cast.admin, cast.moderator]) {
      for (const [verb, body] of [
        ['warn', { reason: 'x' }],
        ['mute', { hours: 24, reason: 'x' }],
      ] as const) {
        const res = await act(verb, target.user.id, cast.moderator.token, body);
        expect(res.statusCode, `${verb} ${target.user.role}`).toBe(403);
      }
    }
    expect((await act('ban', cast.member.user.id, cast.moderator.token, { reason: 'x' })).statusCode).toBe(
      403,
    );
    expect((await act('unban', cast.banned.user.id, cast.moderator.token)).statusCode).toBe(403);
    expect((await userRow(otherModerator.user.id)).muted_until).toBeNull();
    expect((await userRow(cast.member.user.id)).is_active).toBe(true);
  });

  it('admins act on moderators but not on admins or themselves', async () => {
    const moderator = await makeUser(db(), { role: 'moderator' });
    const otherAdmin = await makeUser(db(), { role: 'admin' });
    expect(
      (await act('mute', moderator.user.id, cast.admin.token, { hours: 24, reason: 'x' })).statusCode,
    ).toBe(200);
    const self = await act('ban', cast.admin.user.id, cast.admin.token, { reason: 'x' });
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe('You cannot ban your own account.');
    const admin = await act('ban', otherAdmin.user.id, cast.admin.token, { reason: 'x' });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error).toBe('Admins cannot be banned. Change their role first.');
    expect((await act('warn', otherAdmin.user.id, cast.admin.token, { reason: 'x' })).statusCode).toBe(403);
    expect((await userRow(otherAdmin.user.id)).is_active).toBe(true);
    expect((await userRow(cast.admin.user.id)).is_active).toBe(true);
  });

  it('refuses guests and banned (401), members and muted members (403), unknown (404) and malformed ids (400)', async () => {
    const target = await makeUser(db());
    const bodies: Record<string, unknown> = {
      warn: { reason: 'x' },
      mute: { hours: 24, reason: 'x' },
      ban: { reason: 'x' },
    };
    for (const verb of ['warn', 'mute', 'unmute', 'ban', 'unban']) {
      expect((await act(verb, target.user.id, undefined, bodies[verb])).statusCode, verb).toBe(401);
      expect((await act(verb, target.user.id, cast.banned.token, bodies[verb])).statusCode, verb).toBe(401);
      expect((await act(verb, target.user.id, cast.member.token, bodies[verb])).statusCode, verb).toBe(403);
      expect((await act(verb, target.user.id, cast.muted.token, bodies[verb])).statusCode, verb).toBe(403);
      expect((await act(verb, 2_000_000_000, cast.admin.token, bodies[verb])).statusCode, verb).toBe(404);
      expect(
        (
          await t.call('POST', `/api/admin/users/1.5/${verb}`, {
            token: cast.admin.token,
            body: bodies[verb],
          })
        ).statusCode,
      ).toBe(400);
    }
    const row = await userRow(target.user.id);
    expect(row).toMatchObject({ is_active: true, muted_until: null });
    expect(
      await db().selectFrom('user_warnings').selectAll().where('user_id', '=', target.user.id).execute(),
    ).toEqual([]);
  });

  it('notices need a signed-in user', async () => {
    expect((await t.call('GET', '/api/me/notices')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/me/notices', { token: cast.muted.token })).json().mute).toMatchObject({
      reason: 'Test mute',
    });
  });
});
