import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { apiAs, createMember, signInAs } from './support/session';

// "Download my data" and "Delete my account" on Account security (docs/product.md#accounts).
failOnConsoleErrors();

for (const viewport of PHONE_AND_DESKTOP) {
  test(`a member downloads their data, then deletes the account after the in-page dialog (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const member = await createMember('leaver');
    await signInAs(page, member);
    await page.goto('/profile/security');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^forum-data-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(data.profile.username).toBe(member.username);
    expect(data).toHaveProperty('posts');
    await page.screenshot({ path: `test-results/account-data-${viewport.width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    // The password is typed into a password field: hidden on screen, offered by password managers.
    const password = dialog.getByLabel('Your password (accounts without one: your username)');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toBeFocused();
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your password is not correct.');
    expect((await apiAs(member, 'GET', '/api/auth/me')).status).toBe(200);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await password.fill(member.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await apiAs(member, 'GET', '/api/auth/me')).status).toBe(401);
  });
}
