import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_TEXT } from '../../src/shared/contracts/account-data';
import { makeCast, makeUser, TEST_PASSWORD } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { png, upload } from '../support/media-files';
import { createTestApp, type TestApp } from '../support/test-app';

// "Download my data" and "Delete my account" (docs/product.md#accounts), for every role, with bad input.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auditOf = (userId: number, action: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['actor_id', 'details'])
    .where('target_id', '=', userId)
    .where('action_type', '=', action)
    .execute();

describe('GET /api/auth/account/export', () => {
  it('gives the member their profile, threads, posts, votes and reports as a JSON attachment (audited)', async () => {
    const member = await makeUser(t.database.db);
    const other = await makeUser(t.database.db);
    const made = await makeThread(t.database.db, { author: member, title: 'My own thread' });
    const theirs = await makeThread(t.database.db, { author: other });
    const reply = await makePost(t.database.db, { thread: theirs, author: member, content: 'My reply' });
    expect(
      (
        await t.call('POST', `/api/posts/${theirs.firstPost.id}/vote`, {
          token: member.token,
          body: { vote_type: 1 },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/api/reports', {
          token: member.token,
          body: { target_type: 'thread', target_id: theirs.thread.id, reasons: 'Spam' },
        })
      ).statusCode,
    ).toBeLessThan(300);

    const res = await t.call('GET', '/api/auth/account/export', { token: member.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="forum-data-${member.user.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data = res.json();
    expect(data.profile).toMatchObject({
      id: member.user.id,
      username: member.user.username,
      email: member.user.email,
    });
    expect(JSON.stringify(data)).not.toMatch(/password_hash|totp_secret|token_hash/);
    expect(data.threads.map((x: { title: string }) => x.title)).toEqual(['My own thread']);
    expect(data.posts.map((p: { id: number }) => p.id)).toEqual([made.firstPost.id, reply.id]);
    expect(data.votes).toEqual([expect.objectContaining({ post_id: theirs.firstPost.id, vote: 1 })]);
    expect(data.reports).toEqual([
      expect.objectContaining({ target_type: 'thread', target_id: theirs.thread.id, reasons: 'Spam' }),
    ]);
    // Only the member's own: nothing of the other account.
    expect(JSON.stringify(data)).not.toContain(other.user.username);
    expect(await auditOf(member.user.id, 'export_own_data')).toEqual([
      expect.objectContaining({ actor_id: member.user.id }),
    ]);
  });

  it('is complete: attachments with working files, bookmarks, the address, settings and an avatar that loads', async () => {
    const member = await makeUser(t.database.db);
    const avatar = (
      await upload(t, '/api/me/avatar', await png(100, 100, 77), { token: member.token })
    ).json();
    expect(avatar.user.avatar_url).toBeTruthy();
    const file = (
      await upload(t, '/api/attachments', await png(300, 200, 90), { token: member.token })
    ).json();
    const made = await makeThread(t.database.db, { author: member, title: 'Thread with a plat' });
    const other = await makeUser(t.database.db);
    const theirs = await makeThread(t.database.db, { author: other, title: 'Worth keeping' });
    const bookmark = await t.call('POST', `/api/posts/${theirs.firstPost.id}/bookmark`, {
      token: member.token,
    });
    expect(bookmark.statusCode).toBe(200);
    const settings = await t.call('PUT', '/api/notifications/preferences', {
      token: member.token,
      body: { email: { mention: 'never' } },
    });
    expect(settings.statusCode).toBe(200);

    const data = (await t.call('GET', '/api/auth/account/export', { token: member.token })).json();
    const base = t.config.publicBaseUrl;
    expect(data.profile.email).toBe(member.user.email);
    expect(data.profile.avatar_url).toMatch(new RegExp(`^${base}/api/avatars/[0-9a-f]{64}/256\\.webp$`));
    const avatarPath = String(data.profile.avatar_url).slice(base.length);
    expect((await t.call('GET', avatarPath)).statusCode).toBe(200);
    expect(data.attachments).toEqual([
      expect.objectContaining({
        id: file.attachment.id,
        kind: 'image',
        url: `${base}/api/attachments/${file.attachment.id}/file`,
      }),
    ]);
    const filePath = String(data.attachments[0].url).slice(base.length);
    expect((await t.call('GET', filePath, { token: member.token })).statusCode).toBe(200);
    expect(data.bookmarks).toEqual([
      expect.objectContaining({
        post_id: theirs.firstPost.id,
        thread_id: theirs.thread.id,
        thread_title: 'Worth keeping',
      }),
    ]);
    expect(data.settings.email_notifications.mention).toBe('never');
    expect(made.thread.id).toBeGreaterThan(0);
  });

  it('answers every signed-in role with its own data; guests 401 and banned members 401', async () => {
    const cast = await makeCast(t.database.db);
    expect((await t.call('GET', '/api/auth/account/export')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/account/export', { token: 'not-a-token' })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/account/export', { token: cast.banned.token })).statusCode).toBe(
      401,
    );
    for (const who of [cast.member, cast.muted, cast.moderator, cast.admin]) {
      const res = await t.call('GET', '/api/auth/account/export', { token: who.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().profile.id).toBe(who.user.id);
    }
  });
});

describe('DELETE /api/auth/account', () => {
  const del = (token: string | undefined, body: unknown) =>
    t.call('DELETE', '/api/auth/account', { ...(token ? { token } : {}), body });

  it('needs the right password; bad input is a clear 400 and deletes nothing', async () => {
    const member = await makeUser(t.database.db);
    expect((await del(undefined, { password: TEST_PASSWORD })).statusCode).toBe(401);
    const cases: [unknown, string][] = [
      [{}, 'VALIDATION'],
      [{ password: '' }, 'VALIDATION'],
      [{ password: 42 }, 'VALIDATION'],
      [{ password: 'x'.repeat(300) }, 'VALIDATION'],
      [{ password: 'wrong-password' }, 'WRONG_PASSWORD'],
      [{ password: `${TEST_PASSWORD}\u0000` }, 'VALIDATION'],
      [{ password: '<script>alert(1)</script>' }, 'WRONG_PASSWORD'],
      [{ password: 'pässwörd 🙂' }, 'WRONG_PASSWORD'],
    ];
    for (const [body, code] of cases) {
      const res = await del(member.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
    }
    expect((await t.call('GET', '/api/auth/me', { token: member.token })).statusCode).toBe(200);
  });

  it('erases the personal data, keeps the posts under [deleted], ends sessions, removes the avatar (audited)', async () => {
    const member = await makeUser(t.database.db);
    const made = await makeThread(t.database.db, { author: member, title: 'Thread that stays' });
    const profile = await t.call('PUT', '/api/auth/me', {
      token: member.token,
      body: { bio: 'My bio', location: 'Tulsa' },
    });
    expect(profile.json().user).toMatchObject({ bio: 'My bio', location: 'Tulsa' });
    const avatar = (
      await upload(t, '/api/me/avatar', await png(100, 100, 40), { token: member.token })
    ).json().user.avatar_url as string;
    expect((await t.call('GET', `${avatar}/64.webp`)).statusCode).toBe(200);

    const res = await del(member.token, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: ACCOUNT_DELETED_TEXT });

    expect((await t.call('GET', '/api/auth/me', { token: member.token })).statusCode).toBe(401);
    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      is_deleted: true,
      password_hash: null,
      bio: '',
      location: '',
      avatar_key: null,
    });
    expect(row.email).not.toBe(member.user.email);
    expect((await t.call('GET', `${avatar}/64.webp`)).statusCode).toBe(404);
    const thread = await t.call('GET', `/api/threads/${made.thread.id}`);
    expect(thread.statusCode).toBe(200);
    expect(JSON.stringify(thread.json())).toContain('[deleted]');
    expect(JSON.stringify(thread.json())).not.toContain(member.user.username);
    expect(
      (
        await t.call('POST', '/api/auth/login', {
          body: { username: member.user.username, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBeGreaterThanOrEqual(400);
    // The address can register again.
    const again = await t.call('POST', '/api/auth/register', {
      body: {
        username: `${member.user.username}x`.slice(0, 30),
        email: member.user.email,
        password: 'another-password-1',
      },
    });
    expect(again.statusCode).toBe(201);
    expect(await auditOf(member.user.id, 'delete_own_account')).toEqual([
      expect.objectContaining({ actor_id: member.user.id, details: `username: ${member.user.username}` }),
    ]);
  });

  it('lets muted members, moderators and admins delete themselves; banned accounts are signed out (401)', async () => {
    const cast = await makeCast(t.database.db);
    expect((await del(cast.banned.token, { password: TEST_PASSWORD })).statusCode).toBe(401);
    for (const who of [cast.muted, cast.moderator, cast.admin]) {
      const res = await del(who.token, { password: TEST_PASSWORD });
      expect(res.statusCode, who.user.role).toBe(200);
      expect((await t.call('GET', '/api/auth/me', { token: who.token })).statusCode).toBe(401);
    }
  });

  it('refuses the last admin (409), who can delete themself once another admin exists', async () => {
    const admins = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('is_deleted', '=', false)
      .execute();
    // Make the test's admin the only one left.
    await t.database.db
      .updateTable('users')
      .set({ role: 'member' })
      .where(
        'id',
        'in',
        admins.map((a) => a.id),
      )
      .execute();
    const admin = await makeUser(t.database.db, { role: 'admin' });
    const refused = await del(admin.token, { password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('LAST_ADMIN');
    expect((await t.call('GET', '/api/auth/me', { token: admin.token })).statusCode).toBe(200);
    // A banned admin does not count as one left.
    await makeUser(t.database.db, { role: 'admin', banned: true });
    expect((await del(admin.token, { password: TEST_PASSWORD })).statusCode).toBe(409);
    await makeUser(t.database.db, { role: 'admin' });
    expect((await del(admin.token, { password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});
