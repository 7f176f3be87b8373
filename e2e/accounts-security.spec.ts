import { expect, request, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { scriptDialogs } from './support/dialogs';
import { linkIn, waitForMail } from './support/mail';
import { type Account, apiAs, createMember, signInAs } from './support/session';

// The member's account security page (docs/product.md#accounts): confirmation status with Resend, signed-in
// devices signed out one by one and all at once, a password change, an e-mail change confirmed by the link
// mailed to the new address, and "Sign out everywhere", at phone and desktop widths.
failOnConsoleErrors();

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** Signs the member in on "another device" (a User-Agent of our choosing) and returns that session's token. */
async function signInElsewhere(member: Account, userAgent: string, password = member.password) {
  const context = await request.newContext({
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`,
    extraHTTPHeaders: { 'User-Agent': userAgent },
  });
  const res = await context.post('/api/auth/login', { data: { username: member.username, password } });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await context.dispose();
  return { ...member, token };
}

for (const viewport of PHONE_AND_DESKTOP) {
  test(`a member looks after their account's security (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const dialogs = await scriptDialogs(page);
    const member = await createMember('careful');
    const phone = await signInElsewhere(member, IPHONE);
    const laptop = await signInElsewhere(member, FIREFOX);
    await signInAs(page, member);
    await page.goto('/profile');
    await page.getByRole('link', { name: 'E-mail, password and signed-in devices' }).click();
    await expect(page).toHaveURL(/\/profile\/security$/);
    await expect(page.getByRole('heading', { name: 'Account security', level: 1 })).toBeVisible();

    // Not confirmed yet: Resend mails a new link.
    await expect(page.getByText('Not confirmed yet')).toBeVisible();
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(3);
    await expect(devices.getByRole('strong').filter({ hasText: 'Safari on iOS' })).toBeVisible();
    await expect(devices.getByRole('strong').filter({ hasText: 'Firefox on Windows' })).toBeVisible();
    await expect(devices.getByText('This device')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/accounts-security-${viewport.width}.png`, fullPage: true });
    // The page fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('We have sent a confirmation link to your e-mail address.')).toBeVisible();

    // One device, then every other one.
    await page.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
    await expect(page.getByText('Safari on iOS is signed out.')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    expect((await apiAs(phone, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await apiAs(laptop, 'GET', '/api/auth/me')).status).toBe(200);
    await page.getByRole('button', { name: 'Sign out all other devices' }).click();
    await expect(page.getByText('Every other device is signed out.')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    expect((await apiAs(laptop, 'GET', '/api/auth/me')).status).toBe(401);

    // Password: the current one is checked; a change signs other devices out.
    const newPassword = 'a fresh passphrase 9';
    const tablet = await signInElsewhere(member, FIREFOX);
    const passwordForm = page.getByRole('form', { name: 'Password' });
    await passwordForm.getByLabel('Current password').fill('not my password');
    await passwordForm.getByLabel('New password', { exact: true }).fill(newPassword);
    await passwordForm.getByLabel('Confirm new password').fill(newPassword);
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordForm.getByRole('alert')).toHaveText('Your current password is not correct.');
    await passwordForm.getByLabel('Current password').fill(member.password);
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await expect(
      passwordForm.getByText('Password changed. Every other device has been signed out.'),
    ).toBeVisible();
    expect((await apiAs(tablet, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await apiAs(member, 'GET', '/api/auth/me')).status).toBe(200);

    // E-mail: nothing changes until the link mailed to the new address is followed.
    const newAddress = `new.${member.username}@example.test`;
    const emailForm = page.getByRole('form', { name: 'Change e-mail address' });
    await emailForm.getByLabel('New e-mail address').fill(newAddress);
    await emailForm.getByLabel('Your password').fill(newPassword);
    await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(emailForm.getByText(/We have sent a confirmation link to the new address/)).toBeVisible();
    const notice = await waitForMail(member.email, /is being changed/);
    expect(notice.text).toContain('ne***@example.test');
    const mail = await waitForMail(newAddress, /Confirm your new e-mail address/);
    const link = new URL(linkIn(mail, '/confirm-email?token='));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('Your new e-mail address is confirmed and now in use.')).toBeVisible();
    await page.goto('/profile/security');
    await expect(page.getByText(newAddress)).toBeVisible();
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

    // Everywhere, this device too: back to the sign-in page, and the token no longer works.
    dialogs.reply({ accept: true });
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(dialogs.said).toEqual(['Sign out every device, this one too?']);
    expect((await apiAs(member, 'GET', '/api/auth/me')).status).toBe(401);
  });
}

test('a guest asking for the security page is sent to sign in', async ({ page }) => {
  await page.goto('/profile/security');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Fsecurity/);
});

test('the owner cancels an e-mail change from the notice, without signing in', async ({ page }) => {
  const member = await createMember('cancels');
  const newAddress = `someone.else.${member.username}@example.test`;
  const asked = await apiAs(member, 'POST', '/api/auth/email', {
    email: newAddress,
    password: member.password,
  });
  expect(asked.status).toBe(200);
  const notice = await waitForMail(member.email, /is being changed/);
  expect(notice.text).toContain('Cancel this change');
  const cancel = new URL(linkIn(notice, '/cancel-email-change?token='));
  await page.goto(`${cancel.pathname}${cancel.search}`);
  await expect(page.getByRole('heading', { name: 'Cancel e-mail change' })).toBeVisible();
  await expect(
    page.getByText(/The e-mail change is cancelled: your account keeps this address/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The link to the new address no longer works, and says why.
  const mail = await waitForMail(newAddress, /Confirm your new e-mail address/);
  const link = new URL(linkIn(mail, '/confirm-email?token='));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(/This link no longer works/)).toBeVisible();
});
