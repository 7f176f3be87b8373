import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE_AND_DESKTOP, watchConsole } from './support/console';
import { type Account, apiAs, createMember, signInAs } from './support/session';

// Following threads as a member lives it (docs/product.md#following-threads): the thread's watch level,
// bookmarks and their list, and the Unread list that brings a member back to the first post they missed.

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

async function startThread(author: Account, title: string): Promise<number> {
  const categories = await apiAs<{ categories: { id: number; is_locked: boolean }[] }>(
    null,
    'GET',
    '/api/categories',
  );
  const category = categories.body.categories.find((c) => !c.is_locked);
  const res = await apiAs<{ thread: { id: number } }>(author, 'POST', '/api/threads', {
    category_id: category?.id,
    title,
    content: 'A landman offered $300 an acre for a 3-year lease. Is that fair in Canadian County?',
  });
  expect(res.status).toBe(201);
  return res.body.thread.id;
}

for (const size of PHONE_AND_DESKTOP) {
  test(`watch, bookmark and come back to unread posts at ${size.width}px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const starter = await createMember('starter');
    const reader = await createMember('reader');
    const title = unique('Lease offer per acre');
    const threadId = await startThread(starter, title);
    await signInAs(page, reader);

    // Opening the thread records it as read (the browser reports what it showed).
    await page.goto(`/thread/${threadId}`);
    const level = page.getByLabel('Notifications for this thread');
    await expect(level).toHaveValue('normal');
    await expect
      .poll(
        async () =>
          (
            await apiAs<{ last_read_post_id: number | null }>(
              reader,
              'GET',
              `/api/threads/${threadId}/reading`,
            )
          ).body.last_read_post_id,
      )
      .not.toBeNull();
    await level.selectOption('watching');
    await expect(level).toHaveValue('watching');

    const bookmark = page.getByRole('button', { name: 'Bookmark', exact: true }).first();
    await bookmark.click();
    await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/bookmarks');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Two replies arrive while the reader is away: Unread lists the thread with 2 new posts.
    const first = await apiAs<{ post: { id: number } }>(starter, 'POST', '/api/posts', {
      thread_id: threadId,
      content: 'Update: a second company offered $450 an acre.',
    });
    await apiAs(starter, 'POST', '/api/posts', {
      thread_id: threadId,
      content: 'And asked for a 1/5 royalty.',
    });
    await page.goto('/unread');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('2 new');
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/reading-unread-${size.width}.png` });
    await row.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/thread/${threadId}#post-${first.body.post.id}$`));
    await expect(page.locator(`#post-${first.body.post.id}`)).toBeVisible();

    // Having read them, the thread leaves Unread.
    await expect
      .poll(
        async () =>
          (await apiAs<{ threads: unknown[] }>(reader, 'GET', '/api/reading/unread')).body.threads.length,
      )
      .toBe(0);
    await page.goto('/unread');
    await expect(page.getByText('You are all caught up.')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('New lists threads the member has not opened', async ({ page }) => {
  const errors = watchConsole(page);
  const starter = await createMember('starter');
  const member = await createMember('newcomer');
  const title = unique('Division order decimal');
  await startThread(starter, title);
  await signInAs(page, member);
  await page.goto('/new');
  await expect(page.getByRole('heading', { name: 'New', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test('a guest opening /unread or /bookmarks is sent to sign in', async ({ page }) => {
  for (const path of ['/unread', '/bookmarks', '/new']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login/);
  }
});
