import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { refuseBrowserDialogs } from './support/dialogs';
import { createMember, createStaffUser, signInAs } from './support/session';
import { categoriesByPageId, snap, startThread } from './support/walkthrough';

// Moderation and admin prompts (issue 15): in-page dialogs that fit the design and work with the keyboard
// and screen readers; never window.confirm, alert or prompt.
test.describe('in-page dialogs', () => {
  failOnConsoleErrors();

  for (const viewport of PHONE_AND_DESKTOP) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('deleting a thread asks in the page; Escape cancels and gives focus back; the answer deletes', async ({
        page,
      }) => {
        const browserDialogs = refuseBrowserDialogs(page);
        const member = await createMember('dialogs');
        const leasing = (await categoriesByPageId()).get('leasing');
        if (!leasing) throw new Error('Leasing missing');
        const threadId = await startThread(member, leasing.id, `Delete me ${Date.now()}`);
        await signInAs(page, await createStaffUser('moderator'));
        await page.goto(`/thread/${threadId}`);
        const tools = page.getByRole('region', { name: 'Moderator tools' });
        const remove = tools.getByRole('button', { name: 'Delete' });
        await remove.click();

        const dialog = page.getByRole('dialog', { name: 'Delete thread' });
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveAccessibleDescription(
          'Are you sure you want to delete this thread? This action cannot be undone.',
        );
        // Destructive: focus starts on Cancel; Tab stays inside the dialog.
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(dialog.getByRole('button', { name: 'Delete thread' })).toBeFocused();
        await expectNoSeriousA11yViolations(page);
        await snap(page, 'dialog-delete-thread');
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(remove).toBeFocused();
        await expect(page).toHaveURL(new RegExp(`/thread/${threadId}$`));

        await remove.click();
        await dialog.getByRole('button', { name: 'Delete thread' }).click();
        await expect(page).toHaveURL(/\/$/);
        expect(browserDialogs).toEqual([]);
      });

      test('a ban asks for its reason in the page and refuses an empty one beside the box', async ({
        page,
      }) => {
        const browserDialogs = refuseBrowserDialogs(page);
        const victim = await createMember('banme');
        await signInAs(page, await createStaffUser('admin'));
        await page.goto(`/admin?tab=users&search=${victim.username}`);
        const ban = page.getByRole('button', { name: `Ban ${victim.username}` });
        await ban.click();
        const dialog = page.getByRole('dialog', { name: `Ban ${victim.username}` });
        const reason = dialog.getByLabel('Reason');
        await expect(reason).toBeFocused();
        await dialog.getByRole('button', { name: `Ban ${victim.username}` }).click();
        await expect(reason).toHaveAccessibleDescription('Ban requires a reason');
        await expect(dialog).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await snap(page, 'dialog-ban');
        await reason.fill('Spam after two warnings');
        await dialog.getByRole('button', { name: `Ban ${victim.username}` }).click();
        await expect(page.getByRole('status').filter({ hasText: 'User banned successfully' })).toBeVisible();
        await expect(dialog).toHaveCount(0);
        expect(browserDialogs).toEqual([]);
      });

      test('a guest pressing New Thread is offered to sign in, in the page', async ({ page }) => {
        const browserDialogs = refuseBrowserDialogs(page);
        await page.goto('/category/leasing');
        await page.getByRole('button', { name: 'New Thread' }).click();
        const dialog = page.getByRole('dialog', { name: 'Sign in to start a thread' });
        await expect(dialog).toHaveAccessibleDescription('Please login to create a thread');
        await dialog.getByRole('button', { name: 'Login' }).click();
        await expect(page).toHaveURL(/\/login\?redirect=%2Fcategory%2Fleasing$/);
        expect(browserDialogs).toEqual([]);
      });
    });
  }
});
