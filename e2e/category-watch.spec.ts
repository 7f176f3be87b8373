import { expect, test } from '@playwright/test';
import type { Category } from '../src/shared/contracts/forum';
import { categoryPath } from '../src/shared/routes';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE_AND_DESKTOP, watchConsole } from './support/console';
import { apiAs, createMember, signInAs } from './support/session';

// Watching a whole category from its page (docs/product.md#following-threads): the same control as a thread's,
// with plain words, for members only.

/** Leasing, where the other specs post too: forum.spec expects the first category, New Wells, to stay empty. */
async function openCategory(): Promise<Category> {
  const res = await apiAs<{ categories: Category[] }>(null, 'GET', '/api/categories');
  const open = res.body.categories.find((c) => c.page_id === 'leasing' && !c.is_locked && !c.is_archived);
  if (!open) throw new Error('no open Leasing category');
  return open;
}

for (const size of PHONE_AND_DESKTOP) {
  test(`a member watches a category from its page at ${size.width}px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const category = await openCategory();
    const member = await createMember('watcher');
    await signInAs(page, member);

    await page.goto(categoryPath(category));
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    const level = page.getByLabel('Notifications for this category');
    await expect(level).toHaveValue('normal');
    await expect(level.locator('option')).toHaveText([
      'Watching: every new thread',
      'Normal: only replies to me',
      'Muted: no threads or replies',
    ]);
    // A plain sentence under the control says what the chosen level does.
    await expect(level).toHaveAccessibleDescription(/only when someone replies to you/);
    await level.selectOption('watching');
    await expect(level).toHaveAccessibleDescription(
      'You will be told each time someone starts a thread in this category.',
    );
    await expect
      .poll(
        async () =>
          (await apiAs<{ level: string }>(member, 'GET', `/api/categories/${category.id}/watch`)).body.level,
      )
      .toBe('watching');
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/category-watch-${size.width}.png` });

    // The choice is the server's: a fresh page shows it, and muting works the same way.
    await page.reload();
    await expect(level).toHaveValue('watching');
    await level.selectOption('muted');
    await expect
      .poll(
        async () =>
          (await apiAs<{ level: string }>(member, 'GET', `/api/categories/${category.id}/watch`)).body.level,
      )
      .toBe('muted');
    // Muted says in plain words what still gets through.
    await expect(level).toHaveAccessibleDescription(/not even in threads you started or answered/);
    await expect(level).toHaveAccessibleDescription(/replies to you, quotes you or mentions your name/);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a thread the member started in a category they muted shows Muted, and Watching chosen there wins', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const category = await openCategory();
  const member = await createMember('muter');
  const started = await apiAs<{ thread: { id: number } }>(member, 'POST', '/api/threads', {
    category_id: category.id,
    title: 'Pooling clause in an old lease',
    content: 'Does it allow pooling across formations?',
  });
  expect(started.status).toBe(201);
  const threadId = started.body.thread.id;
  expect(
    (await apiAs(member, 'PUT', `/api/categories/${category.id}/watch`, { level: 'muted' })).status,
  ).toBe(200);
  await signInAs(page, member);

  await page.goto(`/thread/${threadId}`);
  const level = page.getByLabel('Notifications for this thread');
  // Starting the thread watched it automatically, but the muted category silences it: the page says so.
  await expect(level).toHaveValue('muted');
  const hint = page.getByText('Muted because you muted this category');
  await expect(hint).toBeVisible();
  await level.selectOption('watching');
  await expect(hint).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await apiAs<{ level: string }>(member, 'GET', `/api/threads/${threadId}/reading`)).body.level,
    )
    .toBe('watching');
  await page.reload();
  await expect(level).toHaveValue('watching');
  expect(errors).toEqual([]);
});

test('a guest sees no watch control on a category page', async ({ page }) => {
  const errors = watchConsole(page);
  const category = await openCategory();
  await page.goto(categoryPath(category));
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  // The page is drawn (its guest-only New Thread button is there), and has no watch control.
  await expect(page.getByRole('button', { name: 'New Thread' })).toBeVisible();
  await expect(page.getByLabel('Notifications for this category')).toHaveCount(0);
  expect(errors).toEqual([]);
});
