import { describe, expect, it } from 'vitest';
import { makeUser, TEST_PASSWORD, uniqueName } from '../support/factories';
import { oidcForumForFile } from '../support/oidc-forum';

// Issue 7's account matching and the profile's linked providers: a verified e-mail that matches an account
// is linked only after that account's password is given; a member sees, links and unlinks providers, but
// never the last way to sign in.

const forum = oidcForumForFile({ LOGIN_RATE_LIMIT_MAX: '50' });
const identitiesOf = (userId: number) =>
  forum.t.database.db
    .selectFrom('oauth_identities')
    .select(['provider', 'subject'])
    .where('user_id', '=', userId)
    .execute();

/** A password account, and a provider login whose verified e-mail is that account's. */
async function accountWithGoogleTwin(options: { banned?: boolean } = {}) {
  const made = await makeUser(forum.t.database.db, options);
  const login = uniqueName('twin');
  forum.idp.accounts.set(login, { email: made.user.email.toUpperCase() });
  return { ...made, login };
}

describe('a new provider identity whose verified e-mail matches an account', () => {
  it("asks for that account's password, never links silently, and links once it is given", async () => {
    const { user, login } = await accountWithGoogleTwin();
    const browser = forum.newBrowser();
    const step = await browser.signIn('google', login, '/threads');
    expect(step.fragment.get('step')).toBe('confirm-link');
    const ticket = step.fragment.get('ticket')!;
    expect(await identitiesOf(user.id)).toEqual([]);

    const pending = (await browser.post('/api/auth/oauth/pending', { ticket })).json();
    expect(pending).toMatchObject({
      step: 'confirm-link',
      accountUsername: user.username,
      accountHasPassword: true,
      accountProviders: [],
    });

    const signUp = await browser.post('/api/auth/oauth/sign-up', {
      ticket,
      username: uniqueName('u'),
      acceptedGuidelines: true,
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().code).toBe('WRONG_STEP');

    const wrong = await browser.post('/api/auth/oauth/link', { ticket, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(await identitiesOf(user.id)).toEqual([]);

    const right = await browser.post('/api/auth/oauth/link', { ticket, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({
      returnTo: '/threads',
      user: { id: user.id, username: user.username },
    });
    expect(await identitiesOf(user.id)).toEqual([{ provider: 'google', subject: login }]);

    // From now on the provider signs straight into that account.
    const again = await browser.signIn('google', login);
    const exchanged = await browser.post('/api/auth/exchange', { code: again.fragment.get('code') });
    expect(exchanged.json().user.id).toBe(user.id);
  });

  it('ends the step after five wrong passwords', async () => {
    const { user, login } = await accountWithGoogleTwin();
    const browser = forum.newBrowser();
    const ticket = (await browser.signIn('google', login)).fragment.get('ticket')!;
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await browser.post('/api/auth/oauth/link', { ticket, password: `wrong-${i}` });
      expect(res.statusCode).toBe(401);
      codes.push(res.json().code);
    }
    expect(codes).toEqual([...Array(4).fill('INVALID_CREDENTIALS'), 'STEP_ENDED']);
    const late = await browser.post('/api/auth/oauth/link', { ticket, password: TEST_PASSWORD });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('PENDING_INVALID');
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it('refuses a banned owner even with the right password, and links nothing', async () => {
    const { user, login } = await accountWithGoogleTwin({ banned: true });
    const browser = forum.newBrowser();
    const ticket = (await browser.signIn('google', login)).fragment.get('ticket')!;
    const res = await browser.post('/api/auth/oauth/link', { ticket, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it('an unverified provider e-mail never matches: the person picks a username and cannot take that address (its owner is mailed)', async () => {
    const { user } = await makeUser(forum.t.database.db);
    const login = uniqueName('unverified');
    forum.idp.accounts.set(login, { email: user.email, emailVerified: false });
    const browser = forum.newBrowser();
    const ticket = (await browser.signIn('google', login)).fragment.get('ticket')!;
    const pending = (await browser.post('/api/auth/oauth/pending', { ticket })).json();
    expect(pending).toMatchObject({ step: 'choose-username', email: user.email, emailVerified: false });
    const res = await browser.post('/api/auth/oauth/sign-up', {
      ticket,
      username: uniqueName('u'),
      email: user.email,
      acceptedGuidelines: true,
    });
    // The same answer as for a free address (issue 13, finding 9); the owner is told, nothing is linked.
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toContain('We sent an e-mail to');
    expect(await identitiesOf(user.id)).toEqual([]);
  });
});

describe('linked providers on the profile', () => {
  async function socialOnlyMember() {
    const browser = forum.newBrowser();
    const login = uniqueName('social');
    const ticket = (await browser.signIn('google', login)).fragment.get('ticket')!;
    const created = (
      await browser.post('/api/auth/oauth/sign-up', { ticket, username: login, acceptedGuidelines: true })
    ).json();
    return { browser, login, token: created.token as string, userId: created.user.id as number };
  }

  it('lists them; a guest gets 401', async () => {
    const { token, login } = await socialOnlyMember();
    const res = await forum.t.call('GET', '/api/auth/identities', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hasPassword: false,
      identities: [{ provider: 'google', providerName: 'Google', email: `${login}@example.test` }],
    });
    expect((await forum.t.call('GET', '/api/auth/identities')).statusCode).toBe(401);
  });

  it('refuses to unlink the only way to sign in, and allows it once another provider is linked', async () => {
    const { browser, token, userId } = await socialOnlyMember();
    const last = await forum.t.call('DELETE', '/api/auth/identities/google', { token });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('LAST_SIGN_IN_METHOD');

    // Link Facebook from the profile: the app asks for the provider address, the browser goes there.
    const start = await browser.post('/api/auth/identities/facebook/link', {}, token);
    expect(start.statusCode).toBe(200);
    browser.remember(start.headers['set-cookie']);
    const callbackUrl = await browser.provider.authorize(start.json().authorizationUrl, uniqueName('fb'));
    const step = await browser.callback(callbackUrl);
    expect(step.location).toBe('/auth/callback#linked=1');
    expect((await identitiesOf(userId)).map((i) => i.provider).sort()).toEqual(['facebook', 'google']);

    const again = await browser.post('/api/auth/identities/facebook/link', {}, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PROVIDER_ALREADY_LINKED');

    const unlinked = await forum.t.call('DELETE', '/api/auth/identities/google', { token });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().identities.map((i: { provider: string }) => i.provider)).toEqual(['facebook']);
    expect((await forum.t.call('DELETE', '/api/auth/identities/facebook', { token })).statusCode).toBe(409);
    expect((await forum.t.call('DELETE', '/api/auth/identities/twitter', { token })).statusCode).toBe(404);
    expect((await forum.t.call('DELETE', '/api/auth/identities/myspace', { token })).statusCode).toBe(400);
  });

  it('a member with a password may unlink their only provider', async () => {
    const { user, token, login } = await accountWithGoogleTwin();
    const browser = forum.newBrowser();
    const ticket = (await browser.signIn('google', login)).fragment.get('ticket')!;
    await browser.post('/api/auth/oauth/link', { ticket, password: TEST_PASSWORD });
    const res = await forum.t.call('DELETE', '/api/auth/identities/google', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ identities: [], hasPassword: true });
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it("refuses to link a provider account that is already another member's", async () => {
    const owner = await socialOnlyMember();
    const { token } = await makeUser(forum.t.database.db);
    const browser = forum.newBrowser();
    const start = await browser.post('/api/auth/identities/google/link', {}, token);
    browser.remember(start.headers['set-cookie']);
    const step = await browser.callback(
      await browser.provider.authorize(start.json().authorizationUrl, owner.login),
    );
    expect(step.location).toBe('/auth/callback#error=IDENTITY_TAKEN&provider=google');
  });
});
