import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE_AND_DESKTOP, watchConsole } from './support/console';
import { type Account, apiAs, createMember, signInAs } from './support/session';

// Notifications as two members live them (docs/product.md#notifications): one replies in a browser, the
// other, in a second browser, sees the bell change without reloading and follows it to the exact post.

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
    content: 'Three companies sent offers for the same pooling order. Which should I take?',
  });
  expect(res.status).toBe(201);
  return res.body.thread.id;
}

test('a reply in one browser rings the bell live in the other, which leads to the post', async ({
  browser,
}) => {
  const asker = await createMember('asker');
  const answerer = await createMember('answerer');
  const title = unique('Pooling order offers');
  const threadId = await startThread(asker, title);

  const askerContext = await browser.newContext();
  const answererContext = await browser.newContext();
  const askerPage = await askerContext.newPage();
  const answererPage = await answererContext.newPage();
  const askerErrors = watchConsole(askerPage);
  const answererErrors = watchConsole(answererPage);
  await signInAs(askerPage, asker);
  await askerPage.goto('/threads');
  const bell = askerPage.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  await signInAs(answererPage, answerer);
  await answererPage.goto(`/thread/${threadId}`);
  const replyText = `Take the bonus with the higher royalty ${randomBytes(2).toString('hex')}`;
  await answererPage.getByLabel('Your reply').fill(replyText);
  await answererPage.getByRole('button', { name: 'Post Reply' }).click();
  await expect(answererPage.getByRole('article', { name: `${answerer.username} replied` })).toBeVisible();

  // No reload in the asker's browser: the live stream moves the count.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(askerPage).toHaveURL(/\/notifications$/);
  const item = askerPage.getByRole('link', { name: `${answerer.username} replied in “${title}”` });
  await expect(item).toBeVisible();
  await expectNoSeriousA11yViolations(askerPage);
  await item.click();
  await expect(askerPage).toHaveURL(new RegExp(`/thread/${threadId}#post-\\d+$`));
  await expect(askerPage.getByRole('article', { name: `${answerer.username} replied` })).toContainText(
    replyText,
  );
  await expect(bell).toHaveAccessibleName('Notifications');

  expect(askerErrors).toEqual([]);
  expect(answererErrors).toEqual([]);
  await askerContext.close();
  await answererContext.close();
});

test('the list pages, marks everything read and tells a new member what will show', async ({ page }) => {
  const errors = watchConsole(page);
  const asker = await createMember('quiet');
  await signInAs(page, asker);
  await page.goto('/notifications');
  await expect(page.getByText('Nothing yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

  const threadId = await startThread(asker, unique('Division order question'));
  const replier = await createMember('helper');
  for (let i = 0; i < 22; i++) {
    const res = await apiAs(replier, 'POST', '/api/posts', { thread_id: threadId, content: `Answer ${i}` });
    expect(res.status).toBe(201);
  }
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 22 unread');
  await expect(page.getByRole('listitem').filter({ hasText: 'replied in' })).toHaveCount(20);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'replied in' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  // The "New" badges on the items go (the page's own "New" list link stays).
  await expect(page.getByRole('listitem').getByText('New', { exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a guest is sent away from /notifications and sees no bell', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/login/);
});

for (const size of PHONE_AND_DESKTOP) {
  test(`the bell and the page at ${size.width}px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const member = await createMember('shot');
    const threadId = await startThread(member, unique('Lease bonus per acre'));
    const helper = await createMember('neighbour');
    await apiAs(helper, 'POST', '/api/posts', { thread_id: threadId, content: 'Ask for $500 an acre.' });
    await signInAs(page, member);
    await page.goto('/notifications');
    await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
    await expect(page.getByRole('link', { name: /replied in/ })).toBeVisible();
    await page.screenshot({ path: `test-results/notifications-${size.width}.png` });
    // Nothing may stick out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
}
