import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { apiAs, createMember, createStaffUser, signInAs } from './support/session';
import { categoriesByPageId, startThread } from './support/walkthrough';

// Issue 15: "A reporter sees the outcome of their reports". Dismissing a report keeps it with its outcome: it
// leaves the open queue, is found under Status "Dismissed", and its reporter reads "No action needed".

test.describe('a dismissed report', () => {
  failOnConsoleErrors();

  for (const viewport of PHONE_AND_DESKTOP) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('leaves the open queue and tells the reporter "No action needed"', async ({ page }) => {
        const reporter = await createMember('dsreporter');
        const author = await createMember('dsauthor');
        const category = [...(await categoriesByPageId()).values()][0]!.id;
        const title = `Pooling order question ${Date.now().toString(36)}`;
        const threadId = await startThread(
          author,
          category,
          title,
          'Has anyone elected under a pooling order?',
        );
        const filed = await apiAs<{ report: { id: number } }>(reporter, 'POST', '/api/reports', {
          target_type: 'thread',
          target_id: threadId,
          reasons: 'Off-topic',
        });
        expect(filed.status).toBe(201);

        const moderator = await createStaffUser('moderator');
        await signInAs(page, moderator);
        await page.goto('/moderation');
        const card = page.getByRole('article').filter({ hasText: title });
        await card.getByRole('button', { name: 'Dismiss Report' }).click();
        const dialog = page.getByRole('dialog', { name: 'Dismiss report' });
        await expect(dialog).toContainText('the member who reported it will see that no action was needed');
        await dialog.getByRole('button', { name: 'Dismiss report' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Report dismissed' })).toBeVisible();
        await expect(card).toHaveCount(0);

        await page.getByLabel('Status').selectOption({ label: 'Dismissed' });
        await expect(page).toHaveURL(/status=dismissed/);
        await expect(card.getByText('Dismissed', { exact: true })).toBeVisible();
        await expect(card).toContainText(`Dismissed by${moderator.username}`);
        await expect(card.getByRole('button', { name: 'Dismiss Report' })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);

        await signInAs(page, reporter);
        await page.goto(`/u/${reporter.username}`);
        const item = page.getByRole('region', { name: 'Your reports' }).getByRole('listitem').first();
        await expect(item).toContainText(`The thread ${title}`);
        await expect(item).toContainText('No action needed');
        await expect(item).toContainText('A moderator looked at it');
        await expectNoSeriousA11yViolations(page);
      });
    });
  }
});
