import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors } from './support/console';
import { apiAs, createMember, createStaffUser, signInAs } from './support/session';

// An ignored member's words fold outside their own posts too (docs/decisions/048-ignoring-beyond-thread-pages.md):
// quoted in someone else's post and as a search passage, on a phone. Their profile, opened on purpose, shows
// their activity as it is. The server's page stays the guest's; console errors (hydration mismatches among
// them) fail the test.
failOnConsoleErrors();

const PHONE = { width: 390, height: 844 };
const FOLDED = 'A post by a member you ignore.';

test('quotes of an ignored member and search passages by them fold, with Show; their profile does not (390 px)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const admin = await createStaffUser('admin');
  const me = await createMember('reader');
  const pest = await createMember('pest');
  const word = `zqx${Date.now().toString(36)}`;
  const categories = await apiAs<{ categories: { id: number }[] }>(null, 'GET', '/api/categories');
  const categoryId = categories.body.categories[0]!.id;

  // The pest's own thread, found by a word only its text has.
  const theirs = await apiAs<{ thread: { id: number } }>(pest, 'POST', '/api/threads', {
    category_id: categoryId,
    title: 'Lease offer in Grady County',
    content: `Call me about ${word} before you sign anything.`,
  });
  expect(theirs.status).toBe(201);
  // The admin quotes a reply of theirs in another thread.
  const made = await apiAs<{ thread: { id: number } }>(admin, 'POST', '/api/threads', {
    category_id: categoryId,
    title: `Solicitation warning ${word.slice(-4)}`,
    content: 'A word about offers made in replies.',
  });
  const threadId = made.body.thread.id;
  const pestText = 'I pay double the going bonus, message me';
  const quoted = await apiAs<{ post: { id: number } }>(pest, 'POST', '/api/posts', {
    thread_id: threadId,
    content: pestText,
  });
  expect(quoted.status).toBe(201);
  const adminWords = 'Please do not answer offers like the one quoted above.';
  const quoting = await apiAs<{ post: { id: number } }>(admin, 'POST', '/api/posts', {
    thread_id: threadId,
    content: `[quote="${pest.username}" post=${quoted.body.post.id}]\n${pestText}\n[/quote]\n\n${adminWords}`,
  });
  expect(quoting.status).toBe(201);
  expect((await apiAs(me, 'PUT', `/api/me/ignored/${pest.username}`)).status).toBe(200);

  // The server's page is the guest's, whoever asks: the quote in full.
  const html = await (await page.request.get(`/thread/${threadId}`)).text();
  expect(html).toContain(pestText);
  expect(html).not.toContain(FOLDED);

  // In the thread: the pest's own post and the quote inside the admin's post fold; the admin's words do not.
  await signInAs(page, me);
  await page.goto(`/thread/${threadId}`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const quotingPost = page.locator(`#post-${quoting.body.post.id}`);
  await expect(quotingPost.getByText(adminWords)).toBeVisible();
  const fold = quotingPost.locator('details.quote-ignored');
  await expect(fold.getByText(FOLDED)).toBeVisible();
  await expect(quotingPost.getByText(pestText)).toBeHidden();
  const summary = fold.locator('summary');
  expect((await summary.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/ignoring-quote-folded-390.png', fullPage: true });
  await summary.click();
  await expect(quotingPost.getByText(pestText)).toBeVisible();
  await expect(fold.getByText('Hide again')).toBeVisible();
  await page.screenshot({ path: 'test-results/ignoring-quote-shown-390.png', fullPage: true });

  // In search results: the passage from their post folds, the thread's title stays.
  await page.goto(`/threads?q=${word}`);
  const row = page.locator('.thread-row', { hasText: 'Lease offer in Grady County' });
  await expect(row.getByText(FOLDED)).toBeVisible();
  await expect(row.locator('.search-snippet')).toHaveCount(0);
  const show = row.getByRole('button', { name: 'Show' });
  expect((await show.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/ignoring-search-folded-390.png', fullPage: true });
  await show.click();
  await expect(row.locator('.search-snippet')).toContainText(word);
  // Show opened the passage in place: the page did not follow the row's link.
  expect(new URL(page.url()).pathname).toBe('/threads');

  // Their profile was opened on purpose: their activity is shown as it is, with Stop ignoring.
  await page.goto(`/u/${pest.username}`);
  await expect(page.getByRole('button', { name: `Stop ignoring ${pest.username}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lease offer in Grady County' })).toBeVisible();
  await expect(page.getByText(FOLDED)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/ignoring-profile-activity-390.png', fullPage: true });
});
