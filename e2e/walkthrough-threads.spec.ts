import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { apiAs, createMember, createStaffUser, signInAs } from './support/session';
import { categoriesByPageId, reply, snap, startThread } from './support/walkthrough';

// The discussions list and long threads (issue 15).
test.describe('lists and long threads', () => {
  failOnConsoleErrors();

  for (const viewport of PHONE_AND_DESKTOP) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('pinned threads lead under every sort, the category filter names each category once, and Back returns to the same page', async ({
        page,
      }) => {
        const admin = await createStaffUser('admin');
        const categories = await categoriesByPageId();
        const texas = categories.get('texas');
        const geology = categories.get('geological-info');
        if (!texas || !geology) throw new Error('seeded categories missing');
        const stamp = `${viewport.width}-${Date.now()}`;
        const pinnedId = await startThread(admin, geology.id, `Pinned notice ${stamp}`);
        await apiAs(admin, 'POST', `/api/threads/${pinnedId}/pin`, { pinned: true });
        // Newer threads that would push an unpinned notice down the list.
        for (let i = 0; i < 3; i++) await startThread(admin, geology.id, `Newer talk ${stamp} ${i}`);
        for (let i = 0; i < 22; i++) await startThread(admin, texas.id, `Texas question ${stamp} ${i}`);

        await page.goto('/threads');
        for (const sort of ['latest', 'oldest', 'popular', 'replies']) {
          await page.getByLabel('Sort by').selectOption(sort);
          await expect(page.locator('.thread-row').first()).toHaveClass(/is-pinned/);
        }
        await page.getByLabel('Sort by').selectOption('latest');

        // Each category once, by its own name: Texas is not lumped with the other states.
        const options = await page.getByLabel('Category').locator('option').allTextContents();
        expect(options.filter((o) => o === 'Texas')).toHaveLength(1);
        expect(options.filter((o) => o === 'Imaging Services')).toHaveLength(1);
        expect(options.some((o) => o.includes(','))).toBe(false);
        expect(new Set(options).size).toBe(options.length);
        await page.getByLabel('Category').selectOption({ label: 'Texas' });
        await expect(page).toHaveURL(/[?&]category=texas/);
        await expect(page.getByRole('link', { name: `Texas question ${stamp} 21` })).toBeVisible();

        // Page 2 of the filtered list, into a thread and Back: the same page and filter.
        await page
          .getByRole('navigation', { name: 'Thread pages' })
          .getByRole('link', { name: 'Next →' })
          .click();
        await expect(page).toHaveURL(/page=2/);
        await expect(page.getByText('Page 2 of', { exact: false }).first()).toBeVisible();
        await expect(page.locator('.thread-list')).toHaveAttribute('aria-busy', 'false');
        const onPageTwo = page.locator('.thread-row h3 a').first();
        const title = (await onPageTwo.textContent()) ?? '';
        await onPageTwo.click();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL(/page=2/);
        await expect(page).toHaveURL(/category=texas/);
        await expect(page.getByLabel('Category')).toHaveValue('texas');
        await expect(page.getByRole('link', { name: title })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await snap(page, 'discussions');
      });

      test('a long thread has Jump to latest reply and a post-number scrubber; Back to top never covers the reply box', async ({
        page,
      }) => {
        const author = await createMember('longthread');
        const member = await createMember('reader');
        const categories = await categoriesByPageId();
        const leasing = categories.get('leasing');
        if (!leasing) throw new Error('Leasing missing');
        // A short thread has no such control: it would only be clutter.
        const shortId = await startThread(author, leasing.id, `Short thread ${viewport.width} ${Date.now()}`);
        await reply(author, shortId, 2, 'Short answer');
        await signInAs(page, member);
        await page.goto(`/thread/${shortId}`);
        await expect(page.getByRole('article').filter({ hasText: 'Short answer 2' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Jump to latest reply' })).toHaveCount(0);

        const threadId = await startThread(author, leasing.id, `Long thread ${viewport.width} ${Date.now()}`);
        await reply(author, threadId, 59, 'Answer number');
        await page.goto(`/thread/${threadId}`);
        await page.getByRole('button', { name: 'Jump to latest reply' }).click();
        await expect(page).toHaveURL(/page=2/);
        const last = page.getByRole('article').filter({ hasText: 'Answer number 59' });
        await expect(last).toBeFocused();
        await expect(last).toBeInViewport();
        await expect(last).toContainText('#60');

        const scrubber = page.getByLabel('Go to post number');
        await scrubber.fill('25');
        await page.getByRole('button', { name: 'Go', exact: true }).click();
        await expect(page).not.toHaveURL(/page=2/);
        const post25 = page.getByRole('article').filter({ hasText: 'Answer number 24' });
        await expect(post25).toBeFocused();
        await expect(post25).toContainText('#25');
        await snap(page, 'thread-jump');

        // Back after a jump shows the post number of what Back returns to, also where the first post on screen
        // stays the same: newest first, a jump to post 5 shows page 1 oldest first, and Back newest first again.
        await page.goto(`/thread/${threadId}?sort=newest`);
        await expect(page.locator('html[data-hydrated]')).toBeAttached();
        await scrubber.fill('5');
        await page.getByRole('button', { name: 'Go', exact: true }).click();
        await expect(page).not.toHaveURL(/sort=newest/);
        await expect(page.getByRole('article').filter({ hasText: /Answer number 4(?!\d)/ })).toBeFocused();
        await page.goBack();
        await expect(page).toHaveURL(/sort=newest/);
        await expect(scrubber).toHaveValue('1');
        // And Back at once after Go, perhaps before the page jumped to was drawn.
        await scrubber.fill('55');
        await page.getByRole('button', { name: 'Go', exact: true }).click();
        await page.goBack();
        await expect(page).toHaveURL(/sort=newest/);
        await expect(scrubber).toHaveValue('1');

        // Scrolled far down: Back to top shows, but steps aside while the reply box is on screen.
        await page.evaluate(() => window.scrollTo(0, 1500));
        await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
        // The box itself, not the page's bottom: on a phone the composer (toolbar, files, hints) and the
        // footer below it are taller than the screen.
        await page.getByLabel('Your reply').scrollIntoViewIfNeeded();
        await expect(page.getByLabel('Your reply')).toBeInViewport();
        await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();
        await expectNoSeriousA11yViolations(page);
        await snap(page, 'thread-bottom');
      });
    });
  }
});
