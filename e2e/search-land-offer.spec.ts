import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors } from './support/console';
import { apiAs, createMember } from './support/session';

// The search box and the land (docs/product.md#land-in-the-search-box-and-counties): a section typed in any written form is offered as
// its page under the box while the reader types, reached by ArrowDown or a tap, and offered again first on
// the results page, above the threads that name it in other forms; ?county= narrows the results.

failOnConsoleErrors();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function threadNaming(content: string, counties: string[]): Promise<string> {
  const author = await createMember('searcher');
  const categories = await apiAs<{ categories: { id: number; is_locked: boolean }[] }>(
    null,
    'GET',
    '/api/categories',
  );
  const title = `Lease offer ${randomBytes(4).toString('hex')}`;
  const created = await apiAs<{ thread: { id: number } }>(author, 'POST', '/api/threads', {
    category_id: categories.body.categories.find((c) => !c.is_locked)?.id,
    title,
    content,
    counties,
  });
  expect(created.status).toBe(201);
  return title;
}

async function offerWhileTyping(page: Page, title: string) {
  await page.goto('/threads');
  const box = page.getByRole('searchbox', { name: 'Search discussions' });
  await box.fill('Section 23, Township 13 North, Range 8 West');
  const offer = page.getByRole('link', { name: /Land page Section 23-13N-8W/ });
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute('href', '/land/ok/im/13n/08w/23');
  const size = await offer.boundingBox();
  expect(size?.height ?? 0).toBeGreaterThanOrEqual(44);
  // Nothing on the page is wider than the screen with the offer shown.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // The keyboard reaches it from the box, and back.
  await box.press('ArrowDown');
  await expect(offer).toBeFocused();
  await offer.press('ArrowUp');
  await expect(box).toBeFocused();

  // Words that name no land take the offer away.
  await box.fill('pooling order');
  await expect(offer).toHaveCount(0);

  // Submitted, the results offer the page first, above the thread that wrote the section another way.
  await box.fill('S23 T13N R8W');
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]q=S23\+T13N\+R8W/);
  const first = page.getByRole('link', { name: /Land page Section 23-13N-8W/ });
  const thread = page.getByRole('link', { name: title });
  await expect(thread).toBeVisible();
  await expect(first).toHaveCount(1);
  expect((await first.boundingBox())?.y ?? 0).toBeLessThan((await thread.boundingBox())?.y ?? 0);
  return first;
}

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });
  test('the box offers the section’s page while typing and first among the results', async ({ page }) => {
    const title = await threadNaming('A lease offer on the SE/4 of 23-13N-8W, Canadian County.', [
      'canadian',
    ]);
    const first = await offerWhileTyping(page, title);

    // The county narrows the search: another county leaves the offer and no thread.
    await page.goto(`/threads?q=${encodeURIComponent('S23 T13N R8W')}&county=grady`);
    await expect(page.getByRole('link', { name: /Land page Section 23-13N-8W/ })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await page.goto(`/threads?q=${encodeURIComponent('S23 T13N R8W')}&county=canadian`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(first).toHaveCount(1);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });
  test('the offer is a full-size target and a tap opens the section’s page', async ({ page }) => {
    const title = await threadNaming('Pooled in sec 23-13N-8W last spring.', []);
    const first = await offerWhileTyping(page, title);
    await first.tap();
    await expect(page).toHaveURL(/\/land\/ok\/im\/13n\/08w\/23$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Section 23-13N-8W' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  });
});
