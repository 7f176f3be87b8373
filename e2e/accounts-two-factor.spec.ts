import { expect, request, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { createMember } from './support/session';

// Signing in to an account with two-factor sign-in (docs/product.md#accounts): the password opens the code
// step, a wrong code says so, and a code from the app (computed here as an authenticator would) signs in
// and returns to where the member was going.
failOnConsoleErrors();

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

function codeFor(secret: string, offset = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offset * 30_000 });
}

/** Turns two-factor sign-in on through the API, as the set-up on the security page does. */
async function withTwoFactor(prefix: string) {
  const member = await createMember(prefix);
  const context = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${member.token}` },
  });
  const setup = await context.post('/api/auth/two-factor/setup', { data: { password: member.password } });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await context.post('/api/auth/two-factor/enable', { data: { code: codeFor(secret, -1) } });
  expect(enable.status(), await enable.text()).toBe(200);
  await context.dispose();
  return { ...member, secret };
}

for (const viewport of PHONE_AND_DESKTOP) {
  test(`a member with two-factor sign-in signs in with a code from their app (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const member = await withTwoFactor('twostep');
    await page.goto('/login?redirect=/calculator/royalty');
    await page.getByLabel('Username or Email').fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const codeBox = page.getByLabel('Code from your app, or a recovery code');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please enter the 6-digit code from your app, or a recovery code.',
    );
    await codeBox.fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).not.toHaveText('');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await codeBox.fill(codeFor(member.secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/calculator\/royalty$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  });
}

test('starting over from the code step goes back to the password form', async ({ page }) => {
  const member = await withTwoFactor('restart');
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Start over with another account' }).click();
  await expect(page.getByLabel('Username or Email')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
});
