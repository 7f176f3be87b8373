import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { apiAs, createMember, signInAs } from './support/session';

// Calculator result cards (docs/product.md#result-cards), tried as a new member would: compute an NRI, ask
// the community, post, see the card as a guest, and follow it back to the calculator with the same inputs.

const SQUARE_DEED =
  'Beginning at the point of beginning; thence North 660 feet; thence East 660 feet; thence South 660 feet; thence West 660 feet to the point of beginning.';

for (const viewport of PHONE_AND_DESKTOP) {
  test.describe(`calculator cards at ${viewport.width}px`, () => {
    test.use({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
    failOnConsoleErrors();

    test('an NRI goes into a new thread as a card, and a guest follows it back to the calculator', async ({
      page,
      browser,
    }) => {
      const member = await createMember('cards');
      await signInAs(page, member);
      await page.goto('/calculator/royalty');
      const nri = page.getByRole('region', { name: 'NRI from Mineral Acres', exact: true });
      await nri.getByLabel('Net mineral acres', { exact: true }).fill('10');
      await nri.getByLabel('Royalty', { exact: true }).fill('3/16');
      await expect(page.getByRole('region', { name: 'NRI result' })).toContainText('0.00292969');

      await nri.getByRole('button', { name: 'Copy link' }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/\/calculator\/royalty\?acres=10&royalty=3%2F16&unit=640$/);

      await nri.getByRole('link', { name: 'Ask the community about this' }).click();
      await expect(page).toHaveURL(/\/create-thread\?/);
      await expect(page.getByLabel('Category')).toHaveValue(/\d+/);
      await expect(page.getByLabel('Category').locator('option:checked')).toHaveText(
        'Well and Production Data',
      );
      await expect(page.getByLabel('Content', { exact: true })).toHaveValue(
        /Net revenue interest 0\.00292969 \(3\/1024\): 10 net mineral acres in a 640-acre unit/,
      );
      const attached = page.getByRole('complementary', { name: 'Calculator result: Net revenue interest' });
      await expect(attached).toContainText('0.00292969 (3/1024)');
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('Title', { exact: true }).fill('Is my division order decimal right?');
      await page.getByRole('button', { name: 'Create Thread' }).click();
      await expect(page).toHaveURL(/\/thread\/\d+$/);
      const threadUrl = page.url();

      // A guest, in a browser with no session.
      const guestContext = await browser.newContext({ viewport });
      const guest = await guestContext.newPage();
      await guest.goto(threadUrl);
      const card = guest.getByRole('complementary', { name: 'Calculator result: Net revenue interest' });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('0.00292969 (3/1024)');
      await expect(card).toContainText('10 net mineral acres in a 640-acre unit at a 3/16 royalty');
      await expectNoSeriousA11yViolations(guest);
      await card.getByRole('link', { name: 'Try with my numbers' }).click();
      await expect(guest).toHaveURL(/\/calculator\/royalty\?acres=10&royalty=3%2F16&unit=640$/);
      const guestNri = guest.getByRole('region', { name: 'NRI from Mineral Acres', exact: true });
      await expect(guestNri.getByLabel('Net mineral acres', { exact: true })).toHaveValue('10');
      await expect(guest.getByRole('region', { name: 'NRI result' })).toContainText('0.292969%');
      await guestContext.close();
    });
  });
}

test.describe('cards without JavaScript, and in print', () => {
  test('the server-rendered thread shows a tract card with its drawing and text alternative', async ({
    browser,
  }) => {
    const member = await createMember('cardsjs');
    const categories = await apiAs<{ categories: Array<{ id: number; slug: string }> }>(
      null,
      'GET',
      '/api/categories',
    );
    const titleCategory = categories.body.categories.find((c) => c.slug === 'title-ownership');
    const { status, body } = await apiAs<{ thread: { id: number } }>(member, 'POST', '/api/threads', {
      category_id: titleCategory?.id,
      title: 'Does my tract close?',
      content: 'Here is the tract from my deed.',
      cards: [{ calculator: 'tract', version: 1, inputs: { deed: SQUARE_DEED }, result: '10.0000 acres' }],
    });
    expect(status).toBe(201);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`/thread/${body.thread.id}`);
    const card = page.getByRole('complementary', {
      name: 'Calculator result: Tract from a deed description',
    });
    await expect(card).toContainText('10.0000 acres');
    await expect(card.getByRole('img', { name: 'Drawing of the tract: 10.0000 acres' })).toBeVisible();
    await context.close();

    // With JavaScript, printed: no navigation, the card, the date and the forum's address.
    const printing = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const printed = await printing.newPage();
    await printed.goto(`/thread/${body.thread.id}`);
    await expect(printed.getByRole('img', { name: 'Drawing of the tract: 10.0000 acres' })).toBeVisible();
    await printed.emulateMedia({ media: 'print' });
    await expect(printed.locator('.site-header')).toBeHidden();
    await expect(printed.getByText(/^Printed .* from the Oklahoma Mineral Rights Forum: http/)).toBeVisible();
    if (process.env.CARDS_SCREENSHOT) {
      await printed.screenshot({ path: 'docs/screenshot-tract-card-print.png', fullPage: true });
    }
    await printing.close();
  });

  test('a tract from the visualizer is shared with the Title & Ownership category', async ({ page }) => {
    const member = await createMember('cardstract');
    await signInAs(page, member);
    await page.goto(`/calculator/metes-and-bounds?deed=${encodeURIComponent(SQUARE_DEED)}`);
    await page.getByRole('link', { name: 'Ask the community about this' }).click();
    await expect(page.getByLabel('Category').locator('option:checked')).toHaveText('Title & Ownership');
    await expect(
      page.getByRole('complementary', { name: 'Calculator result: Tract from a deed description' }),
    ).toContainText('10.0000 acres');
  });
});
