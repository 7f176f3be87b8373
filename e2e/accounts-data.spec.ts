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
    // It says what the file holds: all of it, not only the posts.
    await expect(page.getByText(/uploaded files, bookmarks, e-mail settings/)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^forum-data-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(data.profile.username).toBe(member.username);
    expect(data).toHaveProperty('posts');
    // Complete: the address, the files, the bookmarks and the settings, and an avatar address that loads.
    expect(data.profile.email).toBe(member.email);
    for (const key of ['attachments', 'bookmarks', 'settings']) expect(data).toHaveProperty(key);
    expect(data.settings).toHaveProperty('email_notifications');
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
    // And stays there: the deleted session is not taken for one ended elsewhere ("You were signed out on
    // this device", on the login page).
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You were signed out on this device')).toHaveCount(0);
    // With a word on the page arrived at, as after the other steps that move a member on.
    await expect(page.getByRole('status').filter({ hasText: 'Your account is deleted.' })).toBeVisible();
    expect((await apiAs(member, 'GET', '/api/auth/me')).status).toBe(401);
  });
}
