import { describe, expect, it } from 'vitest';
import { uniqueName } from '../support/factories';
import { oidcForumForFile } from '../support/oidc-forum';
import type { ForumBrowser } from '../support/oidc-test-provider';

// A social-only account has no password to prove it is the owner before turning two-factor on (after which
// the provider's sign-in is refused), so the set-up needs a social sign-in of the last 10 minutes: a stolen,
// older session cannot lock the owner out (auth/recent-sign-in.ts). Nor can it link another provider, a way
// in of its own that would give it such a fresh sign-in.

const forum = oidcForumForFile();

/** A session from a Google sign-in of this login's account (signing it up the first time). */
async function googleSession(browser: ForumBrowser, login: string, signUp: boolean): Promise<string> {
  const step = await browser.signIn('google', login);
  if (signUp) {
    const made = await browser.post('/api/auth/oauth/sign-up', {
      ticket: step.fragment.get('ticket'),
      username: login,
      acceptedGuidelines: true,
    });
    expect(made.statusCode).toBe(201);
    return made.json().token as string;
  }
  const exchanged = await browser.post('/api/auth/exchange', { code: step.fragment.get('code') });
  expect(exchanged.statusCode).toBe(200);
  return exchanged.json().token as string;
}

const ageSession = (minutes: number) =>
  forum.t.database.db
    .updateTable('sessions')
    .set({ created_at: new Date(Date.now() - minutes * 60_000) })
    .execute();

describe('two-factor set-up on a social-only account', () => {
  it('is refused on an older session, and the owner still signs in with Google', async () => {
    const browser = forum.newBrowser();
    const login = uniqueName('social2fa');
    const stolen = await googleSession(browser, login, true);
    await ageSession(11);
    const setup = await forum.t.call('POST', '/api/auth/two-factor/setup', { token: stolen, body: {} });
    expect(setup.statusCode).toBe(403);
    expect(setup.json().code).toBe('RECENT_SIGN_IN_REQUIRED');
    const status = await forum.t.call('GET', '/api/auth/two-factor', { token: stolen });
    expect(status.json().enabled).toBe(false);

    // The owner's Google sign-in keeps working, and a fresh one may start the set-up.
    const fresh = await googleSession(forum.newBrowser(), login, false);
    const allowed = await forum.t.call('POST', '/api/auth/two-factor/setup', { token: fresh, body: {} });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().secret).toEqual(expect.any(String));
  });
});

describe('linking another provider', () => {
  it('needs a sign-in of the last 10 minutes', async () => {
    const login = uniqueName('sociallink');
    const stolen = await googleSession(forum.newBrowser(), login, true);
    await ageSession(11);
    const refused = await forum.t.call('POST', '/api/auth/identities/facebook/link', { token: stolen });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('RECENT_SIGN_IN_REQUIRED');
    const fresh = await googleSession(forum.newBrowser(), login, false);
    const started = await forum.t.call('POST', '/api/auth/identities/facebook/link', { token: fresh });
    expect(started.statusCode).toBe(200);
    expect(started.json().authorizationUrl).toEqual(expect.any(String));
  });
});
