import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '../../src/shared/contracts/accounts';
import { makeCast, makeUser } from '../support/factories';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server';
import { createTestApp, type TestApp } from '../support/test-app';

// Forgot password → e-mail → new password, against a real SMTP server on loopback (docs/product.md#accounts).

let smtp: SmtpTestServer;
let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.1.0.${++ipCounter}`;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_RATE_LIMIT_PER_ADDRESS: '3',
    MAIL_RATE_LIMIT_PER_IP: '6',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (login: unknown, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { login }, remoteAddress: ip });

async function resetLinkFor(email: string): Promise<string> {
  await t.app.mailWorker.runOnce();
  const mail = await smtp.waitFor(email);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return new URL(link).searchParams.get('token')!;
}

describe('password reset', () => {
  it('mails a single-use link; following it sets the password, signs in and ends every other session', async () => {
    const { user, token: oldSession } = await makeUser(t.database.db);
    const res = await forgot(user.username);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: FORGOT_PASSWORD_ANSWER });
    await t.app.mailWorker.runOnce();
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe('Reset your password on Oklahoma Mineral Rights Forum');
    expect(mail.to).toEqual([user.email]);
    expect(mail.text).toContain(`the account "${user.username}"`);
    const token = new URL(mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0]).searchParams.get(
      'token',
    )!;
    // The table keeps only a hash of the token.
    const stored = await t.database.db
      .selectFrom('account_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    expect((await t.call('GET', `/api/auth/reset-password?token=${token}`)).statusCode).toBe(200);
    const done = await t.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'a brand new password', confirmPassword: 'a brand new password' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.username).toBe(user.username);
    expect((await t.call('GET', '/api/auth/me', { token: done.json().token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: oldSession })).statusCode).toBe(401);
    const login = await t.call('POST', '/api/auth/login', {
      body: { username: user.email, password: 'a brand new password' },
    });
    expect(login.statusCode).toBe(200);
    const again = await t.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'another password 2' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_USED');
    expect((await t.call('GET', `/api/auth/reset-password?token=${token}`)).json().code).toBe('TOKEN_USED');
  });

  it('answers the same for an unknown or banned account and mails nobody', async () => {
    const { banned } = await makeCast(t.database.db);
    const before = smtp.received.length;
    for (const login of ['nobody_at_all', 'nobody@example.test', banned.user.username, banned.user.email]) {
      const res = await forgot(login);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: FORGOT_PASSWORD_ANSWER });
    }
    await t.app.mailWorker.runOnce();
    expect(smtp.received.length).toBe(before);
  });

  it('says plainly when a link is expired, forged or incomplete, and checks the new password', async () => {
    const { user } = await makeUser(t.database.db);
    await forgot(user.email);
    const token = await resetLinkFor(user.email);
    const short = await t.call('POST', '/api/auth/reset-password', { body: { token, password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe('password');
    const mismatch = await t.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'long enough password', confirmPassword: 'something else' },
    });
    expect(mismatch.json()).toMatchObject({ code: 'VALIDATION', field: 'confirmPassword' });
    await t.database.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await t.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'long enough password' },
    });
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED', field: 'token' });
    const forged = await t.call('POST', '/api/auth/reset-password', {
      body: { token: `${token.slice(0, -2)}xx`, password: 'long enough password' },
    });
    expect(forged.json().code).toBe('TOKEN_INVALID');
  });

  it('refuses hostile input with a clear 400, never a 500', async () => {
    const bodies: unknown[] = [
      {},
      { token: 12, password: 'long enough password' },
      { token: 'x'.repeat(5000), password: 'long enough password' },
      { token: '<script>alert(1)</script>', password: 'long enough password' },
      { token: 'ŧøķëñ🙂', password: 'long enough password' },
      { token: ['a'], password: 'long enough password' },
    ];
    for (const body of bodies) {
      const res = await t.call('POST', '/api/auth/reset-password', { body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    }
    for (const login of [undefined, 42, '', 'x'.repeat(10_000), { $ne: 1 }]) {
      const res = await forgot(login);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    // Unicode and script-bearing names are just names nobody has.
    for (const login of ['<img src=x onerror=alert(1)>', 'ünïcødé@exämple.test', "' or 1=1 --"]) {
      expect((await forgot(login)).statusCode).toBe(200);
    }
    const badQuery = await t.call('GET', '/api/auth/reset-password');
    expect(badQuery.statusCode).toBe(400);
  });

  it('limits reset mails per address and per IP with 429 and Retry-After', async () => {
    const { user } = await makeUser(t.database.db);
    for (let i = 0; i < 3; i++) expect((await forgot(user.username)).statusCode).toBe(200);
    const limited = await forgot(user.username);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    // The same for a name nobody has: the limit says nothing about who exists.
    for (let i = 0; i < 3; i++) await forgot('no_such_member_here');
    expect((await forgot('no_such_member_here')).statusCode).toBe(429);

    const ip = '10.9.9.9';
    for (let i = 0; i < 6; i++) expect((await forgot(`someone_${i}`, ip)).statusCode).toBe(200);
    expect((await forgot('someone_else', ip)).statusCode).toBe(429);
  });
});
