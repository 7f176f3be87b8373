import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { createMember, signInAs } from './support/session';
import { categoriesByPageId, reply, snap, startThread } from './support/walkthrough';

// Writing and reading (issue 15): registration, votes, social sign-in buttons.
test.describe('writing and reading', () => {
  failOnConsoleErrors();

  for (const viewport of PHONE_AND_DESKTOP) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('registration shows every problem at once beside its field, and the password rule before typing', async ({
        page,
      }) => {
        await page.goto('/register');
        const password = page.getByLabel('Password', { exact: true });
        await expect(password).toHaveAccessibleDescription(/At least 8 characters/);
        await page.getByLabel('Email').fill('nope');
        await page.getByLabel('Password', { exact: true }).fill('abc');
        await page.getByRole('button', { name: 'Register' }).click({ force: true });
        await expect(page.getByRole('alert')).toHaveText('Please fix the 5 things marked below.');
        for (const [label, text] of [
          ['Username', 'Please choose a username.'],
          ['Email', 'Please enter a valid email address'],
          ['Confirm Password', 'Please type the password again.'],
        ] as const)
          await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(text));
        await expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters long/);
        await expect(password).toHaveAccessibleDescription(/3 typed so far/);
        await expect(page.getByLabel(/I have read and accept/)).toHaveAccessibleDescription(
          /You must read and accept/,
        );
        await expectNoSeriousA11yViolations(page);
        await snap(page, 'register-errors');
      });

      test('social sign-in shows only the providers that are set up', async ({ page }) => {
        await page.goto('/login');
        // The test server sets up Google only.
        await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible();
        await expect(page.getByText(/Sign in with (Facebook|X)/)).toHaveCount(0);
        await expect(page.locator('button[disabled]')).toHaveCount(0);
      });

      test('a member sees no vote buttons on their own posts, and votes on others', async ({ page }) => {
        const member = await createMember('ownvote');
        const other = await createMember('othervote');
        const leasing = (await categoriesByPageId()).get('leasing');
        if (!leasing) throw new Error('Leasing missing');
        const threadId = await startThread(member, leasing.id, `My own question ${Date.now()}`);
        await reply(other, threadId, 1, 'Someone else answers');
        await signInAs(page, member);
        await page.goto(`/thread/${threadId}`);
        const mine = page.getByRole('article').first();
        const theirs = page.getByRole('article').filter({ hasText: 'Someone else answers' });
        // The app's own article first (the server's HTML has no vote box), then no Upvote or Downvote in it:
        // the member's name ("ownvote_...") is in its Reply and Edit buttons' names, so /vote/i matched those.
        await expect(mine).toContainText('votes on your post');
        await expect(mine.getByRole('button', { name: /^(up|down)vote$/i })).toHaveCount(0);
        await theirs.getByRole('button', { name: 'Upvote' }).click();
        await expect(theirs.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'true');
        await snap(page, 'own-vote');
      });
    });
  }
});
