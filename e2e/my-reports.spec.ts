import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { apiAs, createMember, createStaffUser, signInAs } from './support/session';
import { categoriesByPageId, snap, startThread } from './support/walkthrough';

// A reporter sees the outcome of their reports on their own profile (issue 15), in plain words; nobody
// else sees that section.

test.describe('a reporter sees what became of their reports', () => {
  failOnConsoleErrors();

  for (const viewport of PHONE_AND_DESKTOP) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('their profile lists each report with "Waiting", "Acted on" or "No action needed"', async ({
        page,
      }) => {
        const reporter = await createMember('reporter');
        const author = await createMember('author');
        const moderator = await createStaffUser('moderator');
        const category = [...(await categoriesByPageId()).values()][0]!.id;
        const stamp = Date.now();
        const kept = await startThread(author, category, `Fair question ${stamp}`);
        const spam = await startThread(author, category, `Buy my minerals ${stamp}`);
        const waiting = await startThread(author, category, `Not looked at yet ${stamp}`);
        const fileReport = async (threadId: number) => {
          const res = await apiAs<{ report: { id: number } }>(reporter, 'POST', '/api/reports', {
            target_type: 'thread',
            target_id: threadId,
            reasons: 'Spam',
          });
          expect(res.status).toBe(201);
          return res.body.report.id;
        };
        const onKept = await fileReport(kept);
        const onSpam = await fileReport(spam);
        await fileReport(waiting);
        expect((await apiAs(moderator, 'POST', `/api/reports/${onKept}/approve`)).status).toBe(200);
        expect((await apiAs(moderator, 'POST', `/api/reports/${onSpam}/remove`, {})).status).toBe(200);

        await signInAs(page, reporter);
        await page.goto('/profile');
        await page.getByRole('link', { name: 'What the moderators did about your reports' }).click();
        const section = page.getByRole('region', { name: 'Your reports' });
        await expect(section).toBeVisible();
        await expect(section).toContainText('Only you can see this list');
        const items = section.getByRole('listitem');
        await expect(items).toHaveCount(3);
        await expect(items.nth(0)).toContainText(`Not looked at yet ${stamp}`);
        await expect(items.nth(0)).toContainText('Waiting');
        await expect(items.nth(1)).toContainText('A thread that is no longer shown');
        await expect(items.nth(1)).toContainText('Acted on');
        await expect(items.nth(1)).not.toContainText(`Buy my minerals ${stamp}`);
        await expect(items.nth(2)).toContainText(`Fair question ${stamp}`);
        await expect(items.nth(2)).toContainText('No action needed');
        await expect(items.nth(2)).toContainText('found it within the community rules');
        await expectNoSeriousA11yViolations(page);
        await section.scrollIntoViewIfNeeded();
        await snap(page, 'my-reports');

        await items
          .nth(2)
          .getByRole('link', { name: `Fair question ${stamp}` })
          .click();
        await expect(page).toHaveURL(new RegExp(`/thread/${kept}$`));

        // Another member, and staff, looking at the reporter's profile see no such section.
        for (const viewer of [author, moderator]) {
          await signInAs(page, viewer);
          await page.goto(`/u/${reporter.username}`);
          await expect(page.getByRole('heading', { name: reporter.username })).toBeVisible();
          await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
          await expect(page.getByRole('region', { name: 'Your reports' })).toHaveCount(0);
        }
      });
    });
  }
});
