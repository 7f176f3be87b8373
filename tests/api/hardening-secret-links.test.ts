import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/people/auth/sessions';
import { EMAIL_CHANGE_CANCELLED } from '../../src/shared/contracts/accounts';
import { makeUser, TEST_PASSWORD } from '../support/factories';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server';
import { createTestApp, type TestApp } from '../support/test-app';

// Every mailed link dies when a newer one of its kind is used or the password, address or signed-in
// devices change (docs/decisions/037-secrets-die-together.md), and the notice of an e-mail change lets the
// owner cancel it in one click.

let smtp: SmtpTestServer;
let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.37.0.${++ipCounter}`;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    REQUIRE_EMAIL_CONFIRMATION: 'false',
    MAIL_RATE_LIMIT_PER_ADDRESS: '50',
    MAIL_RATE_LIMIT_PER_IP: '50',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The token of the newest link to `path` mailed to `address` (after the queue has run). */
async function newestLink(address: string, path: string): Promise<string> {
  await t.app.mailWorker.runOnce();
  await smtp.waitFor(address);
  const mails = smtp.received.filter((m) => m.to.includes(address.toLowerCase()) && m.text.includes(path));
  const text = mails.at(-1)?.text ?? '';
  const link = text.match(new RegExp(`https?://\\S+${path.replace('?', '\\?')}\\S+`))?.[0];
  if (!link) throw new Error(`no ${path} link to ${address}`);
  return new URL(link).searchParams.get('token')!;
}

const forgot = async (login: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { login },
    remoteAddress: freshIp(),
  });
const reset = (token: string, password = 'a brand new password') =>
  t.call('POST', '/api/auth/reset-password', { body: { token, password } });
const confirm = (token: string) => t.call('POST', '/api/auth/confirm-email', { body: { token } });
const cancel = (token: string) => t.call('POST', '/api/auth/cancel-email-change', { body: { token } });

async function askForEmailChange(sessionToken: string, email: string) {
  const res = await t.call('POST', '/api/auth/email', {
    token: sessionToken,
    body: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
}

const emailOf = async (userId: number) =>
  (await t.database.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow())
    .email;

describe('a pending e-mail change is no way in', () => {
  it('dies when the owner changes the password', async () => {
    const { user, token: owner } = await makeUser(t.database.db);
    const intruder = await createSession(t.database.db, user.id, 'Intruder');
    const evil = `evil.pw.${user.username}@example.test`;
    await askForEmailChange(intruder, evil);
    const link = await newestLink(evil, '/confirm-email?token=');

    const changed = await t.call('POST', '/api/auth/password', {
      token: owner,
      body: { currentPassword: TEST_PASSWORD, password: 'the owner took it back' },
    });
    expect(changed.statusCode).toBe(200);
    const res = await confirm(link);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TOKEN_VOIDED', field: 'token' });
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('dies when the owner signs out every other device, or resets the password', async () => {
    for (const how of ['sign-out', 'reset'] as const) {
      const { user, token: owner } = await makeUser(t.database.db);
      const intruder = await createSession(t.database.db, user.id, 'Intruder');
      const evil = `evil.${how}.${user.username}@example.test`;
      await askForEmailChange(intruder, evil);
      const link = await newestLink(evil, '/confirm-email?token=');
      if (how === 'sign-out') {
        const out = await t.call('DELETE', '/api/auth/sessions?keep_current=true', { token: owner });
        expect(out.statusCode).toBe(200);
      } else {
        await forgot(user.email);
        expect((await reset(await newestLink(user.email, '/reset-password?token='))).statusCode).toBe(200);
      }
      expect((await confirm(link)).json().code).toBe('TOKEN_VOIDED');
      expect(await emailOf(user.id)).toBe(user.email);
    }
  });

  it('can be cancelled from the notice to the current address, once, without signing in', async () => {
    const { user, token } = await makeUser(t.database.db);
    const evil = `evil.cancel.${user.username}@example.test`;
    await askForEmailChange(token, evil);
    const link = await newestLink(evil, '/confirm-email?token=');
    const cancelToken = await newestLink(user.email, '/cancel-email-change?token=');
    const notice = smtp.received.filter((m) => m.to.includes(user.email.toLowerCase())).at(-1)!;
    expect(notice.text).toContain('Cancel this change');

    const cancelled = await cancel(cancelToken);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ ok: true, message: EMAIL_CHANGE_CANCELLED });
    expect((await cancel(cancelToken)).json().code).toBe('TOKEN_USED');
    expect((await confirm(link)).json().code).toBe('TOKEN_VOIDED');
    expect(await emailOf(user.id)).toBe(user.email);
    // A cancel link is not a confirmation link, nor the other way round.
    expect((await cancel(link)).json().code).toBe('TOKEN_INVALID');
    for (const bad of [{}, { token: 5 }, { token: 'x'.repeat(5000) }]) {
      const res = await t.call('POST', '/api/auth/cancel-email-change', { body: bad });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('reset links die with what they were sent for', () => {
  it('an older link dies when a newer one is used', async () => {
    const { user } = await makeUser(t.database.db);
    await forgot(user.username);
    const older = await newestLink(user.email, '/reset-password?token=');
    await forgot(user.username);
    const newer = await newestLink(user.email, '/reset-password?token=');
    expect(newer).not.toBe(older);
    expect((await reset(newer)).statusCode).toBe(200);
    const check = await t.call('GET', `/api/auth/reset-password?token=${older}`);
    expect(check.json().code).toBe('TOKEN_VOIDED');
    expect((await reset(older, 'the intruder wants in')).json().code).toBe('TOKEN_VOIDED');
  });

  it('a link dies when the password changes in the profile', async () => {
    const { user, token } = await makeUser(t.database.db);
    await forgot(user.username);
    const link = await newestLink(user.email, '/reset-password?token=');
    await t.call('POST', '/api/auth/password', {
      token,
      body: { currentPassword: TEST_PASSWORD, password: 'changed in the profile' },
    });
    expect((await reset(link)).json().code).toBe('TOKEN_VOIDED');
  });

  it('a link mailed to the old address dies when the address changes', async () => {
    const { user, token } = await makeUser(t.database.db);
    await forgot(user.username);
    const oldMailboxLink = await newestLink(user.email, '/reset-password?token=');
    const fresh = `moved.${user.username}@example.test`;
    await askForEmailChange(token, fresh);
    expect((await confirm(await newestLink(fresh, '/confirm-email?token='))).statusCode).toBe(200);
    expect((await reset(oldMailboxLink)).json().code).toBe('TOKEN_VOIDED');
    const login = await t.call('POST', '/api/auth/login', {
      body: { username: user.username, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a confirmation link dies when a newer one is used, and a ban voids every link', async () => {
    const { user, token } = await makeUser(t.database.db);
    await t.database.db
      .updateTable('users')
      .set({ email_confirmed_at: null })
      .where('id', '=', user.id)
      .execute();
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/confirm-email/resend',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: freshIp(),
      });
    expect((await resend()).statusCode).toBe(200);
    const older = await newestLink(user.email, '/confirm-email?token=');
    expect((await resend()).statusCode).toBe(200);
    const newer = await newestLink(user.email, '/confirm-email?token=');
    expect((await confirm(newer)).statusCode).toBe(200);
    expect((await confirm(older)).json().code).toBe('TOKEN_VOIDED');

    await forgot(user.username);
    const link = await newestLink(user.email, '/reset-password?token=');
    const { token: admin } = await makeUser(t.database.db, { role: 'admin' });
    const ban = await t.call('POST', `/api/admin/users/${user.id}/ban`, {
      token: admin,
      body: { reason: 'x' },
    });
    expect(ban.statusCode).toBe(200);
    await t.call('POST', `/api/admin/users/${user.id}/unban`, { token: admin });
    expect((await reset(link)).json().code).toBe('TOKEN_VOIDED');
  });
});
