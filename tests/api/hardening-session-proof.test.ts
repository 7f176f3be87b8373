import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, TEST_PASSWORD } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// A password or two-factor code given again by a signed-in session counts as a failed sign-in of the
// account, with the login's growing waits and 429 (auth/session-proof.ts, decision 019): a stolen session
// cannot guess the password at the general request rate.

const FREE = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: String(FREE) });
});
afterAll(() => t.close());

const FROM = '10.11.0.1';
const send = (method: 'POST' | 'DELETE', url: string, token: string, payload: unknown) =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: FROM,
  });

function codeFor(secret: string, offset = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offset * 30_000 });
}

/** FREE wrong answers are 400 `code`; the next, even a right one, waits with 429 and Retry-After. */
async function expectThrottled(
  wrong: () => Promise<{ statusCode: number; json(): { code?: string } }>,
  right: () => Promise<{
    statusCode: number;
    headers: Record<string, unknown>;
    json(): Record<string, unknown>;
  }>,
  code: string,
) {
  for (let i = 0; i < FREE; i++) {
    const res = await wrong();
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
  }
  const held = await right();
  expect(held.statusCode).toBe(429);
  expect(held.json()).toMatchObject({ code: 'RATE_LIMITED' });
  expect(Number(held.json().retryAfterSeconds)).toBeGreaterThan(0);
  expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
}

describe('password checks of a signed-in session count as failed sign-ins', () => {
  it('POST /api/auth/password, and the login then waits too', async () => {
    const { user, token } = await makeUser(t.database.db);
    const change = (currentPassword: string) =>
      send('POST', '/api/auth/password', token, { currentPassword, password: 'a new long password' });
    await expectThrottled(
      () => change('guess'),
      () => change(TEST_PASSWORD),
      'WRONG_PASSWORD',
    );
    // The same account's counter as the login's: a sign-in from an address new to the account waits.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: TEST_PASSWORD },
      remoteAddress: '10.11.0.2',
    });
    expect(login.statusCode).toBe(429);
  });

  it('POST /api/auth/email', async () => {
    const { user, token } = await makeUser(t.database.db);
    const change = (password: string) =>
      send('POST', '/api/auth/email', token, { email: `new.${user.username}@example.test`, password });
    await expectThrottled(
      () => change('guess'),
      () => change(TEST_PASSWORD),
      'WRONG_PASSWORD',
    );
  });

  it('two-factor set-up', async () => {
    const { token } = await makeUser(t.database.db);
    const setup = (password: string) => send('POST', '/api/auth/two-factor/setup', token, { password });
    await expectThrottled(
      () => setup('guess'),
      () => setup(TEST_PASSWORD),
      'WRONG_PASSWORD',
    );
  });

  it('deleting the account', async () => {
    const { token } = await makeUser(t.database.db);
    const remove = (password: string) => send('DELETE', '/api/auth/account', token, { password });
    await expectThrottled(
      () => remove('guess'),
      () => remove(TEST_PASSWORD),
      'WRONG_PASSWORD',
    );
  });
});

describe('two-factor codes of a signed-in session count as failed sign-ins', () => {
  it('turning it on, making new recovery codes and turning it off', async () => {
    const { token } = await makeUser(t.database.db);
    const setup = await send('POST', '/api/auth/two-factor/setup', token, { password: TEST_PASSWORD });
    const { secret } = setup.json() as { secret: string };
    const enable = (code: string) => send('POST', '/api/auth/two-factor/enable', token, { code });
    await expectThrottled(
      () => enable('000000'),
      () => enable(codeFor(secret)),
      'WRONG_CODE',
    );

    const { token: other } = await makeUser(t.database.db);
    const otherSecret = (
      await send('POST', '/api/auth/two-factor/setup', other, { password: TEST_PASSWORD })
    ).json().secret as string;
    const on = await send('POST', '/api/auth/two-factor/enable', other, { code: codeFor(otherSecret, -1) });
    expect(on.statusCode).toBe(200);
    const off = (code: string) =>
      send('POST', '/api/auth/two-factor/disable', other, { password: TEST_PASSWORD, code });
    await expectThrottled(
      () => off('000000'),
      () => off(codeFor(otherSecret)),
      'WRONG_CODE',
    );
    const renew = await send('POST', '/api/auth/two-factor/recovery-codes', other, {
      code: codeFor(otherSecret, 1),
    });
    expect(renew.statusCode).toBe(429);
  });
});
