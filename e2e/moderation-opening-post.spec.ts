import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { apiAs, createMember, createStaffUser, signInAs } from './support/session';
import { categoriesByPageId, reply, snap, startThread } from './support/walkthrough';

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

      test('removing a reported opening post asks: this post only, or the whole thread with its replies', async ({
        page,
      }) => {
        const reporter = await createMember('opchoice');
        const author = await createMember('opauthor');
        const category = [...(await categoriesByPageId()).values()][0]!.id;
        const stamp = Date.now().toString(36);
        const fileOn = async (title: string) => {
          const threadId = await startThread(author, category, title, 'An opening post to judge.');
          await reply(author, threadId, 2, `Reply in ${title}`);
          const thread = await apiAs<{ posts: { id: number; is_first_post: number | boolean }[] }>(
            null,
            'GET',
            `/api/threads/${threadId}`,
          );
          const opening = thread.body.posts.find((p) => p.is_first_post)!;
          const res = await apiAs(reporter, 'POST', '/api/reports', {
            target_type: 'post',
            target_id: opening.id,
            reasons: 'Off-topic',
          });
          expect(res.status).toBe(201);
          return threadId;
        };
        const keepTitle = `Keep the replies ${stamp}`;
        const dropTitle = `Drop it all ${stamp}`;
        const keepId = await fileOn(keepTitle);
        const dropId = await fileOn(dropTitle);

        const moderator = await createStaffUser('moderator');
        await signInAs(page, moderator);
        await page.goto('/moderation');
        const cardOf = (title: string) =>
          page
            .getByRole('article')
            .filter({ hasText: title })
            .filter({ has: page.getByRole('heading', { name: /Reported opening post/ }) });
        const dialog = page.getByRole('dialog', { name: 'Remove the opening post?' });

        // Cancelling (Escape) removes nothing.
        await cardOf(keepTitle).getByRole('button', { name: 'Remove Content' }).click();
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(
          `This is the first post of «${keepTitle}». The thread has 2 replies.`,
        );
        await expect(dialog.getByRole('radio', { name: /Remove only this post/ })).toBeChecked();
        await expect(
          dialog.getByRole('radio', { name: /Remove the whole thread with its 2 replies/ }),
        ).not.toBeChecked();
        await expectNoSeriousA11yViolations(page);
        await snap(page, 'remove-opening-post');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(cardOf(keepTitle).getByRole('button', { name: 'Remove Content' })).toBeVisible();

        await cardOf(keepTitle).getByRole('button', { name: 'Remove Content' }).click();
        await dialog.getByRole('button', { name: 'Remove the post' }).click();
        await expect(
          page.getByRole('status').filter({ hasText: 'The opening post was removed' }),
        ).toContainText('The thread and its replies are still there.');

        await cardOf(dropTitle).getByRole('button', { name: 'Remove Content' }).click();
        await dialog.getByRole('radio', { name: /Remove the whole thread with its 2 replies/ }).check();
        await dialog.getByLabel('Reason (optional)').fill('Off-topic from the start.');
        await dialog.getByRole('button', { name: 'Remove the thread' }).click();
        await expect(
          page.getByRole('status').filter({ hasText: 'The whole thread was removed, with its 2 replies.' }),
        ).toBeVisible();

        // A report on a thread (its header's Report button) says, counted, what goes with it.
        const wholeTitle = `Reported as a thread ${stamp}`;
        const wholeId = await startThread(author, category, wholeTitle, 'A thread reported as a whole.');
        await reply(author, wholeId, 2, `Reply in ${wholeTitle}`);
        const onThread = await apiAs(reporter, 'POST', '/api/reports', {
          target_type: 'thread',
          target_id: wholeId,
          reasons: 'Spam',
        });
        expect(onThread.status).toBe(201);
        await page.reload();
        const threadCard = page.getByRole('article').filter({ hasText: wholeTitle });
        await threadCard.getByRole('button', { name: 'Remove Content' }).click();
        const prompt = page.getByRole('dialog', { name: 'Remove content' });
        await expect(prompt).toContainText(
          `This removes the whole thread «${wholeTitle}» with its 2 replies.`,
        );
        await prompt.getByRole('button', { name: 'Remove' }).click();
        await expect(
          page.getByRole('status').filter({ hasText: 'The whole thread was removed, with its 2 replies.' }),
        ).toBeVisible();

        // What members now see: the kept thread with its replies, the other thread gone.
        const kept = await apiAs<{ posts: { content: string }[] }>(reporter, 'GET', `/api/threads/${keepId}`);
        expect(kept.status).toBe(200);
        expect(kept.body.posts.map((p) => p.content)).toEqual([
          `Reply in ${keepTitle} 1`,
          `Reply in ${keepTitle} 2`,
        ]);
        expect((await apiAs(reporter, 'GET', `/api/threads/${dropId}`)).status).toBe(404);
      });
    });
  }
});
