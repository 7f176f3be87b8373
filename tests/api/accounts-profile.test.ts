import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/people/auth/sessions';
import { makeCast, makeUser, TEST_PASSWORD } from '../support/factories';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server';
import { createTestApp, type TestApp } from '../support/test-app';

// The profile's security section: change password, change e-mail, signed-in devices.

let smtp: SmtpTestServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ SMTP_URL: smtp.url, REQUIRE_EMAIL_CONFIRMATION: 'false' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('change password', () => {
  it('needs the current password and signs out every other device', async () => {
    const { user, token } = await makeUser(t.database.db);
    const other = await createSession(t.database.db, user.id, 'Other browser');
    const wrong = await t.call('POST', '/api/auth/password', {
      token,
      body: { currentPassword: 'not it', password: 'a new long password' },
    });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'currentPassword' });
    const ok = await t.call('POST', '/api/auth/password', {
      token,
      body: {
        currentPassword: TEST_PASSWORD,
        password: 'a new long password',
        confirmPassword: 'a new long password',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: other })).statusCode).toBe(401);
    const login = await t.call('POST', '/api/auth/login', {
      body: { username: user.username, password: 'a new long password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses guests, banned members and bad input', async () => {
    const cast = await makeCast(t.database.db);
    const body = { currentPassword: TEST_PASSWORD, password: 'a new long password' };
    expect((await t.call('POST', '/api/auth/password', { body })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/auth/password', { token: cast.banned.token, body })).statusCode).toBe(
      401,
    );
    // Muted members, moderators and admins may still look after their own account.
    for (const who of [cast.muted, cast.moderator, cast.admin]) {
      expect((await t.call('POST', '/api/auth/password', { token: who.token, body })).statusCode).toBe(200);
    }
    for (const bad of [
      {},
      { currentPassword: 5, password: 'long enough 1' },
      { currentPassword: 'x', password: 'short' },
      { currentPassword: 'x'.repeat(5000), password: 'long enough 1' },
    ]) {
      const res = await t.call('POST', '/api/auth/password', { token: cast.member.token, body: bad });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('change e-mail', () => {
  it('confirms the new address before it takes effect and tells the old one', async () => {
    const { user, token } = await makeUser(t.database.db);
    const res = await t.call('POST', '/api/auth/email', {
      token,
      body: { email: `New.${user.username}@example.test`, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token })).json().user.email).toBe(user.email);
    await t.app.mailWorker.runOnce();
    const newAddress = `new.${user.username}@example.test`;
    const toNew = await smtp.waitFor(newAddress);
    const notice = await smtp.waitFor(user.email);
    expect(notice.subject).toMatch(/is being changed/);
    expect(notice.text).toContain('Ne***@example.test');
    const link = new URL(toNew.text.match(/https?:\/\/\S+\/confirm-email\?token=\S+/)![0]).searchParams.get(
      'token',
    )!;
    const done = await t.call('POST', '/api/auth/confirm-email', { body: { token: link } });
    expect(done.statusCode).toBe(200);
    const me = (await t.call('GET', '/api/auth/me', { token })).json().user;
    expect(me.email).toBe(`New.${user.username}@example.test`);
    expect(me.email_confirmed).toBe(true);
  });

  it('refuses a taken address, the same address, a wrong password and header tricks', async () => {
    const { user, token } = await makeUser(t.database.db);
    const { user: other } = await makeUser(t.database.db);
    const call = (body: unknown) => t.call('POST', '/api/auth/email', { token, body });
    expect((await call({ email: other.email.toUpperCase(), password: TEST_PASSWORD })).json().code).toBe(
      'EMAIL_TAKEN',
    );
    expect((await call({ email: user.email, password: TEST_PASSWORD })).json().code).toBe('SAME_EMAIL');
    expect((await call({ email: 'fresh@example.test', password: 'wrong' })).json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      field: 'password',
    });
    for (const email of [
      'a@b.c\r\nBcc: x@y.z',
      'Evil <evil@example.test>',
      '<script>@x.y',
      'x'.repeat(300),
      12,
    ]) {
      const res = await call({ email, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('email');
    }
  });

  it('refuses a confirmation when another account took the address meanwhile', async () => {
    const { user, token } = await makeUser(t.database.db);
    const wanted = `wanted_${user.username}@example.test`;
    await t.call('POST', '/api/auth/email', { token, body: { email: wanted, password: TEST_PASSWORD } });
    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor(wanted);
    await makeUser(t.database.db, { username: `wanted_${user.username}` });
    const link = new URL(mail.text.match(/https?:\/\/\S+\/confirm-email\?token=\S+/)![0]).searchParams.get(
      'token',
    )!;
    const res = await t.call('POST', '/api/auth/confirm-email', { body: { token: link } });
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
  });
});

describe('signed-in devices', () => {
  it('lists my devices, signs out one, and everywhere', async () => {
    const { user, token } = await makeUser(t.database.db);
    await createSession(t.database.db, user.id, 'Mozilla/5.0 (iPhone)');
    const list = await t.call('GET', '/api/auth/sessions', { token });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as { id: number; current: boolean; user_agent: string | null }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const phone = sessions.find((s) => s.user_agent === 'Mozilla/5.0 (iPhone)')!;

    const { token: stranger } = await makeUser(t.database.db);
    expect((await t.call('DELETE', `/api/auth/sessions/${phone.id}`, { token: stranger })).statusCode).toBe(
      404,
    );
    expect((await t.call('DELETE', `/api/auth/sessions/${phone.id}`)).statusCode).toBe(401);
    expect((await t.call('DELETE', '/api/auth/sessions/abc', { token })).statusCode).toBe(400);
    expect((await t.call('DELETE', `/api/auth/sessions/${phone.id}`, { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/sessions', { token })).json().sessions).toHaveLength(1);

    await createSession(t.database.db, user.id, 'Another');
    expect((await t.call('DELETE', '/api/auth/sessions', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/sessions', { token })).statusCode).toBe(401);
  });

  it('signs out every other device and keeps this one with keep_current=true', async () => {
    const cast = await makeCast(t.database.db);
    for (const who of [cast.member, cast.muted, cast.moderator, cast.admin]) {
      const other = await createSession(t.database.db, who.user.id, 'Other');
      const res = await t.call('DELETE', '/api/auth/sessions?keep_current=true', { token: who.token });
      expect(res.statusCode).toBe(200);
      expect((await t.call('GET', '/api/auth/me', { token: who.token })).statusCode).toBe(200);
      expect((await t.call('GET', '/api/auth/me', { token: other })).statusCode).toBe(401);
    }
    expect((await t.call('DELETE', '/api/auth/sessions?keep_current=true')).statusCode).toBe(401);
    const banned = await t.call('DELETE', '/api/auth/sessions?keep_current=true', {
      token: cast.banned.token,
    });
    expect(banned.statusCode).toBe(401);
    const bad = await t.call('DELETE', '/api/auth/sessions?keep_current=yes', { token: cast.member.token });
    expect(bad.statusCode).toBe(400);
    expect((await t.call('GET', '/api/auth/me', { token: cast.member.token })).statusCode).toBe(200);
  });
});
