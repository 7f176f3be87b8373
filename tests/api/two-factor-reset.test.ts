import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, TEST_PASSWORD } from '../support/factories';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server';
import { createTestApp, type TestApp } from '../support/test-app';

// Two-factor sign-in where other account flows meet it (docs/decisions/022-account-security-and-staff-two-factor.md):
// a password reset ends at the code step, not in a session, and staff who must use it cannot turn it off.

let smtp: SmtpTestServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ SMTP_URL: smtp.url, REQUIRE_STAFF_2FA: 'true' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function codeFor(secret: string, offset = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offset * 30_000 });
}

async function enable(token: string) {
  const setup = await t.call('POST', '/api/auth/two-factor/setup', {
    token,
    body: { password: TEST_PASSWORD },
  });
  const { secret } = setup.json() as { secret: string };
  const on = await t.call('POST', '/api/auth/two-factor/enable', {
    token,
    body: { code: codeFor(secret, -1) },
  });
  expect(on.statusCode).toBe(200);
  return { secret, recoveryCodes: on.json().recoveryCodes as string[] };
}

async function resetToken(email: string): Promise<string> {
  await t.app.mailWorker.runOnce();
  const mail = await smtp.waitFor(email);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return new URL(link).searchParams.get('token')!;
}

describe('a password reset of an account with two-factor sign-in', () => {
  it('sets the password but answers with the code step; only a code makes the session', async () => {
    const { user, token } = await makeUser(t.database.db);
    const { secret } = await enable(token);
    const forgot = await t.call('POST', '/api/auth/forgot-password', { body: { login: user.username } });
    expect(forgot.statusCode).toBe(200);
    const resetTokenValue = await resetToken(user.email);
    const reset = await t.call('POST', '/api/auth/reset-password', {
      body: {
        token: resetTokenValue,
        password: 'a-brand-new-password',
        confirmPassword: 'a-brand-new-password',
      },
    });
    expect(reset.statusCode).toBe(200);
    const answer = reset.json();
    expect(answer.twoFactorRequired).toBe(true);
    expect(answer.token).toBeUndefined();
    expect(answer.ticket).toEqual(expect.any(String));
    // The old session ended with the reset; the new password alone signs nobody in.
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(401);
    const login = await t.call('POST', '/api/auth/login', {
      body: { username: user.username, password: 'a-brand-new-password' },
    });
    expect(login.json().twoFactorRequired).toBe(true);
    expect(login.json().token).toBeUndefined();

    const wrong = await t.call('POST', '/api/auth/login/two-factor', {
      body: { ticket: answer.ticket, code: '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    const signedIn = await t.call('POST', '/api/auth/login/two-factor', {
      body: { ticket: answer.ticket, code: codeFor(secret) },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().token).toEqual(expect.any(String));
    expect(signedIn.json().user.username).toBe(user.username);
  });
});

describe('turning two-factor sign-in off', () => {
  it('is refused to staff while REQUIRE_STAFF_2FA is on, and allowed to members', async () => {
    for (const role of ['moderator', 'admin'] as const) {
      const staff = await makeUser(t.database.db, { role });
      const { secret } = await enable(staff.token);
      const off = await t.call('POST', '/api/auth/two-factor/disable', {
        token: staff.token,
        body: { password: TEST_PASSWORD, code: codeFor(secret) },
      });
      expect(off.statusCode).toBe(403);
      expect(off.json().code).toBe('TWO_FACTOR_REQUIRED');
      const status = await t.call('GET', '/api/auth/two-factor', { token: staff.token });
      expect(status.json()).toMatchObject({ enabled: true, required: true });
    }
    const member = await makeUser(t.database.db);
    const { secret } = await enable(member.token);
    const off = await t.call('POST', '/api/auth/two-factor/disable', {
      token: member.token,
      body: { password: TEST_PASSWORD, code: codeFor(secret) },
    });
    expect(off.statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/two-factor', { token: member.token })).json().enabled).toBe(false);
  });
});
