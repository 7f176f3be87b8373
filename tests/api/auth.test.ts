import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '../../src/shared/texts';
import { makeCast, makeUser, TEST_PASSWORD, uniqueName } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_MAX: '5' });
});
afterAll(() => t.close());

const countUsers = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from users`.execute(t.database.db)).rows[0]!.n;

function registration(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('reg');
  return { username, email: `${username}@example.com`, password: 'longenough1', ...overrides };
}

describe('POST /api/auth/register', () => {
  it('creates a member and answers a token and the user', async () => {
    const body = registration();
    const res = await t.call('POST', '/api/auth/register', { body });
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(json.user).toMatchObject({
      username: body.username,
      email: body.email,
      role: 'member',
      is_active: true,
    });
    const me = await t.call('GET', '/api/auth/me', { token: json.token });
    expect(me.json().user.username).toBe(body.username);
  });

  it('stores an argon2id hash, never the password', async () => {
    const body = registration();
    await t.call('POST', '/api/auth/register', { body });
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', body.username)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(body.password);
  });

  it.each([
    ['missing username', { username: undefined }, TEXT.allFieldsRequired],
    ['empty email', { email: '' }, TEXT.allFieldsRequired],
    ['missing password', { password: undefined }, TEXT.allFieldsRequired],
    ['short password', { password: 'short12' }, TEXT.passwordTooShort],
    ['bad email', { email: 'not-an-email' }, TEXT.invalidEmail],
    ['mismatched confirmation', { confirmPassword: 'something-else' }, TEXT.passwordsDoNotMatch],
    ['guidelines not accepted', { acceptedGuidelines: false }, TEXT.acceptGuidelines],
    ['username with spaces', { username: 'has space' }, 'Username must be'],
    ['username too short', { username: 'ab' }, 'Username must be'],
    ['unicode username', { username: 'jöhn🙂' }, 'Username must be'],
    ['script in username', { username: '<script>alert(1)</script>' }, 'Username must be'],
    ['sql in username', { username: "x'; drop table users;--" }, 'Username must be'],
    ['number as username', { username: 12345 }, TEXT.allFieldsRequired],
    ['object as password', { password: { $ne: '' } }, TEXT.allFieldsRequired],
  ])('refuses %s with a 400 and creates nothing', async (_name, overrides, message) => {
    const before = await countUsers();
    const res = await t.call('POST', '/api/auth/register', { body: registration(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a duplicate username or e-mail whatever its case', async () => {
    const body = registration();
    expect((await t.call('POST', '/api/auth/register', { body })).statusCode).toBe(201);
    const sameName = await t.call('POST', '/api/auth/register', {
      body: registration({ username: body.username.toUpperCase() }),
    });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json().error).toBe(TEXT.duplicateAccount);
    const sameEmail = await t.call('POST', '/api/auth/register', {
      body: registration({ email: body.email.toUpperCase() }),
    });
    expect(sameEmail.statusCode).toBe(400);
  });

  it('answers 4xx JSON, never 500, to hostile bodies', async () => {
    const before = await countUsers();
    const huge = 'x'.repeat(10 * 1024 * 1024);
    const cases = [
      { payload: '{"username":', type: 'application/json' },
      { payload: 'username=a&password=b', type: 'application/x-www-form-urlencoded' },
      {
        payload: JSON.stringify({ username: huge, email: 'a@b.co', password: 'longenough' }),
        type: 'application/json',
      },
      { payload: '[]', type: 'application/json' },
      { payload: 'null', type: 'application/json' },
      {
        payload: JSON.stringify({ username: 'ok_name\u0000', email: 'a@b.co', password: 'longenough' }),
        type: 'application/json',
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: c.payload,
        headers: { 'content-type': c.type },
      });
      expect(res.statusCode, c.payload.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, c.payload.slice(0, 40)).toBeLessThan(500);
      expect(res.json()).toHaveProperty('error');
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
    expect(await countUsers()).toBe(before);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the username or the e-mail, in any case', async () => {
    const { user } = await makeUser(t.database.db);
    for (const login of [user.username, user.email.toUpperCase()]) {
      const res = await t.call('POST', '/api/auth/login', {
        body: { username: login, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).toBe(user.id);
    }
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const { user } = await makeUser(t.database.db);
    const wrong = await t.call('POST', '/api/auth/login', {
      body: { username: user.username, password: 'wrong-password' },
    });
    const unknown = await t.call('POST', '/api/auth/login', {
      body: { username: uniqueName('nobody'), password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe(TEXT.loginIncorrect);
  });

  it('refuses missing fields with 400', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: { username: 'someone' } });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a banned user with a clear suspension message', async () => {
    const { user } = await makeUser(t.database.db, { banned: true });
    const res = await t.call('POST', '/api/auth/login', {
      body: { username: user.username, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toContain('suspended');
  });

  it('limits failed attempts per account with 429 and Retry-After, even with the right password', async () => {
    const { user } = await makeUser(t.database.db);
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/api/auth/login', {
        body: { username: user.username, password: 'bad-guess' },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.call('POST', '/api/auth/login', {
      body: { username: user.username, password: TEST_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error).toMatch(/try again in \d+ second/);
  });
});

describe('sessions', () => {
  it('logout revokes the token on the server', async () => {
    const { token } = await makeUser(t.database.db);
    expect((await t.call('GET', '/api/auth/me', { token })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', { token })).statusCode).toBe(200);
    const after = await t.call('GET', '/api/auth/me', { token });
    expect(after.statusCode).toBe(401);
  });

  it('stores only the SHA-256 of the token', async () => {
    const { token, user } = await makeUser(t.database.db);
    const rows = await t.database.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 401 to a made-up, malformed or banned user token', async () => {
    const { banned } = await makeCast(t.database.db);
    for (const header of [
      'Bearer made-up-token-made-up-token-123',
      'Basic abc',
      'Bearer',
      `Bearer ${banned.token}`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: header },
      });
      expect(res.statusCode, header).toBe(401);
    }
    expect((await t.call('GET', '/api/auth/me')).statusCode).toBe(401);
  });
});

describe('PUT /api/auth/me', () => {
  it('updates member type, bio and location, trimmed; a control character in the bio is a 400 naming it', async () => {
    const { token } = await makeUser(t.database.db);
    const bell = await t.call('PUT', '/api/auth/me', {
      token,
      body: { bio: 'Title work in\u0007 Grady County' },
    });
    expect([bell.statusCode, bell.json().field]).toEqual([400, 'bio']);
    const res = await t.call('PUT', '/api/auth/me', {
      token,
      body: {
        member_category: 'Landman',
        bio: '  Title work in Grady County  ',
        location: 'Chickasha, OK',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      member_category: 'Landman',
      bio: 'Title work in Grady County',
      location: 'Chickasha, OK',
    });
    const cleared = await t.call('PUT', '/api/auth/me', { token, body: { member_category: null } });
    expect(cleared.json().user.member_category).toBeNull();
  });

  it.each([
    ['bio over 500', { bio: 'b'.repeat(501) }],
    ['location over 100', { location: 'l'.repeat(101) }],
    ['unknown member type', { member_category: 'Astronaut' }],
    ['bio as number', { bio: 42 }],
  ])('refuses %s and changes nothing', async (_name, body) => {
    const { token, user } = await makeUser(t.database.db);
    const res = await t.call('PUT', '/api/auth/me', { token, body });
    expect(res.statusCode).toBe(400);
    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.bio).toBe('');
    expect(row.member_category).toBeNull();
  });

  it('accepts exactly 500 characters of bio including emoji', async () => {
    const { token } = await makeUser(t.database.db);
    const bio = `${'a'.repeat(498)}🙂`;
    const res = await t.call('PUT', '/api/auth/me', { token, body: { bio } });
    expect(res.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.call('PUT', '/api/auth/me', { body: { bio: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});
