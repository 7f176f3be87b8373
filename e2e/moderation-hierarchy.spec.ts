import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';
import { createMember, createStaffUser, signInAs } from './support/session';
import { categoriesByPageId, startThread } from './support/walkthrough';

// The staff hierarchy in the browser (docs/product.md#permissions): a moderator is offered Edit and the
// moderator tools on a member's thread, and neither on an admin's, which the server would refuse anyway.
test.describe('a moderator on an admin thread', () => {
  failOnConsoleErrors();

  for (const width of [390, 1280]) {
    test(`sees staff tools on members' content only at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const leasing = (await categoriesByPageId()).get('leasing');
      if (!leasing) throw new Error('Leasing missing');
      const [member, admin, moderator] = await Promise.all([
        createMember('hier'),
        createStaffUser('admin'),
        createStaffUser('moderator'),
      ]);
      const memberThread = await startThread(member, leasing.id, `Member thread ${Date.now()}`);
      const adminThread = await startThread(admin, leasing.id, `Admin thread ${Date.now()}`);
      await signInAs(page, moderator);

      await page.goto(`/thread/${memberThread}`);
      const tools = page.getByRole('region', { name: 'Moderator tools' });
      await expect(tools).toBeVisible();
      await expect(tools.getByRole('button', { name: 'Pin' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Edit/ }).first()).toBeVisible();

      await page.goto(`/thread/${adminThread}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Admin thread');
      await expect(page.getByRole('region', { name: 'Moderator tools' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    });
  }
});
