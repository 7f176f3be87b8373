import { expect, type Page, test } from '@playwright/test';
import { watchConsole } from './support/console';

// The Tract Visualizer and Deed Plotter on a 390 px phone in both themes: the empty drawing's hint stays inside the
// drawing and no label, button or heading is cut off; and "Show 640-Acre Section" places the tract where the
// description ties, or says it could not.
const VISUALIZER = '/calculator/metes-and-bounds';
const PLOTTER = '/calculator/deed-builder';

const deedField = (page: Page) => page.getByLabel('Paste the metes and bounds description');
/** A 100 ft square whose point of beginning is tied to the south-east corner of its section. */
const TIED_TO_SOUTHEAST_CORNER = `Beginning at a point N 00°12'30" W 660.00 feet from the Southeast corner of Section 12, T21N, R14E; thence West 100 feet; thence North 100 feet; thence East 100 feet; thence South 100 feet to the point of beginning`;

/** Text elements whose content is wider than their box, or whose box runs off the screen. */
async function overflowingLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'label',
      'button',
      'select',
      'h1',
      'h2',
      'h3',
      'summary',
      'p',
      'li',
      'a',
      'legend',
      '[role="status"]',
      '.survey-chip',
    ]
      .map((tag) => `main ${tag}`)
      .join(', ');
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

/** Whether the app has drawn on the canvas yet (any pixel not fully transparent). */
async function canvasPainted(page: Page): Promise<boolean> {
  return page.locator('canvas').evaluate((node) => {
    const canvas = node as HTMLCanvasElement;
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    if (!data) return false;
    for (let index = 3; index < data.length; index += 4) if ((data[index] ?? 0) > 0) return true;
    return false;
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`survey pages at 390 px, ${colorScheme}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, colorScheme });

    test('keep the empty drawing hint and every label inside their boxes', async ({ page }, testInfo) => {
      const errors = watchConsole(page);
      await page.goto(VISUALIZER);
      await expect(page.locator('canvas')).toBeVisible();
      // The server sends the canvas blank (every pixel transparent, which reads as dark); the app draws the
      // hint once it has adopted the page, so wait for a painted pixel before looking at the edges.
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect.poll(() => canvasPainted(page)).toBe(true);
      expect(await canvasEdgesFreeOfText(page)).toBe(true);
      await page.getByLabel('Show 640-Acre Section').check();
      expect(await overflowingLabels(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('visualizer-empty.png'), fullPage: true });
      // With a tract drawn and placed: the result chips, the parsed calls, the placement note.
      await deedField(page).fill(TIED_TO_SOUTHEAST_CORNER);
      await page.getByRole('button', { name: 'Visualize Tract' }).click();
      await expect(page.getByRole('img', { name: /inside a 640-acre section/ })).toBeVisible();
      expect(await overflowingLabels(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('visualizer-placed.png'), fullPage: true });
      await page.locator('canvas').screenshot({ path: testInfo.outputPath('visualizer-placed-drawing.png') });

      await page.goto(PLOTTER);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await expect(page.locator('canvas')).toBeVisible();
      expect(await canvasEdgesFreeOfText(page)).toBe(true);
      await page.getByLabel('Show 640-Acre Section').check();
      await expect(page.getByRole('status').filter({ hasText: 'Could not place the tract' })).toBeVisible();
      expect(await overflowingLabels(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('plotter-empty.png'), fullPage: true });
      expect(errors).toEqual([]);
    });
  });
}

test.describe('Show 640-Acre Section on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

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
    await expect(page.getByLabel('Point of beginning (POB) at')).toHaveValue('');

    // A point of beginning a described distance from a corner: the section's corner is at the tie's start.
    await deedField(page).fill(TIED_TO_SOUTHEAST_CORNER);
    await page.getByRole('button', { name: 'Visualize Tract' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Placed where the description ties' }),
    ).toHaveText('Placed where the description ties: the southeast corner of Section 12, T21N, R14E.');
    await expect(page.getByRole('img', { name: /inside a 640-acre section/ })).toBeVisible();

    await deedField(page).fill(
      'Beginning at an iron pin; thence North 100 feet; thence East 100 feet; thence South 100 feet; thence West 100 feet to the point of beginning',
    );
    await page.getByRole('button', { name: 'Visualize Tract' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Could not place the tract' })).toBeVisible();
    await expect(page.getByRole('img', { name: /inside a 640-acre section/ })).toHaveCount(0);
    await page.getByLabel('Point of beginning (POB) at').selectOption('NW');
    await expect(page.getByRole('img', { name: /inside a 640-acre section/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Could not place the tract' })).toHaveCount(0);
  });

  test('draws an aliquot part less a tract excepted by courses, and counts both', async ({
    page,
  }, testInfo) => {
    await page.goto(VISUALIZER);
    await deedField(page).fill(
      'The N/2 of the SE/4 of Section 20, T21N, R14E, less and except a tract described as: beginning at the east quarter corner of said Section 20; thence South 300 feet; thence West 300 feet; thence North 300 feet; thence East 300 feet to the point of beginning.',
    );
    await page.getByRole('button', { name: 'Visualize Tract' }).click();
    // 80 acres less 90,000 sq ft (2.0661 acres).
    await expect(page.getByText('The excepted tract measures 2.0661 acres, drawn dashed')).toBeVisible();
    await expect(page.getByText('the tract less the exception is 77.9339 acres')).toBeVisible();
    await page.getByLabel('Show 640-Acre Section').check();
    // Placed by the aliquot part, not by the corner the excepted tract begins at.
    await expect(
      page.getByRole('status').filter({ hasText: 'Placed where the description ties' }),
    ).toHaveText(
      'Placed where the description ties: the southwest corner of Section 20, T21N, R14E, from which the N/2 of the SE/4 is drawn.',
    );
    await expect(page.getByRole('img', { name: /inside a 640-acre section/ })).toBeVisible();
    expect(await overflowingLabels(page)).toEqual([]);
    await page.locator('canvas').screenshot({ path: testInfo.outputPath('visualizer-exception.png') });
  });

  test('the plotter says it could not place hand-built calls until a corner is chosen', async ({ page }) => {
    await page.goto(PLOTTER);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByLabel('Show 640-Acre Section').check();
    await expect(page.getByRole('status').filter({ hasText: 'Could not place the tract' })).toBeVisible();
    await page.getByLabel('Point of beginning (POB) at').selectOption('SW');
    await expect(page.getByRole('status').filter({ hasText: 'Could not place the tract' })).toHaveCount(0);
  });
});
