import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { createMember, createStaffUser, signInAs } from './support/session';
import { categoriesByPageId, reply, startThread } from './support/walkthrough';

// Issue 15, "Moderation that does what it says": reporting the opening post of a thread reports that post,
// and the moderators' queue and the reporter's own list name it as "the opening post of «title»".

test.describe('reports on the opening post of a thread', () => {
  failOnConsoleErrors();

  for (const viewport of PHONE_AND_DESKTOP) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("the queue and the reporter's list name the opening post and link to it", async ({ page }) => {
        const reporter = await createMember('opreporter');
        const author = await createMember('opauthor');
        const category = [...(await categoriesByPageId()).values()][0]!.id;
        const title = `Who owns the minerals under the old school ${Date.now().toString(36)}`;
        const threadId = await startThread(
          author,
          category,
          title,
          'My grandmother left me a share; where do I start?',
        );
        await reply(author, threadId, 1, 'A reply that stays');

        await signInAs(page, reporter);
        await page.goto(`/thread/${threadId}`);
        await page.getByRole('button', { name: 'Report this post' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Report this post' });
        await dialog.getByRole('radio', { name: 'Personal information' }).check();
        await dialog.getByRole('button', { name: 'Submit Report' }).click();
        await expect(dialog.getByRole('status')).toContainText('Report submitted');
        await expect(dialog).toBeHidden({ timeout: 5_000 });

        await page.goto(`/u/${reporter.username}`);
        const mine = page.getByRole('region', { name: 'Your reports' });
        const item = mine.getByRole('listitem').first();
        await expect(item).toContainText(`The opening post of ${title}`);
        const postLink = item.getByRole('link', { name: title });
        await expect(postLink).toHaveAttribute('href', new RegExp(`/thread/${threadId}#post-\\d+$`));
        const postHref = (await postLink.getAttribute('href'))!;
        await expectNoSeriousA11yViolations(page);

        const moderator = await createStaffUser('moderator');
        await signInAs(page, moderator);
        await page.goto('/moderation');
        const card = page
          .getByRole('article')
          .filter({ hasText: title })
          .filter({ has: page.getByRole('heading', { name: /Reported opening post/ }) });
        await expect(card.getByRole('heading', { name: /Reported opening post/ })).toBeVisible();
        await expect(card).toContainText(`The opening post of «${title}»`);
        await expect(card.getByRole('link', { name: /View the post/ })).toHaveAttribute('href', postHref);
        await expectNoSeriousA11yViolations(page);
      });
    });
  }
});
