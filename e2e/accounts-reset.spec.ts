import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { linkIn, waitForMail } from './support/mail';
import { createMember } from './support/session';

// Forgot password → e-mail (a real SMTP server on loopback) → new password → signed in, at phone and desktop
// widths (docs/product.md#accounts).
failOnConsoleErrors();

for (const viewport of PHONE_AND_DESKTOP) {
  test(`a member who forgot their password gets back in by e-mail (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const member = await createMember('forgetful');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/accounts-forgot-${viewport.width}.png`, fullPage: true });
    await page.getByLabel('Username or Email').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account matches what you entered/)).toBeVisible();

    const mail = await waitForMail(member.email, /Reset your password/);
    expect(mail.text).toContain(`the account "${member.username}"`);
    const link = new URL(linkIn(mail, '/reset-password?token='));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/accounts-reset-${viewport.width}.png`, fullPage: true });
    await page.getByLabel('New password', { exact: true }).fill('my new password 1');
    await page.getByLabel('Confirm new password').fill('my new password 2');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
    await page.getByLabel('Confirm new password').fill('my new password 1');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Signed in as the member (the greeting is folded into the menu on a phone).
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.username))
      .toBe(member.username);
    if (viewport.width > 800) {
      await expect(page.getByRole('banner').getByText(`Hello, ${member.username}`)).toBeVisible();
    }

    // The link works once; the page says so and offers a new one.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('alert')).toHaveText(/already been used/);
    await expect(page.getByRole('link', { name: 'Send me a new link' })).toBeVisible();
  });
}
