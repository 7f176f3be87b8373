import { expect, type Page, test } from '@playwright/test';
import { COUNTY_LIST_TEXT } from '../src/shared/county-list-texts';
import { SOLVED_LIST_TEXT } from '../src/shared/solved-list-texts';
import { failOnConsoleErrors } from './support/console';
import { createMember, signInAs } from './support/session';

// The discussions list's filters leave no hole at any width: the category, county, sort and answered selects
// fill whole rows (four on a wide screen, two on a phone), each row as wide as the search box above them, and
// a member's New and Unread lists sit under them. Before, at 1280 px the answered select sat alone under the
// search box and the sort select alone under the category select, with empty room beside both.

failOnConsoleErrors();

const SELECTS = ['Category', COUNTY_LIST_TEXT.filterLabel, 'Sort by', SOLVED_LIST_TEXT.filterLabel];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(page: Page, label: string): Promise<Box> {
  const box = await page.getByLabel(label, { exact: true }).boundingBox();
  if (!box) throw new Error(`${label} is not shown`);
  return box;
}

/** The selects' boxes in rows (same top), and the left and right edges of the search form above them. */
async function filterLayout(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // The county list arrives in a chunk of its own and takes the place of a disabled stand-in: measured before,
  // the select being swapped has no box.
  await expect(page.getByLabel(COUNTY_LIST_TEXT.filterLabel, { exact: true })).toBeEnabled();
  const boxes = await Promise.all(SELECTS.map((label) => boxOf(page, label)));
  const rows = new Map<number, Box[]>();
  for (const box of boxes) {
    const top = Math.round(box.y);
    rows.set(top, [...(rows.get(top) ?? []), box]);
  }
  const search = await page.getByRole('search').boundingBox();
  if (!search) throw new Error('the search box is not shown');
  return { rows: [...rows.values()], searchLeft: search.x, searchRight: search.x + search.width };
}

function expectNoHole(layout: Awaited<ReturnType<typeof filterLayout>>, perRow: number) {
  expect(layout.rows.map((row) => row.length)).toEqual(Array(SELECTS.length / perRow).fill(perRow));
  for (const row of layout.rows) {
    const left = Math.min(...row.map((b) => b.x));
    const right = Math.max(...row.map((b) => b.x + b.width));
    // Each row reaches from the search form's left edge to its right edge: no empty column at either end.
    expect(Math.abs(left - layout.searchLeft)).toBeLessThanOrEqual(2);
    expect(Math.abs(right - layout.searchRight)).toBeLessThanOrEqual(2);
  }
}

for (const [width, perRow] of [
  [390, 2],
  [800, 4],
  [1280, 4],
] as const) {
  test.describe(`the discussions filters at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('fill whole rows for a guest', async ({ page }) => {
      await page.goto('/threads');
      expectNoHole(await filterLayout(page), perRow);
    });

    test("fill whole rows while searching, and for a member, with the member's lists under them", async ({
      page,
    }) => {
      await signInAs(page, await createMember('filters'));
      await page.goto('/threads?q=pooling');
      const yourLists = page.getByRole('navigation', { name: 'Your lists' });
      await expect(yourLists).toBeVisible();
      const layout = await filterLayout(page);
      expectNoHole(layout, perRow);
      const lists = await yourLists.boundingBox();
      const lastRow = layout.rows.at(-1)!;
      expect(lists?.y ?? 0).toBeGreaterThan(Math.max(...lastRow.map((b) => b.y + b.height)));
    });
  });
}
