import { expect, type Page, test } from '@playwright/test';
import { watchConsole } from './support/console';

// The Tract Visualizer and Deed Plotter on a 390 px phone in both themes: the empty drawing's hint stays inside the
// drawing and no label, button or heading is cut off; and "Show 640-Acre Section" places the tract where the
// description ties, or says it could not.
const VISUALIZER = '/calculator/metes-and-bounds';
const PLOTTER = '/calculator/deed-builder';

const deedField = (page: Page) => page.getByLabel('Paste the metes and bounds description');

/** Text elements whose content is wider than their box, or whose box runs off the screen. */
async function overflowingLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'main label, main button, main select, main h1, main h2, main summary, main .chip';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.offsetParent !== null)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const clipped = element.scrollWidth > element.clientWidth + 1;
        return clipped || box.left < -0.5 || box.right > window.innerWidth + 0.5;
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 60)}`);
  });
}

/**
 * Whether the drawing's left and right edges, across its middle, are free of text: the hint is drawn in dark ink and
 * the grid in a pale line, so a dark pixel at an edge is text running off the drawing.
 */
async function canvasEdgesFreeOfText(page: Page): Promise<boolean> {
  return page.locator('canvas').evaluate((node) => {
    const canvas = node as HTMLCanvasElement;
    const context = canvas.getContext('2d');
    if (!context) return false;
    const strip = Math.max(2, Math.round(canvas.width * 0.015));
    const top = Math.round(canvas.height * 0.3);
    const height = Math.round(canvas.height * 0.4);
    const dark = (data: Uint8ClampedArray): boolean => {
      for (let index = 0; index < data.length; index += 4)
        if ((data[index] ?? 255) < 170 && (data[index + 1] ?? 255) < 170 && (data[index + 2] ?? 255) < 170)
          return true;
      return false;
    };
    return !(
      dark(context.getImageData(0, top, strip, height).data) ||
      dark(context.getImageData(canvas.width - strip, top, strip, height).data)
    );
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`survey pages at 390 px, ${colorScheme}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, colorScheme });

    test('keep the empty drawing hint and every label inside their boxes', async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(VISUALIZER);
      await expect(page.locator('canvas')).toBeVisible();
      expect(await canvasEdgesFreeOfText(page)).toBe(true);
      await page.getByLabel('Show 640-Acre Section').check();
      expect(await overflowingLabels(page)).toEqual([]);

      await page.goto(PLOTTER);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await expect(page.locator('canvas')).toBeVisible();
      expect(await canvasEdgesFreeOfText(page)).toBe(true);
      await page.getByLabel('Show 640-Acre Section').check();
      expect(await overflowingLabels(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('Show 640-Acre Section', () => {
  test('places the tract at the section corner the description ties to, and says it could not without one', async ({
    page,
  }) => {
    await page.goto(VISUALIZER);
    await deedField(page).fill(
      `Beginning at the Southwest corner of Section 12, thence North 00°12'30" West 1320.00 feet; thence North 89°47'30" East 660.00 feet; thence South 00°12'30" East 1320.00 feet; thence South 89°47'30" West 660.00 feet to the point of beginning`,
    );
    await page.getByRole('button', { name: 'Visualize Tract' }).click();
    await page.getByLabel('Show 640-Acre Section').check();
    await expect(
      page.getByRole('status').filter({ hasText: 'Placed where the description ties' }),
    ).toHaveText('Placed where the description ties: the southwest corner of Section 12.');
    await expect(page.getByRole('img', { name: /inside a 640-acre section/ })).toBeVisible();

    await deedField(page).fill(
      'Beginning at an iron pin; thence North 100 feet; thence East 100 feet; thence South 100 feet; thence West 100 feet to the point of beginning',
    );
    await page.getByRole('button', { name: 'Visualize Tract' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Could not place the tract' })).toBeVisible();
    await expect(page.getByRole('img', { name: /inside a 640-acre section/ })).toHaveCount(0);
    await page.getByLabel('Point of beginning (POB) at').selectOption('NW');
    await expect(page.getByRole('img', { name: /inside a 640-acre section/ })).toBeVisible();
  });
});
