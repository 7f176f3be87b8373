import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/server/app';
import { ConfigError, loadConfig } from '../../src/server/config';
import { sha256 } from '../../src/server/people/oauth/browser-binding';
import { OAUTH_ERROR_TEXT } from '../../src/shared/contracts/oauth';
import { makeUser, uniqueName } from '../support/factories';
import { oidcForumForFile } from '../support/oidc-forum';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 7's refusals: a forged or replayed state or code, an expired code, a banned member, a flow finished
// in another browser, an unsafe return path, an unconfigured provider, and a bad configuration.

const forum = oidcForumForFile();

/** The callback URL a provider would send, with whatever parameters an attacker chose. */
function forgedCallback(id: string, params: Record<string, string>): URL {
  const url = new URL(`http://forum.test/api/auth/${id}/callback`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url;
}

describe('state', () => {
  it('a state the forum never issued is refused', async () => {
    const browser = forum.newBrowser();
    await browser.start('google');
    const step = await browser.callback(
      forgedCallback('google', { code: 'x', state: 'forged-state', iss: forum.idp.issuer }),
    );
    expect(step.status).toBe(302);
    expect(step.location).toBe('/auth/callback#error=OAUTH_STATE&provider=google');
    expect(OAUTH_ERROR_TEXT.OAUTH_STATE).toBeTruthy();
  });

  it('a callback without state is refused', async () => {
    const browser = forum.newBrowser();
    await browser.start('google');
    expect((await browser.callback(forgedCallback('google', { code: 'x' }))).fragment.get('error')).toBe(
      'OAUTH_STATE',
    );
  });

  it('a replayed callback (same state and code again) is refused, and signs no one in', async () => {
    const browser = forum.newBrowser();
    const callbackUrl = await browser.provider.authorize(
      (await browser.start('google')).href,
      uniqueName('replay'),
    );
    const first = await browser.callback(callbackUrl);
    expect(first.fragment.get('step')).toBe('choose-username');
    const replay = await browser.callback(callbackUrl);
    expect(replay.location).toBe('/auth/callback#error=OAUTH_STATE&provider=google');
  });

  it('a callback finished in another browser (the victim of a login CSRF) is refused', async () => {
    const attacker = forum.newBrowser();
    const callbackUrl = await attacker.provider.authorize(
      (await attacker.start('google')).href,
      uniqueName('csrf'),
    );
    const victim = forum.newBrowser();
    await victim.start('google'); // the victim has a browser key of their own
    expect((await victim.callback(callbackUrl)).fragment.get('error')).toBe('OAUTH_STATE');
    const noCookie = forum.newBrowser();
    expect((await noCookie.callback(callbackUrl)).fragment.get('error')).toBe('OAUTH_STATE');
    // The attacker's own flow was not spent by those attempts.
    expect((await attacker.callback(callbackUrl)).fragment.get('step')).toBe('choose-username');
  });

  it("one provider's state is refused at another provider's callback", async () => {
    const browser = forum.newBrowser();
    const state = (await browser.start('facebook')).searchParams.get('state')!;
    const step = await browser.callback(
      forgedCallback('google', { code: 'x', state, iss: forum.idp.issuer }),
    );
    expect(step.fragment.get('error')).toBe('OAUTH_STATE');
  });

  it('an expired flow is refused', async () => {
    const browser = forum.newBrowser();
    const authorizationUrl = await browser.start('google');
    const state = authorizationUrl.searchParams.get('state')!;
    await forum.t.database.db
      .updateTable('oauth_flows')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('state_hash', '=', sha256(state))
      .execute();
    const callbackUrl = await browser.provider.authorize(authorizationUrl.href, uniqueName('slow'));
    expect((await browser.callback(callbackUrl)).fragment.get('error')).toBe('OAUTH_STATE');
  });
});

describe('authorization code at the provider', () => {
  it('a forged code with a good state is refused by the provider, and the flow is spent', async () => {
    const browser = forum.newBrowser();
    const state = (await browser.start('google')).searchParams.get('state')!;
    const forged = forgedCallback('google', { code: 'forged-code', state, iss: forum.idp.issuer });
    expect((await browser.callback(forged)).location).toBe(
      '/auth/callback#error=OAUTH_FAILED&provider=google',
    );
    expect((await browser.callback(forged)).fragment.get('error')).toBe('OAUTH_STATE');
  });

  it('the same for Facebook and X (plain OAuth 2)', async () => {
    for (const id of ['facebook', 'twitter']) {
      const browser = forum.newBrowser();
      const state = (await browser.start(id)).searchParams.get('state')!;
      const step = await browser.callback(
        forgedCallback(id, { code: 'forged-code', state, iss: forum.idp.issuer }),
      );
      expect(step.fragment.get('error'), id).toBe('OAUTH_FAILED');
    }
  });

  it('a sign-in cancelled at the provider says so', async () => {
    const browser = forum.newBrowser();
    const state = (await browser.start('google')).searchParams.get('state')!;
    const step = await browser.callback(
      forgedCallback('google', { error: 'access_denied', state, iss: forum.idp.issuer }),
    );
    expect(step.fragment.get('error')).toBe('OAUTH_DENIED');
  });
});

describe('POST /api/auth/exchange (the one-time code)', () => {
  async function signedUpBrowser() {
    const browser = forum.newBrowser();
    const login = uniqueName('code');
    const first = await browser.signIn('google', login);
    await browser.post('/api/auth/oauth/sign-up', {
      ticket: first.fragment.get('ticket'),
      username: login,
      acceptedGuidelines: true,
    });
    const second = await browser.signIn('google', login, '/threads');
    return { browser, login, code: second.fragment.get('code')! };
  }

  it('is good once', async () => {
    const { browser, code } = await signedUpBrowser();
    expect((await browser.post('/api/auth/exchange', { code })).statusCode).toBe(200);
    const replay = await browser.post('/api/auth/exchange', { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('CODE_INVALID');
  });

  it('is good only in the browser that signed in', async () => {
    const { browser, code } = await signedUpBrowser();
    const thief = forum.newBrowser();
    await thief.start('google');
    expect((await thief.post('/api/auth/exchange', { code })).json().code).toBe('CODE_INVALID');
    expect((await forum.t.call('POST', '/api/auth/exchange', { body: { code } })).json().code).toBe(
      'CODE_INVALID',
    );
    expect((await browser.post('/api/auth/exchange', { code })).statusCode).toBe(200);
  });

  it('expires after 60 seconds', async () => {
    const { browser, code } = await signedUpBrowser();
    const row = await forum.t.database.db
      .selectFrom('oauth_login_codes')
      .select(['expires_at', 'created_at'])
      .where('code_hash', '=', sha256(code))
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBeLessThanOrEqual(
      61_000,
    );
    await forum.t.database.db
      .updateTable('oauth_login_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('code_hash', '=', sha256(code))
      .execute();
    const res = await browser.post('/api/auth/exchange', { code });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CODE_EXPIRED');
  });

  it('refuses made-up codes without touching the database', async () => {
    const browser = forum.newBrowser();
    for (const code of ['', 'short', 'x'.repeat(500), 12345]) {
      expect((await browser.post('/api/auth/exchange', { code })).statusCode).toBe(400);
    }
  });

  it('is refused when the member was banned after signing in at the provider', async () => {
    const { browser, login, code } = await signedUpBrowser();
    await forum.t.database.db
      .updateTable('users')
      .set({ is_active: false, ban_reason: 'Spam' })
      .where('username', '=', login)
      .execute();
    const res = await browser.post('/api/auth/exchange', { code });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
  });
});

describe('banned members', () => {
  it('a banned member cannot sign in with a linked provider', async () => {
    const { user } = await makeUser(forum.t.database.db, { banned: true });
    const login = uniqueName('banned');
    await forum.t.database.db
      .insertInto('oauth_identities')
      .values({ user_id: user.id, provider: 'google', subject: login })
      .execute();
    const browser = forum.newBrowser();
    const step = await browser.signIn('google', login);
    expect(step.location).toBe('/auth/callback#error=ACCOUNT_SUSPENDED&provider=google');
    const codes = await forum.t.database.db
      .selectFrom('oauth_login_codes')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(codes).toEqual([]);
  });
});

describe('pending steps', () => {
  it('a ticket is good only in the browser that signed in', async () => {
    const browser = forum.newBrowser();
    const step = await browser.signIn('google', uniqueName('tk'));
    const ticket = step.fragment.get('ticket')!;
    const other = forum.newBrowser();
    await other.start('google');
    for (const [url, body] of [
      ['/api/auth/oauth/pending', { ticket }],
      ['/api/auth/oauth/sign-up', { ticket, username: uniqueName('tk'), acceptedGuidelines: true }],
      ['/api/auth/oauth/link', { ticket, password: 'whatever-it-is' }],
    ] as const) {
      const res = await other.post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('PENDING_INVALID');
    }
    expect((await browser.post('/api/auth/oauth/pending', { ticket })).statusCode).toBe(200);
  });
});

describe('return path', () => {
  it.each([
    ['/thread/5?sort=votes', '/thread/5?sort=votes'],
    ['//evil.example/x', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/login?redirect=/x', '/'],
    ['/api/auth/google', '/'],
    ['javascript:alert(1)', '/'],
  ])('redirect=%j is kept as %j', async (redirect, expected) => {
    const browser = forum.newBrowser();
    const state = (await browser.start('google', redirect)).searchParams.get('state')!;
    const flow = await forum.t.database.db
      .selectFrom('oauth_flows')
      .select('return_to')
      .where('state_hash', '=', sha256(state))
      .executeTakeFirstOrThrow();
    expect(flow.return_to).toBe(expected);
  });

  it('a return path with a line break (header injection) is refused with a 400 naming it', async () => {
    const res = await forum.t.call(
      'GET',
      `/api/auth/google?redirect=${encodeURIComponent('/ok\r\nSet-Cookie: x=1')}`,
    );
    expect([res.statusCode, res.json().field]).toEqual([400, 'redirect']);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('secrets stay out of logs', () => {
  it('the request log line hides the code and state of a callback', () => {
    expect(redactUrl('/api/auth/google/callback?code=abc&state=def&iss=http%3A%2F%2Fx')).toBe(
      '/api/auth/google/callback?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fx',
    );
  });
});

describe('a forum without social sign-in configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare?.close());

  it('lists every provider as not enabled', async () => {
    const res = await bare.call('GET', '/api/auth/providers');
    expect(res.json().providers.map((p: { enabled: boolean }) => p.enabled)).toEqual([false, false, false]);
  });

  it.each(['google', 'facebook', 'twitter'])('/api/auth/%s answers a clear 404 page', async (id) => {
    for (const url of [`/api/auth/${id}`, `/api/auth/${id}/callback?code=x&state=y`]) {
      const res = await bare.call('GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      const name = { google: 'Google', facebook: 'Facebook', twitter: 'X' }[id];
      expect(res.body).toContain(`Sign-in with ${name} is not set up on this forum.`);
      expect(res.body).not.toContain('<script');
    }
  });

  it('refuses to start linking a provider that is not set up', async () => {
    const { token } = await makeUser(bare.database.db);
    const res = await bare.call('POST', '/api/auth/identities/facebook/link', { token, body: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('a provider that cannot be reached', () => {
  it('answers a 502 page instead of an error', async () => {
    const down = await createTestApp({
      PUBLIC_URL: 'http://forum.test',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
    });
    try {
      const res = await down.call('GET', '/api/auth/google');
      expect(res.statusCode).toBe(502);
      expect(res.body).toContain('We could not reach Google');
    } finally {
      await down.close();
    }
  });
});

describe('configuration', () => {
  const base = { PUBLIC_URL: 'https://forum.example.com' };
  it.each([
    [{ ...base, GOOGLE_CLIENT_ID: 'id' }, /GOOGLE_CLIENT_SECRET is required with GOOGLE_CLIENT_ID/],
    [{ ...base, FACEBOOK_CLIENT_SECRET: 's3cr3t-value' }, /FACEBOOK_CLIENT_ID is required/],
    [
      { TWITTER_CLIENT_ID: 'id', TWITTER_CLIENT_SECRET: 'secret' },
      /PUBLIC_URL is required for social sign-in/,
    ],
    [
      { ...base, GOOGLE_ISSUER: 'http://accounts.example.com' },
      /GOOGLE_ISSUER must be an https:\/\/ address/,
    ],
    [{ ...base, FACEBOOK_SCOPES: 'email  public_profile' }, /FACEBOOK_SCOPES/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never prints a secret in the error', () => {
    const secret = 'x'.repeat(600);
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: secret })).toThrow(
      /value hidden/,
    );
  });

  it('accepts a loopback http provider (the local test provider) and https ones', () => {
    expect(loadConfig({ ...base, GOOGLE_ISSUER: 'http://127.0.0.1:4000' }).GOOGLE_ISSUER).toBe(
      'http://127.0.0.1:4000',
    );
    expect(loadConfig({}).GOOGLE_ISSUER).toBe('https://accounts.google.com');
  });
});
