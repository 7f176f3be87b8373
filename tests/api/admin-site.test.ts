import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_CATEGORIES, ROLES } from '../../src/shared/constants';
import { AUDIT_ACTIONS } from '../../src/shared/contracts/admin';
import { makeCast, makeUser } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The dashboard's stats, logs and watched words (docs/product.md#data, #api and #limits; issue 4).

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const DAY = 86_400_000;
const stats = async () => (await t.call('GET', '/api/admin/stats', { token: cast.admin.token })).json();

describe('GET /api/admin/stats', () => {
  it('counts every field exactly, by the 30- and 7-day windows', async () => {
    const before = await stats();
    const old = new Date(Date.now() - 40 * DAY);
    const oldQuiet = await makeUser(db(), { memberCategory: 'Landman' });
    await db().updateTable('users').set({ created_at: old }).where('id', '=', oldQuiet.user.id).execute();
    const oldPoster = await makeUser(db(), { role: 'moderator' });
    await db().updateTable('users').set({ created_at: old }).where('id', '=', oldPoster.user.id).execute();
    await makeThread(db(), { author: oldPoster });
    const recentLogin = await makeUser(db(), { memberCategory: 'Geologist', banned: true });
    await db()
      .updateTable('users')
      .set({ last_login: new Date(Date.now() - 2 * DAY) })
      .where('id', '=', recentLogin.user.id)
      .execute();
    const staleLogin = await makeUser(db(), { muted: true });
    await db()
      .updateTable('users')
      .set({ last_login: new Date(Date.now() - 8 * DAY) })
      .where('id', '=', staleLogin.user.id)
      .execute();
    const deleted = await makeUser(db(), { memberCategory: 'Engineer' });
    await db().updateTable('users').set({ is_deleted: true }).where('id', '=', deleted.user.id).execute();
    await db()
      .updateTable('users')
      .set({ member_category: 'Retired wildcatter' })
      .where('id', '=', staleLogin.user.id)
      .execute();

    const after = await stats();
    const diff = (key: string) => after[key] - before[key];
    expect(diff('totalUsers')).toBe(4);
    expect(diff('newUsers30Days')).toBe(2);
    expect(diff('activeUsers7Days')).toBe(2);
    expect(diff('bannedUsers')).toBe(1);
    expect(diff('mutedUsers')).toBe(1);
    expect(diff('usersWithoutMemberCategory')).toBe(2);
    expect(after.usersByRole.moderator - before.usersByRole.moderator).toBe(1);
    expect(after.usersByRole.member - before.usersByRole.member).toBe(3);
    expect(after.usersByMemberCategory.Landman - before.usersByMemberCategory.Landman).toBe(1);
    expect(after.usersByMemberCategory.Geologist - before.usersByMemberCategory.Geologist).toBe(1);
    expect(after.usersByMemberCategory.Engineer - before.usersByMemberCategory.Engineer).toBe(0);
    expect(Object.keys(after.usersByRole).sort()).toEqual([...ROLES].sort());
    expect(Object.keys(after.usersByMemberCategory).sort()).toEqual([...MEMBER_CATEGORIES].sort());
    const byCategory = Object.values(after.usersByMemberCategory as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    );
    expect(byCategory + after.usersWithoutMemberCategory).toBe(after.totalUsers);
  });

  it('counts open reports and held content for the moderator view', async () => {
    const before = (await t.call('GET', '/api/admin/stats', { token: cast.moderator.token })).json();
    const heldThread = await makeThread(db(), { author: cast.member, status: 'held' });
    const visible = await makeThread(db(), { author: cast.member });
    await makePost(db(), { thread: visible, author: cast.member, status: 'held' });
    await makePost(db(), { thread: heldThread, author: cast.member, status: 'held' });
    await db()
      .insertInto('reports')
      .values([
        {
          target_type: 'thread',
          target_id: heldThread.thread.id,
          reasons: 'Personal information',
          source: 'auto',
          rule: 'ssn',
        },
        {
          target_type: 'thread',
          target_id: visible.thread.id,
          reasons: 'Spam',
          reporter_id: cast.member.user.id,
        },
        { target_type: 'thread', target_id: visible.thread.id, reasons: 'Spam', status: 'approved' },
      ])
      .execute();
    const after = (await t.call('GET', '/api/admin/stats', { token: cast.moderator.token })).json();
    expect(after.openReports - before.openReports).toBe(2);
    expect(after.openAutoReports - before.openAutoReports).toBe(1);
    // The held thread (with its posts) is one item; the held reply in a visible thread another.
    expect(after.heldContent - before.heldContent).toBe(2);
  });

  it('is for staff only', async () => {
    expect((await t.call('GET', '/api/admin/stats')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/admin/stats', { token: cast.banned.token })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/admin/stats', { token: cast.member.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/stats', { token: cast.muted.token })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/logs', () => {
  it('lists the newest entries first, 50 by default, filtered by action type', async () => {
    for (let i = 0; i < 3; i++) {
      const member = await makeUser(db());
      await t.call('POST', `/api/admin/users/${member.user.id}/warn`, {
        token: cast.moderator.token,
        body: { reason: `warning ${i}` },
      });
      await t.call('POST', `/api/admin/users/${member.user.id}/ban`, {
        token: cast.admin.token,
        body: { reason: `ban ${i}` },
      });
    }
    await db()
      .insertInto('audit_log')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          admin_username: 'filler',
          action_type: 'pin_thread',
          target_type: 'thread',
          target_id: i + 1,
        })),
      )
      .execute();
    const all = (await t.call('GET', '/api/admin/logs', { token: cast.admin.token })).json().logs;
    expect(all).toHaveLength(50);
    const bans = (
      await t.call('GET', '/api/admin/logs?action_type=ban_user&limit=200', { token: cast.admin.token })
    ).json().logs;
    expect(bans.length).toBeGreaterThanOrEqual(3);
    expect(bans.every((l: { action_type: string }) => l.action_type === 'ban_user')).toBe(true);
    expect(bans[0]).toMatchObject({
      admin_username: cast.admin.user.username,
      target_type: 'user',
      reason: 'ban 2',
    });
    expect(Object.keys(bans[0]).sort()).toEqual([
      'action_type',
      'admin_username',
      'created_at',
      'details',
      'id',
      'reason',
      'target_id',
      'target_type',
    ]);
    const warns = (
      await t.call('GET', '/api/admin/logs?action_type=warn_user&limit=1', { token: cast.admin.token })
    ).json().logs;
    expect(warns).toMatchObject([{ admin_username: cast.moderator.user.username, reason: 'warning 2' }]);
  });

  it('refuses bad filters (400) and everyone but admins', async () => {
    for (const bad of ['limit=0', 'limit=201', 'action_type=drop_tables', 'limit=ten']) {
      expect(
        (await t.call('GET', `/api/admin/logs?${bad}`, { token: cast.admin.token })).statusCode,
        bad,
      ).toBe(400);
    }
    expect((await t.call('GET', '/api/admin/logs', { token: cast.moderator.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/logs', { token: cast.member.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/logs')).statusCode).toBe(401);
    expect(AUDIT_ACTIONS).toContain('reset_database');
  });
});

describe('/api/admin/watched-words', () => {
  it('adds, lists and removes words, audited, refusing duplicates in any case', async () => {
    const added = await t.call('POST', '/api/admin/watched-words', {
      token: cast.admin.token,
      body: { word: '  Acme Land Services  ' },
    });
    expect(added.statusCode).toBe(201);
    const word = added.json().word;
    expect(word).toMatchObject({ word: 'Acme Land Services', created_by_username: cast.admin.user.username });
    const duplicate = await t.call('POST', '/api/admin/watched-words', {
      token: cast.admin.token,
      body: { word: 'ACME LAND SERVICES' },
    });
    expect(duplicate.statusCode).toBe(409);
    const listed = (await t.call('GET', '/api/admin/watched-words', { token: cast.admin.token })).json()
      .words;
    expect(
      listed.filter((w: { word: string }) => w.word.toLowerCase() === 'acme land services'),
    ).toHaveLength(1);
    expect(
      (await t.call('DELETE', `/api/admin/watched-words/${word.id}`, { token: cast.admin.token })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('DELETE', `/api/admin/watched-words/${word.id}`, { token: cast.admin.token })).statusCode,
    ).toBe(404);
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'watched_word')
      .where('target_id', '=', word.id)
      .execute();
    expect(audit.map((a) => [a.action_type, a.details])).toEqual([
      ['add_watched_word', 'Acme Land Services'],
      ['remove_watched_word', 'Acme Land Services'],
    ]);
  });

  it('refuses empty and over-long words (400) and everyone but admins', async () => {
    for (const body of [
      { word: '' },
      { word: '   ' },
      {},
      { word: 'x'.repeat(101) },
      { word: 'x'.repeat(10_000) },
    ]) {
      expect(
        (await t.call('POST', '/api/admin/watched-words', { token: cast.admin.token, body })).statusCode,
      ).toBe(400);
    }
    expect(
      (
        await t.call('POST', '/api/admin/watched-words', {
          token: cast.moderator.token,
          body: { word: 'Nope' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call('GET', '/api/admin/watched-words', { token: cast.moderator.token })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('DELETE', '/api/admin/watched-words/1', { token: cast.member.token })).statusCode,
    ).toBe(403);
    expect((await t.call('GET', '/api/admin/watched-words')).statusCode).toBe(401);
    const words = await db().selectFrom('watched_words').select('word').execute();
    expect(words.map((w) => w.word)).not.toContain('Nope');
  });
});
