import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '../../src/shared/texts';
import { makeCast, makeUser, TEST_PASSWORD, uniqueName } from '../support/factories';
import { makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The users tab and its account changes (docs/product.md#validation and #api): list, role, member type, delete.
// Warn, mute and ban are in admin-enforcement.test.ts.

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
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
const list = async (token: string, qs = '') =>
  t.call('GET', `/api/admin/users${qs ? `?${qs}` : ''}`, { token });

describe('GET /api/admin/users', () => {
  it('lists users 20 a page with their moderation state; e-mail for admins only', async () => {
    const res = await list(cast.admin.token);
    expect(res.statusCode).toBe(200);
    const { users, pagination } = res.json();
    expect(pagination).toMatchObject({ page: 1, limit: 20 });
    expect(users.length).toBeLessThanOrEqual(20);
    const banned = (await list(cast.admin.token, `search=${cast.banned.user.username}`)).json().users[0];
    expect(banned).toMatchObject({
      is_active: false,
      ban_reason: 'Test ban',
      email: cast.banned.user.email,
      open_warnings: 0,
    });
    const muted = (await list(cast.moderator.token, `search=${cast.muted.user.username}`)).json().users[0];
    expect(muted.mute_reason).toBe('Test mute');
    expect(muted.email).toBeUndefined();
  });

  it('refuses guests and banned users (401), members and muted members (403)', async () => {
    expect((await t.call('GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await list(cast.banned.token)).statusCode).toBe(401);
    expect((await list(cast.member.token)).statusCode).toBe(403);
    expect((await list(cast.muted.token)).statusCode).toBe(403);
  });

  it('searches usernames (and e-mail for admins) literally, any case', async () => {
    const tag = uniqueName('srch');
    const plain = await makeUser(db(), { username: `${tag}_plain` });
    const percent = await makeUser(db(), { username: `${tag}.a%b` });
    await db()
      .updateTable('users')
      .set({ email: `${tag}-mail@example.test` })
      .where('id', '=', plain.user.id)
      .execute();
    const names = async (token: string, search: string) =>
      (await list(token, `search=${encodeURIComponent(search)}`))
        .json()
        .users.map((u: { username: string }) => u.username)
        .sort();
    expect(await names(cast.admin.token, tag.toUpperCase())).toEqual([`${tag}.a%b`, `${tag}_plain`].sort());
    expect(await names(cast.admin.token, `${tag}.a%`)).toEqual([percent.user.username]);
    expect(await names(cast.admin.token, `${tag}_p`)).toEqual([plain.user.username]);
    expect(await names(cast.admin.token, '%%%%')).toEqual([]);
    expect(await names(cast.admin.token, `${tag}-mail@`)).toEqual([plain.user.username]);
    expect(await names(cast.moderator.token, `${tag}-mail@`)).toEqual([]);
  });

  it('filters by role and member type, including users without one', async () => {
    const landman = await makeUser(db(), { memberCategory: 'Landman' });
    const guest = await makeUser(db(), { role: 'guest' });
    const all = async (qs: string) =>
      (await list(cast.admin.token, `${qs}&limit=100`)).json().users as {
        id: number;
        role: string;
        member_category: string | null;
      }[];
    const landmen = await all('member_category=Landman');
    expect(landmen.map((u) => u.id)).toContain(landman.user.id);
    expect(landmen.every((u) => u.member_category === 'Landman')).toBe(true);
    const none = await all('member_category=none');
    expect(none.every((u) => u.member_category === null)).toBe(true);
    expect(none.map((u) => u.id)).not.toContain(landman.user.id);
    const guests = await all('role=guest');
    expect(guests.map((u) => u.id)).toContain(guest.user.id);
    expect(guests.every((u) => u.role === 'guest')).toBe(true);
    expect((await all('role=&member_category=')).length).toBeGreaterThan(guests.length);
    for (const bad of [
      'role=owner',
      'member_category=Farmer',
      'limit=101',
      'page=abc',
      `search=${'x'.repeat(101)}`,
    ]) {
      expect((await list(cast.admin.token, bad)).statusCode, bad).toBe(400);
    }
  });
});

describe('PUT /api/admin/users/:id/role', () => {
  it('changes the role, ends the user’s sessions and audits the change', async () => {
    const user = await makeUser(db());
    const res = await t.call('PUT', `/api/admin/users/${user.user.id}/role`, {
      token: cast.admin.token,
      body: { role: 'moderator' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: TEXT.roleUpdated,
      user: { id: user.user.id, role: 'moderator' },
    });
    expect((await t.call('GET', '/api/auth/me', { token: user.token })).statusCode).toBe(401);
    expect(await auditFor('change_role', user.user.id)).toMatchObject([
      { details: 'member -> moderator', admin_username: cast.admin.user.username },
    ]);
  });

  it('refuses the admin’s own account, unknown roles, unknown ids and non-admins, changing nothing', async () => {
    const user = await makeUser(db());
    const self = await t.call('PUT', `/api/admin/users/${cast.admin.user.id}/role`, {
      token: cast.admin.token,
      body: { role: 'member' },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe('You cannot change the role of your own account.');
    const unknown = await t.call('PUT', `/api/admin/users/${user.user.id}/role`, {
      token: cast.admin.token,
      body: { role: 'owner' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('Role must be one of');
    expect(
      (
        await t.call('PUT', '/api/admin/users/2000000000/role', {
          token: cast.admin.token,
          body: { role: 'member' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call('PUT', '/api/admin/users/abc/role', {
          token: cast.admin.token,
          body: { role: 'member' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call('PUT', `/api/admin/users/${user.user.id}/role`, {
          token: cast.moderator.token,
          body: { role: 'admin' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call('PUT', `/api/admin/users/${user.user.id}/role`, {
          token: cast.member.token,
          body: { role: 'admin' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await userRow(cast.admin.user.id)).role).toBe('admin');
    expect((await userRow(user.user.id)).role).toBe('member');
    expect((await t.call('GET', '/api/auth/me', { token: user.token })).statusCode).toBe(200);
  });
});

describe('PUT /api/admin/users/:id/member-category', () => {
  it('sets and clears the member type, audited', async () => {
    const user = await makeUser(db());
    const url = `/api/admin/users/${user.user.id}/member-category`;
    const set = await t.call('PUT', url, { token: cast.admin.token, body: { memberCategory: 'Geologist' } });
    expect(set.statusCode).toBe(200);
    expect(set.json().user.member_category).toBe('Geologist');
    for (const cleared of [null, '']) {
      await t.call('PUT', url, { token: cast.admin.token, body: { memberCategory: 'Engineer' } });
      expect(
        (await t.call('PUT', url, { token: cast.admin.token, body: { memberCategory: cleared } })).json().user
          .member_category,
      ).toBeNull();
    }
    expect((await auditFor('change_member_category', user.user.id)).map((a) => a.details)).toEqual([
      'none -> Geologist',
      'Geologist -> Engineer',
      'Engineer -> none',
      'none -> Engineer',
      'Engineer -> none',
    ]);
  });

  it('refuses unknown member types and a missing field (400) and non-admins (403)', async () => {
    const user = await makeUser(db(), { memberCategory: 'Attorney' });
    const url = `/api/admin/users/${user.user.id}/member-category`;
    expect(
      (await t.call('PUT', url, { token: cast.admin.token, body: { memberCategory: 'Farmer' } })).statusCode,
    ).toBe(400);
    expect((await t.call('PUT', url, { token: cast.admin.token, body: {} })).statusCode).toBe(400);
    expect(
      (await t.call('PUT', url, { token: cast.moderator.token, body: { memberCategory: null } })).statusCode,
    ).toBe(403);
    expect((await userRow(user.user.id)).member_category).toBe('Attorney');
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('soft-deletes: sessions end, posts stay under [deleted], the e-mail can register again', async () => {
    const user = await makeUser(db());
    const made = await makeThread(db(), { author: user });
    const res = await t.call('DELETE', `/api/admin/users/${user.user.id}`, { token: cast.admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: TEXT.userDeleted, user: { username: '[deleted]' } });
    const row = await userRow(user.user.id);
    expect(row).toMatchObject({ is_deleted: true, password_hash: null });
    expect(row.email).not.toBe(user.user.email);
    expect((await t.call('GET', '/api/auth/me', { token: user.token })).statusCode).toBe(401);
    expect((await t.call('GET', `/api/threads/${made.thread.id}`)).json().thread.author_username).toBe(
      '[deleted]',
    );
    const again = await t.call('POST', '/api/auth/register', {
      body: { username: uniqueName('again'), email: user.user.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(201);
    const found = (await list(cast.admin.token, `search=${user.user.username}`)).json().users;
    expect(found.map((u: { id: number }) => u.id)).not.toContain(user.user.id);
    expect(await auditFor('delete_user', user.user.id)).toMatchObject([
      { details: `username: ${user.user.username}` },
    ]);
    expect(
      (await t.call('DELETE', `/api/admin/users/${user.user.id}`, { token: cast.admin.token })).statusCode,
    ).toBe(404);
  });

  it('refuses the admin’s own account, other admins and non-admins', async () => {
    const otherAdmin = await makeUser(db(), { role: 'admin' });
    const self = await t.call('DELETE', `/api/admin/users/${cast.admin.user.id}`, {
      token: cast.admin.token,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe('You cannot delete your own account.');
    expect(
      (await t.call('DELETE', `/api/admin/users/${otherAdmin.user.id}`, { token: cast.admin.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('DELETE', `/api/admin/users/${cast.member.user.id}`, { token: cast.moderator.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call('DELETE', `/api/admin/users/${cast.member.user.id}`, { token: cast.muted.token }))
        .statusCode,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/admin/users/${cast.member.user.id}`)).statusCode).toBe(401);
    for (const id of [cast.admin.user.id, otherAdmin.user.id, cast.member.user.id])
      expect((await userRow(id)).is_deleted).toBe(false);
  });
});
