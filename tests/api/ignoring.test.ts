import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IGNORE_LIST_MAX } from '../../src/shared/ignore-texts';
import { type MadeUser, makeCast, makeUser } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Ignoring a member (docs/decisions/044-first-posts-held-and-ignoring.md): one's own list, kept on the server;
// an ignored member's mentions, quotes and replies notify (and so e-mail) no more; they are told nothing;
// staff and oneself cannot be ignored; the list is in the data export.

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const settle = () => t.app.background.drain();
const ignore = (who: MadeUser | null, name: string) =>
  t.call('PUT', `/api/me/ignored/${encodeURIComponent(name)}`, who ? { token: who.token } : {});
const unignore = (who: MadeUser | null, name: string) =>
  t.call('DELETE', `/api/me/ignored/${encodeURIComponent(name)}`, who ? { token: who.token } : {});
const listOf = (who: MadeUser | null) => t.call('GET', '/api/me/ignored', who ? { token: who.token } : {});
async function notificationsOf(user: MadeUser) {
  const res = await t.call('GET', '/api/notifications', { token: user.token });
  return res.json().notifications as { kind: string; post_id: number; actor: { username: string } | null }[];
}
async function reply(user: MadeUser, body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/posts', { token: user.token, body });
  expect(res.statusCode).toBe(201);
  return res.json().post as { id: number };
}

describe('the ignore list, by role', () => {
  it('a guest cannot read or change one', async () => {
    const target = await makeUser(db());
    expect((await listOf(null)).statusCode).toBe(401);
    expect((await ignore(null, target.user.username)).statusCode).toBe(401);
    expect((await unignore(null, target.user.username)).statusCode).toBe(401);
  });

  it('members, muted members, moderators and admins manage their own; a banned member has no session', async () => {
    const target = await makeUser(db());
    for (const who of [cast.member, cast.muted, cast.moderator, cast.admin]) {
      const res = await ignore(who, target.user.username.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(
        `You are ignoring ${target.user.username}. Their posts fold to one line.`,
      );
      expect(res.json().ignored.map((m: { id: number }) => m.id)).toContain(target.user.id);
      // Again is harmless.
      expect((await ignore(who, target.user.username)).statusCode).toBe(200);
      expect((await listOf(who)).json().ignored).toHaveLength((await listOf(who)).json().ignored.length);
      const stop = await unignore(who, target.user.username);
      expect(stop.statusCode).toBe(200);
      expect(stop.json().ignored.map((m: { id: number }) => m.id)).not.toContain(target.user.id);
      expect((await unignore(who, target.user.username)).statusCode).toBe(200);
    }
    expect((await listOf(cast.banned)).statusCode).toBe(401);
    expect((await ignore(cast.banned, target.user.username)).statusCode).toBe(401);
  });

  it('refuses oneself, staff, unknown and deleted names with a clear 4xx and stores nothing', async () => {
    const me = await makeUser(db());
    const self = await ignore(me, me.user.username);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'CANNOT_IGNORE_SELF', error: 'You cannot ignore yourself.' });
    for (const staff of [cast.moderator, cast.admin]) {
      const res = await ignore(me, staff.user.username);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('CANNOT_IGNORE_STAFF');
      expect(res.json().error).toContain('Moderators and admins cannot be ignored');
    }
    expect((await ignore(me, 'nobody_here_zz9')).statusCode).toBe(404);
    const gone = await makeUser(db());
    await db().updateTable('users').set({ is_deleted: true }).where('id', '=', gone.user.id).execute();
    expect((await ignore(me, gone.user.username)).statusCode).toBe(404);
    expect((await listOf(me)).json().ignored).toEqual([]);
  });

  it('answers hostile names with a 400 or 404, never a 500', async () => {
    const me = await makeUser(db());
    const hostile = [
      '<script>alert(1)</script>',
      'x'.repeat(5000),
      '名前',
      "' or 1=1 --",
      '%00',
      '..%2F..%2Fetc',
      ' ',
    ];
    for (const name of hostile) {
      const res = await ignore(me, name);
      // A name longer than the router takes is its 414, as on every path.
      expect([400, 404, 414]).toContain(res.statusCode);
      expect(res.json().error).toEqual(expect.any(String));
    }
    // A body is not wanted and changes nothing.
    const target = await makeUser(db());
    const withBody = await t.call('PUT', `/api/me/ignored/${target.user.username}`, {
      token: me.token,
      body: { username: cast.admin.user.username, user_id: 'x'.repeat(10_000) },
    });
    expect(withBody.statusCode).toBe(200);
    expect((await listOf(me)).json().ignored.map((m: { username: string }) => m.username)).toEqual([
      target.user.username,
    ]);
  });

  it(`holds at most ${IGNORE_LIST_MAX} members`, async () => {
    const me = await makeUser(db());
    const others = await db()
      .insertInto('users')
      .values(
        Array.from({ length: IGNORE_LIST_MAX }, (_, i) => ({
          username: `filler_${me.user.id}_${i}`,
          email: `filler_${me.user.id}_${i}@example.test`,
          role: 'member' as const,
        })),
      )
      .returning('id')
      .execute();
    await db()
      .insertInto('member_ignores')
      .values(others.map((o) => ({ user_id: me.user.id, ignored_id: o.id })))
      .execute();
    const target = await makeUser(db());
    const full = await ignore(me, target.user.username);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('IGNORE_LIST_FULL');
    // One already on the list may be ignored again.
    expect((await ignore(me, `filler_${me.user.id}_0`)).statusCode).toBe(200);
  });
});

describe('what ignoring does', () => {
  it('their mentions, quotes and replies notify me no more, and no e-mail is queued; others still hear', async () => {
    const me = await makeUser(db());
    const bystander = await makeUser(db());
    const pest = await makeUser(db());
    const { thread } = await makeThread(db(), { author: me.user });
    const mine = await makePost(db(), { thread, author: me.user, content: 'My own reply' });
    expect((await ignore(me, pest.user.username)).statusCode).toBe(200);

    await reply(pest, {
      thread_id: thread.id,
      content: `Hey @${me.user.username} and @${bystander.user.username}`,
    });
    await reply(pest, {
      thread_id: thread.id,
      content: `[quote="${me.user.username}" post=${mine.id}]My own reply[/quote]\nNo.`,
    });
    await reply(pest, { thread_id: thread.id, content: 'A direct reply.', reply_to_post_id: mine.id });
    await settle();
    expect(await notificationsOf(me)).toEqual([]);
    expect((await notificationsOf(bystander)).map((n) => n.kind)).toEqual(['mention']);
    const mail = await db()
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', me.user.email)
      .execute();
    expect(mail).toEqual([]);

    // Stopping brings the next ones back.
    expect((await unignore(me, pest.user.username)).statusCode).toBe(200);
    const again = await reply(pest, { thread_id: thread.id, content: `Once more @${me.user.username}` });
    await settle();
    expect((await notificationsOf(me)).map((n) => [n.kind, n.post_id])).toEqual([['mention', again.id]]);
  });

  it('a member made a moderator after being ignored reaches everyone again, and leaves the list', async () => {
    const me = await makeUser(db());
    const later = await makeUser(db());
    expect((await ignore(me, later.user.username)).statusCode).toBe(200);
    await db().updateTable('users').set({ role: 'moderator' }).where('id', '=', later.user.id).execute();
    expect((await listOf(me)).json().ignored).toEqual([]);
    const { thread } = await makeThread(db(), { author: cast.admin.user });
    await reply(later, { thread_id: thread.id, content: `Please read the rules, @${me.user.username}.` });
    await settle();
    expect((await notificationsOf(me)).map((n) => n.kind)).toEqual(['mention']);
  });

  it('the ignored member is told nothing: their view of the ignorer, their notifications and their own list are unchanged', async () => {
    const me = await makeUser(db());
    const pest = await makeUser(db());
    const before = {
      profile: (await t.call('GET', `/api/users/${me.user.username}/profile`, { token: pest.token })).body,
      own: (await listOf(pest)).body,
      me: (await t.call('GET', '/api/auth/me', { token: pest.token })).body,
    };
    expect((await ignore(me, pest.user.username)).statusCode).toBe(200);
    const after = {
      profile: (await t.call('GET', `/api/users/${me.user.username}/profile`, { token: pest.token })).body,
      own: (await listOf(pest)).body,
      me: (await t.call('GET', '/api/auth/me', { token: pest.token })).body,
    };
    expect(after).toEqual(before);
    await settle();
    expect(await notificationsOf(pest)).toEqual([]);
  });

  it('the list is in the data export, and only the member’s own', async () => {
    const me = await makeUser(db());
    const pest = await makeUser(db());
    await ignore(me, pest.user.username);
    const mine = await t.call('GET', '/api/auth/account/export', { token: me.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().ignored_members).toEqual([
      { id: pest.user.id, username: pest.user.username, ignored_at: expect.any(String) },
    ]);
    const theirs = await t.call('GET', '/api/auth/account/export', { token: pest.token });
    expect(theirs.json().ignored_members).toEqual([]);
    expect(theirs.body).not.toContain(me.user.username);
  });
});
