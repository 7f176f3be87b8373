import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { type ExtraServer, startExtraServer } from './support/extra-server';

// Staff two-factor set-up in the browser (docs/product.md#accounts), on a server with REQUIRE_STAFF_2FA on:
// the staff pages lead a moderator to /profile/two-factor; they scan (here: read) the secret, confirm with a
// code computed as an authenticator app would, save the recovery codes, and then sign in with a code and
// with a recovery code; a used recovery code is refused.
failOnConsoleErrors();
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'two-factor-staff-password';
const staffName = (width: number) => `tfa_mod_${width}`;
let server: ExtraServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startExtraServer({
    offset: 3,
    env: { REQUIRE_STAFF_2FA: 'true' },
    before: PHONE_AND_DESKTOP.map(({ width }) => [
      'create-user',
      '--username',
      staffName(width),
      '--email',
      `${staffName(width)}@example.test`,
      '--password',
      PASSWORD,
      '--role',
      'moderator',
    ]),
  });
});
test.afterAll(async () => {
  await server?.stop();
});

function codeFor(secret: string, offset = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offset * 30_000 });
}

async function signIn(page: Page, username: string, code?: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  if (code === undefined) return;
  await page.getByLabel('Code from your app, or a recovery code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.goto(`${server.url}/logout`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

for (const viewport of PHONE_AND_DESKTOP) {
  test(`a moderator is led to set up two-factor sign-in, then signs in with a code and a recovery code (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const username = staffName(viewport.width);
    await signIn(page, username);
    await expect(page).toHaveURL(`${server.url}/`);

    // The staff page sends them to the set-up, which says why.
    await page.goto(`${server.url}/moderation`);
    await expect(page).toHaveURL(/\/profile\/two-factor$/);
    await expect(page.getByText('Staff accounts must use two-factor sign-in.')).toBeVisible();
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Start set-up' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = await page.locator('[data-secret]').getAttribute('data-secret');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/two-factor-setup-${viewport.width}.png`, fullPage: true });

    await page.getByLabel('Code from your app').fill('000000');
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not correct');
    await page.getByLabel('Code from your app').fill(codeFor(secret!));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.allInnerTexts()).map((text) => text.trim());
    await page.screenshot({ path: `test-results/two-factor-codes-${viewport.width}.png`, fullPage: true });
    const done = page.getByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download codes' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('recovery-codes.txt');
    await page.getByLabel('I have saved my recovery codes').check();
    await done.click();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeVisible();
    await expect(page.getByText('You have 10 unused recovery codes.')).toBeVisible();
    await expect(page.getByText('Staff accounts must keep two-factor sign-in on.')).toBeVisible();

    // The staff page opens now.
    await page.goto(`${server.url}/moderation`);
    await expect(page.getByRole('heading', { name: 'Moderation Queue' })).toBeVisible();

    // Signing in asks for a code (the next step's: the one used to turn it on cannot be used again).
    await signOut(page);
    await signIn(page, username, codeFor(secret!, 1));
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);

    // A recovery code works once.
    await signOut(page);
    await signIn(page, username, recovery[0]);
    await expect(page).toHaveURL(`${server.url}/`);
    await signOut(page);
    await signIn(page, username, recovery[0]);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
}
