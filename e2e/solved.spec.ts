import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SOLVED_TEXT } from '../src/shared/solved-texts';
import { failOnConsoleErrors } from './support/console';
import { apiAs, createMember, signInAs } from './support/session';

// Solved threads and similar questions on a phone (docs/decisions/043-solved-threads-and-similar-questions.md):
// the author marks a reply as the answer, the list shows "Solved" and filters by it; typing a title shows
// similar threads, and reading one keeps the draft.

const PHONE = { width: 390, height: 844 };
const word = () => `zq${randomBytes(3).toString('hex').replace(/\d/g, 'x')}`;
failOnConsoleErrors();
test.use({ viewport: PHONE });

async function openCategoryId(): Promise<number> {
  const categories = await apiAs<{ categories: { id: number; is_locked: number; is_archived: number }[] }>(
    null,
    'GET',
    '/api/categories',
  );
  return categories.body.categories.find((c) => !c.is_locked && !c.is_archived)!.id;
}

test('the author marks a reply as the answer; the list shows Solved and filters by it', async ({ page }) => {
  const author = await createMember('asker');
  const helper = await createMember('helper');
  const unique = word();
  const title = `Who pays ${unique} severance tax on royalty?`;
  const created = await apiAs<{ thread: { id: number } }>(author, 'POST', '/api/threads', {
    category_id: await openCategoryId(),
    title,
    content: 'The check stub shows a deduction I do not understand.',
  });
  expect(created.status).toBe(201);
  const threadId = created.body.thread.id;
  const reply = await apiAs<{ post: { id: number } }>(helper, 'POST', '/api/posts', {
    thread_id: threadId,
    content: 'The operator withholds it and pays the state for every owner.',
  });
  expect(reply.status).toBe(201);

  await signInAs(page, author);
  await page.goto(`/thread/${threadId}`);
  const answerPost = page.locator(`#post-${reply.body.post.id}`);
  await answerPost.getByRole('button', { name: SOLVED_TEXT.markAnswer }).click();
  const summary = page.getByRole('region', { name: SOLVED_TEXT.answerHeading });
  await expect(summary).toContainText('The operator withholds it');
  await expect(answerPost.getByText(SOLVED_TEXT.answerBadge)).toBeVisible();
  await expect(page.locator('.thread-header').getByText(SOLVED_TEXT.badge)).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e-shots/solved-thread-390.png', fullPage: false });
  await summary.getByRole('link', { name: SOLVED_TEXT.goToAnswer }).click();
  await expect(page).toHaveURL(new RegExp(`#post-${reply.body.post.id}$`));

  await page.goto('/threads');
  const row = page.locator('.thread-row', { hasText: title });
  await expect(row.getByText(SOLVED_TEXT.badge)).toBeVisible();
  await page.getByLabel(SOLVED_TEXT.filterLabel).selectOption('0');
  await expect(page).toHaveURL(/solved=0/);
  await expect(page.locator('.thread-row', { hasText: title })).toHaveCount(0);
  await page.getByLabel(SOLVED_TEXT.filterLabel).selectOption('1');
  await expect(page).toHaveURL(/solved=1/);
  await expect(page.locator('.thread-row', { hasText: title })).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e-shots/solved-list-390.png', fullPage: false });
  // The server's own page honours the address too.
  const html = await (await page.request.get('/threads?solved=0')).text();
  expect(html).not.toContain(unique);
});

test('typing a title shows similar threads; reading one keeps the draft', async ({ page }) => {
  const member = await createMember('typer');
  const unique = word();
  const existing = `Pooling ${unique} bonus payment late`;
  const made = await apiAs(member, 'POST', '/api/threads', {
    category_id: await openCategoryId(),
    title: existing,
    content: 'The bonus under the pooling order never arrived.',
  });
  expect(made.status).toBe(201);

  await signInAs(page, member);
  await page.goto('/create-thread');
  await page.getByLabel('Content').fill('My own words, not to be lost.');
  await page.getByLabel('Title').fill(`When is the ${unique} pooling bonus paid`);
  const panel = page.getByRole('region', { name: SOLVED_TEXT.similarHeading });
  const open = panel.getByRole('button', { name: existing });
  await expect(open).toBeVisible();
  await page.screenshot({ path: 'tmp/e2e-shots/similar-390.png', fullPage: false });
  await open.click();
  const dialog = page.getByRole('dialog', { name: existing });
  await expect(dialog).toContainText('never arrived');
  await page.screenshot({ path: 'tmp/e2e-shots/similar-dialog-390.png', fullPage: false });
  await dialog.getByRole('button', { name: SOLVED_TEXT.similarClose }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Title')).toHaveValue(`When is the ${unique} pooling bonus paid`);
  await expect(page.getByLabel('Content')).toHaveValue('My own words, not to be lost.');
});
