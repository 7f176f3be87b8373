import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, makeUser, TEST_PASSWORD } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Two-factor sign-in (docs/decisions/022-account-security-and-staff-two-factor.md) with real TOTP codes
// computed here, as an authenticator app would, and REQUIRE_STAFF_2FA on.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_STAFF_2FA: 'true' });
});
afterAll(() => t.close());

/** The code of the step `offset` steps from now (-1, 0, +1 are all accepted, each once, in order). */
function codeFor(secret: string, offset = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offset * 30_000 });
}

async function enable(token: string) {
  const setup = await t.call('POST', '/api/auth/two-factor/setup', {
    token,
    body: { password: TEST_PASSWORD },
  });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const on = await t.call('POST', '/api/auth/two-factor/enable', {
    token,
    body: { code: codeFor(secret, -1) },
  });
  expect(on.statusCode).toBe(200);
  return { secret, recoveryCodes: on.json().recoveryCodes as string[] };
}

describe('setting up two-factor sign-in', () => {
  it('needs the password, then a code from the app, and gives ten recovery codes once', async () => {
    const { token } = await makeUser(t.database.db);
    const wrong = await t.call('POST', '/api/auth/two-factor/setup', { token, body: { password: 'nope' } });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'password' });
    const setup = await t.call('POST', '/api/auth/two-factor/setup', {
      token,
      body: { password: TEST_PASSWORD },
    });
    const body = setup.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(body.qr.size).toBeGreaterThan(20);
    expect(body.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);
    const bad = await t.call('POST', '/api/auth/two-factor/enable', { token, body: { code: '000000' } });
    expect(bad.json()).toMatchObject({ code: 'WRONG_CODE', field: 'code' });
    const on = await t.call('POST', '/api/auth/two-factor/enable', {
      token,
      body: { code: codeFor(body.secret) },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().recoveryCodes).toHaveLength(10);
    const status = await t.call('GET', '/api/auth/two-factor', { token });
    expect(status.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    const again = await t.call('POST', '/api/auth/two-factor/setup', {
      token,
      body: { password: TEST_PASSWORD },
    });
    expect(again.json().code).toBe('TWO_FACTOR_ON');
    // Stored hashed: no recovery code appears in the table as typed.
    const rows = await t.database.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(rows.map((r) => r.code_hash)).not.toContain(on.json().recoveryCodes[0]);
  });

  it('refuses guests and banned members; bad input is 400', async () => {
    const cast = await makeCast(t.database.db);
    expect((await t.call('GET', '/api/auth/two-factor')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/two-factor', { token: cast.banned.token })).statusCode).toBe(401);
    for (const who of [cast.member, cast.muted, cast.moderator, cast.admin]) {
      expect((await t.call('GET', '/api/auth/two-factor', { token: who.token })).statusCode).toBe(200);
    }
    for (const body of [{}, { code: 5 }, { code: 'x'.repeat(100) }, { code: '' }]) {
      const res = await t.call('POST', '/api/auth/two-factor/enable', { token: cast.member.token, body });
      expect(res.statusCode).toBe(400);
    }
    const noSetup = await t.call('POST', '/api/auth/two-factor/enable', {
      token: cast.member.token,
      body: { code: '123456' },
    });
    expect(noSetup.json().code).toBe('NO_SETUP');
  });
});

describe('signing in with two-factor', () => {
  it('asks for the code after the password; a code works once; recovery codes work once', async () => {
    const { user, token } = await makeUser(t.database.db);
    const { secret, recoveryCodes } = await enable(token);
    const signIn = () =>
      t.call('POST', '/api/auth/login', { body: { username: user.username, password: TEST_PASSWORD } });
    const first = await signIn();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRequired: true });
    expect(first.json().token).toBeUndefined();
    const ticket = first.json().ticket as string;
    const wrong = await t.call('POST', '/api/auth/login/two-factor', { body: { ticket, code: '000000' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CODE');
    const code = codeFor(secret);
    const ok = await t.call('POST', '/api/auth/login/two-factor', { body: { ticket, code } });
    expect(ok.statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: ok.json().token })).statusCode).toBe(200);
    // The ticket is spent, and the same code cannot be replayed with a new ticket.
    expect((await t.call('POST', '/api/auth/login/two-factor', { body: { ticket, code } })).json().code).toBe(
      'TICKET_EXPIRED',
    );
    const replay = await t.call('POST', '/api/auth/login/two-factor', {
      body: { ticket: (await signIn()).json().ticket, code },
    });
    expect(replay.json().code).toBe('INVALID_CODE');

    const recovery = recoveryCodes[0]!.toUpperCase();
    const byRecovery = await t.call('POST', '/api/auth/login/two-factor', {
      body: { ticket: (await signIn()).json().ticket, code: recovery },
    });
    expect(byRecovery.statusCode).toBe(200);
    const reused = await t.call('POST', '/api/auth/login/two-factor', {
      body: { ticket: (await signIn()).json().ticket, code: recovery },
    });
    expect(reused.json().code).toBe('INVALID_CODE');
    expect((await t.call('GET', '/api/auth/two-factor', { token })).json().recoveryCodesLeft).toBe(9);
  });

  it('refuses forged and missing tickets without a 500', async () => {
    for (const body of [
      {},
      { ticket: 'forged-ticket', code: '123456' },
      { ticket: 'x'.repeat(500), code: '1' },
    ]) {
      const res = await t.call('POST', '/api/auth/login/two-factor', { body });
      expect([400, 401]).toContain(res.statusCode);
    }
  });

  it('turns off with the password and a code', async () => {
    const { user, token } = await makeUser(t.database.db);
    const { secret } = await enable(token);
    const off = await t.call('POST', '/api/auth/two-factor/disable', {
      token,
      body: { password: TEST_PASSWORD, code: codeFor(secret) },
    });
    expect(off.statusCode).toBe(200);
    const signIn = await t.call('POST', '/api/auth/login', {
      body: { username: user.username, password: TEST_PASSWORD },
    });
    expect(signIn.json().token).toBeTruthy();
  });
});

describe('staff must set it up first (REQUIRE_STAFF_2FA)', () => {
  it('refuses staff tools until two-factor is on, then opens them', async () => {
    const { moderator, admin, member } = await makeCast(t.database.db);
    for (const staff of [moderator, admin]) {
      const refused = await t.call('GET', '/api/admin/stats', { token: staff.token });
      if (staff === admin) expect(refused.json().code).toBe('TWO_FACTOR_REQUIRED');
      expect(refused.statusCode).toBe(403);
      const me = await t.call('GET', '/api/auth/me', { token: staff.token });
      expect(me.json().user.must_set_up_two_factor).toBe(true);
    }
    expect(
      (await t.call('GET', '/api/auth/me', { token: member.token })).json().user.must_set_up_two_factor,
    ).toBe(false);
    await enable(admin.token);
    expect((await t.call('GET', '/api/admin/stats', { token: admin.token })).statusCode).toBe(200);
    expect(
      (await t.call('GET', '/api/auth/me', { token: admin.token })).json().user.must_set_up_two_factor,
    ).toBe(false);
  });

  it("an admin turns off a member's two-factor (audited); members and moderators cannot", async () => {
    const { member, moderator } = await makeCast(t.database.db);
    const admin = await makeUser(t.database.db, { role: 'admin' });
    await enable(admin.token);
    const target = await makeUser(t.database.db);
    await enable(target.token);
    const url = `/api/admin/users/${target.user.id}/two-factor/reset`;
    expect((await t.call('POST', url)).statusCode).toBe(401);
    expect((await t.call('POST', url, { token: member.token })).statusCode).toBe(403);
    expect((await t.call('POST', url, { token: moderator.token })).statusCode).toBe(403);
    const self = await t.call('POST', `/api/admin/users/${admin.user.id}/two-factor/reset`, {
      token: admin.token,
    });
    expect(self.statusCode).toBe(400);
    expect(
      (await t.call('POST', '/api/admin/users/0/two-factor/reset', { token: admin.token })).statusCode,
    ).toBe(400);
    expect(
      (await t.call('POST', '/api/admin/users/999999/two-factor/reset', { token: admin.token })).statusCode,
    ).toBe(404);
    expect((await t.call('POST', url, { token: admin.token })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token: target.token })).statusCode).toBe(401);
    const row = await t.database.db
      .selectFrom('audit_log')
      .select('action_type')
      .where('target_id', '=', target.user.id)
      .executeTakeFirst();
    expect(row?.action_type).toBe('reset_two_factor');
  });
});
