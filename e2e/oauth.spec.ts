import { randomBytes } from 'node:crypto';
import { type Browser, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { createMember } from './support/session';
import { signInAtProvider, withoutProviderFonts } from './support/social-sign-in';

// Social sign-in in Chromium against the local OpenID Connect provider of scripts/e2e-server.mjs
// (support/social-sign-in.ts), which stands in for Google. Facebook and X are not set up, so their buttons
// are not shown.

test.describe('social sign-in', () => {
  test('sign up with Google from Register, choose a username, come back signed in; sign out and back in with one click', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await withoutProviderFonts(page);
    const login = `gl_${randomBytes(4).toString('hex')}`;

    await page.goto('/calculator/royalty');
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register\?redirect=%2Fcalculator%2Froyalty$/);
    await expect(page.getByRole('link', { name: 'Sign up with Google' })).toBeVisible();
    // Providers that are not set up show no button at all: a greyed-out one looks broken.
    await expect(page.getByText('Sign up with Facebook')).toHaveCount(0);
    await expect(page.getByText('Sign up with X')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Sign up with Google' }).click();
    // The provider's own sign-in page.
    await signInAtProvider(page, login);

    await expect(page).toHaveURL(/\/auth\/choose-username$/);
    await expect(page.getByRole('heading', { name: 'Choose a username' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(login);
    await expect(page.getByText(`${login}@example.test`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create account' }).click({ force: true });
    await expect(page.getByRole('alert')).toHaveText(
      'You must read and accept the Community Guidelines before registering',
    );
    await page.getByLabel(/I have read and accept/).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/calculator\/royalty$/);
    await expect(page.getByRole('banner').getByText(`Hello, ${login}`)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    // Back in with one click: the provider remembers this browser, so no login form this time.
    await page.goto('/threads');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fthreads$/);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(/\/threads$/);
    await expect(page.getByRole('banner').getByText(`Hello, ${login}`)).toBeVisible();

    // Neither the one-time code nor the session token was ever left in the address bar or the history.
    const visited = await page.evaluate(() => [window.location.href, String(window.history.length)]);
    expect(visited[0]).not.toMatch(/code=|token=|ticket=/);

    // The profile lists Google; it is the only way to sign in, so it cannot be unlinked.
    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Sign-in methods' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unlink Google' })).toBeDisabled();
    await expect(page.getByText('This is your only way to sign in, so it cannot be unlinked.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('a provider that is not set up answers a clear page', async ({ page }) => {
    const response = await page.goto('/api/auth/facebook');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Facebook sign-in is not set up' })).toBeVisible();
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a sign-in callback the app cannot use shows what went wrong', async ({ page }) => {
    await page.goto('/auth/callback#error=OAUTH_STATE&provider=google');
    await expect(page.getByRole('alert')).toContainText('This sign-in could not be checked');
    await expect(page).toHaveURL(/\/auth\/callback$/);
    await page.goto('/');
    await page.goto('/auth/callback#code=not-a-real-code-but-long-enough-1234567890');
    await expect(page.getByRole('alert')).toContainText('This sign-in link is not valid');
  });

  // Login CSRF: only a sign-in this browser started may sign it in.
  test('a crafted ?token=&user= link signs no one in, on any page', async ({ page }) => {
    const attacker = await createMember('attacker');
    const user = encodeURIComponent(JSON.stringify(attacker.user));
    for (const path of ['/', '/threads', '/auth/callback']) {
      await page.goto(`${path}?token=${attacker.token}&user=${user}`);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(page.getByRole('banner').getByText(`Hello, ${attacker.username}`)).toHaveCount(0);
      expect(
        await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
      ).toEqual([null, null]);
    }
  });

  test("a real one-time code from the attacker's browser does not sign the victim's browser in", async ({
    browser,
  }) => {
    const code = await attackerCode(browser);
    const victim = await browser.newPage();
    await victim.goto(`/auth/callback#code=${code}`);
    await expect(victim.getByRole('alert')).toContainText('This sign-in link is not valid');
    await expect(victim.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await victim.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await victim.close();
  });
});

/** Signs up with Google in a browser of its own, signs in again, and keeps the one-time code unspent. */
async function attackerCode(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await withoutProviderFonts(page);
  const login = `atk_${randomBytes(4).toString('hex')}`;
  await page.goto('/api/auth/google');
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/auth\/choose-username$/);
  await page.getByLabel(/I have read and accept/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('banner').getByText(`Hello, ${login}`)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  let code = '';
  await page.route('**/api/auth/exchange', async (route) => {
    code = (route.request().postDataJSON() as { code: string }).code;
    await route.abort();
  });
  await page.goto('/api/auth/google');
  await expect.poll(() => code).not.toBe('');
  await context.close();
  return code;
}
