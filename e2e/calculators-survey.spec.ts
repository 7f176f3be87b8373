import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';

// The Tract Visualizer and Deed Plotter as a landman would use them (issue 6, docs/product.md#pages, #data, #states, #validation and #limits).
const VISUALIZER = '/calculator/metes-and-bounds';
const PLOTTER = '/calculator/deed-builder';
const MISSING_FIELDS = 'Need direction (N/S), degrees, direction (E/W), and distance';

const fixturePath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'tests',
  'fixtures',
  'deeds-public.json',
);
const fixture = JSON.parse(readFileSync(fixturePath, 'utf8')) as { cases: { id: string; text: string }[] };
const deed = (id: string): string => {
  const found = fixture.cases.find((entry) => entry.id === id);
  if (!found) throw new Error(`No deed ${id} in the fixture`);
  return found.text;
};

const deedField = (page: Page) => page.getByLabel('Paste the metes and bounds description');
const results = (page: Page) => page.getByRole('list', { name: 'Tract results' });
const canvas = (page: Page) => page.getByRole('img', { name: /^(Tract drawing|Preview of the tract)/ });
const canvasPixels = (page: Page) =>
  page.locator('canvas').evaluate((node) => (node as HTMLCanvasElement).toDataURL());

async function visualize(page: Page, text: string): Promise<void> {
  await deedField(page).fill(text);
  await page.getByRole('button', { name: 'Visualize Tract' }).click();
}

/** Picks a compass point (N, NE ... NW), types the distance, picks the unit and adds the call. */
async function addCall(page: Page, point: string, distance: string, unit = 'Feet'): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${point} \\(`) }).click();
  await page.getByLabel('Distance', { exact: true }).fill(distance);
  await page.getByRole('button', { name: unit, exact: true }).click();
  await page.getByRole('button', { name: 'Add Call' }).click();
}

/** Reads the app's in-page dialog once it opens and answers its main button. */
async function answerDialog(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const message = (await dialog.locator('.app-dialog-message').textContent()) ?? '';
  await dialog.locator('[data-answer=ok]').click();
  await dialog.waitFor({ state: 'detached' });
  return message;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('Metes & Bounds Tract Visualizer', () => {
  test('draws a real deed with its acreage, closure and calls; the section and exports work', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto(VISUALIZER);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Metes & Bounds Tract Visualizer' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export PNG' })).toBeDisabled();

    await visualize(page, deed('ok-drumright-north-cemetery'));
    // 466.6 ft square: 217,715.56 sq ft / 43,560 = 4.99806 acres.
    await expect(results(page)).toContainText('4.9981 acres');
    await expect(results(page)).toContainText('217,716 sq ft');
    await expect(results(page)).toContainText('Closes: no gap, precision exact');
    const calls = page.getByRole('region', { name: /Parsed Calls/ });
    await expect(calls.getByRole('listitem')).toHaveCount(4);
    await expect(calls.getByRole('button', { name: /P0→P1\s*90\.0000°\s*466\.60 ft/ })).toBeVisible();
    await expect(calls.getByRole('button', { name: /P3→P4\s*0\.0000°\s*466\.60 ft/ })).toBeVisible();
    await expect(canvas(page)).toHaveAccessibleName(/4 calls, 4\.9981 acres, it closes/);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Hovering, focusing or tapping a call picks out its line on the drawing.
    const before = await canvasPixels(page);
    await calls.getByRole('button', { name: /P1→P2/ }).hover();
    const hovered = await canvasPixels(page);
    expect(hovered).not.toBe(before);
    await page.mouse.move(0, 0);
    await expect.poll(() => canvasPixels(page)).toBe(before);
    await calls.getByRole('button', { name: /P2→P3/ }).focus();
    await expect.poll(() => canvasPixels(page)).not.toBe(before);
    await calls.getByRole('button', { name: /P2→P3/ }).click();
    await expect(calls.getByRole('button', { name: /P2→P3/ })).toHaveAttribute('aria-pressed', 'true');

    const withoutSection = await canvasPixels(page);
    await page.getByLabel('Show 640-Acre Section').check();
    await page.getByLabel('Point of beginning (POB) at').selectOption('N');
    await expect(canvas(page)).toHaveAccessibleName(/inside a 640-acre section/);
    expect(await canvasPixels(page)).not.toBe(withoutSection);

    const png = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PNG' }).click();
    const pngFile = await png;
    expect(pngFile.suggestedFilename()).toBe('tract-visualization.png');
    const bytes = readFileSync(await pngFile.path());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const svg = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export SVG' }).click();
    expect((await svg).suggestedFilename()).toBe('tract-visualization.svg');
    const dxf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export DXF' }).click();
    const dxfFile = await dxf;
    expect(dxfFile.suggestedFilename()).toBe('tract-visualization.dxf');
    expect(readFileSync(await dxfFile.path(), 'utf8')).toContain('POLYLINE');

    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('Load Example, the tie and curves, and a 660 ft square of 10 acres', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(VISUALIZER);
    await page.getByRole('button', { name: 'Load Example' }).click();
    await expect(deedField(page)).toHaveValue(/Drumright|Creek County/);
    await expect(results(page)).toContainText('4.9981 acres');

    await visualize(page, deed('wa-spokane-24274-9094-true-pob'));
    await expect(page.getByRole('heading', { name: 'Commencement tie' })).toBeVisible();
    await expect(page.getByRole('button', { name: /POC→T1/ })).toBeVisible();
    await expect(results(page)).toContainText('11.0619 acres');

    await visualize(
      page,
      'Beginning at the NW corner; thence N 90°00\'00" E 660 feet; thence S 0° E 660 ft; thence West 660 feet; thence North 660 feet to the point of beginning.',
    );
    await expect(results(page)).toContainText('10.0000 acres');
    await expect(results(page)).toContainText('435,600 sq ft');

    await visualize(
      page,
      'thence East 100 feet; thence along a curve to the right having a radius of 100 feet, an arc length of 157.08 feet, a chord bearing of S 45°00\'00" E and a chord length of 141.42 feet; thence South 100 feet; thence West 200 feet; thence North 300 feet',
    );
    await expect(
      page.getByRole('button', { name: /P1→P2.*curve right, radius 100\.00 ft, arc 157\.08 ft/ }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(deedField(page)).toHaveValue('');
    await expect(page.getByRole('region', { name: /Parsed Calls/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("shows the product description's errors and clear warnings for bad input, without freezing", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto(VISUALIZER);
    await page.getByRole('button', { name: 'Visualize Tract' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a deed description');

    await visualize(page, 'This deed has no courses at all, only words.');
    await expect(page.getByRole('alert')).toHaveText('No valid bearing and distance calls found');

    await visualize(page, 'thence North 100 feet; thence East 100 feet');
    // The last point is 100 ft north-east-ish of P0: sqrt(100² + 100²) = 141.42 ft.
    await expect(page.getByRole('alert')).toHaveText('Tract does not close properly. Gap of 141.42 feet.');
    await expect(results(page)).toContainText('Does not close: gap 141.42 ft');

    await visualize(
      page,
      [
        'thence N 95 E 100 ft',
        "thence N 45°75' E 10 ft",
        'thence N 45 E -5 ft',
        'thence N 45 E 0 ft',
        'thence N 45 E 1e308 ft',
        'thence N 45 E 10 furlongs',
        'thence N 45 E',
        'thence N 10 E 100 ft',
        'thence S 80 E 50 ft',
      ].join('\n'),
    );
    const warnings = page.getByRole('status').filter({ hasText: 'Parsing warnings' });
    await expect(warnings).toContainText('Line 1: Could not parse N 95 E 100 ft (degrees must be 0 to 90)');
    await expect(warnings).toContainText(
      "Line 2: Could not parse N 45°75' E 10 ft (minutes must be 0 to 59)",
    );
    await expect(warnings).toContainText('Line 3: Could not parse N 45 E -5 ft');
    await expect(warnings).toContainText('Line 4: Could not parse N 45 E 0 ft');
    await expect(warnings).toContainText(
      'Line 5: Could not parse N 45 E 1e308 ft (the distance is too large)',
    );
    await expect(warnings).toContainText('unknown unit "furlongs"');
    await expect(warnings).toContainText('Line 7: Could not parse N 45 E (no distance after the bearing)');
    await expect(page.getByRole('region', { name: /Parsed Calls/ }).getByRole('listitem')).toHaveCount(2);

    // 200,000 characters of junk: parsed in well under a second, the warnings summarised.
    const junk = 'lorem ipsum North 45 degrees foo bar 12 thence '.repeat(4300).slice(0, 200_000);
    await deedField(page).fill(junk);
    const started = Date.now();
    await page.getByRole('button', { name: 'Visualize Tract' }).click();
    await expect(page.getByRole('alert')).toHaveText('No valid bearing and distance calls found');
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(page.getByText(/Show \d+ more warnings/)).toBeVisible();

    // 200,000 characters of real calls: all drawn, the list capped.
    await deedField(page).fill('thence N 45 E 10 ft; thence S 45 E 10 ft; '.repeat(4800).slice(0, 200_000));
    await page.getByRole('button', { name: 'Visualize Tract' }).click();
    await expect(page.getByText(/and [\d,]+ more calls, drawn but not listed/)).toBeVisible();
    await expect(canvas(page)).toHaveAccessibleName(/Tract drawing: 9,?\d{3} calls/);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});

test.describe('Metes & Bounds Deed Plotter', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('builds the same tract call by call, keeps it on reload and hands it to the visualizer', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto(PLOTTER);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Metes & Bounds Deed Plotter' })).toBeVisible();

    // docs/product.md#validation: the alert when a direction or the distance is missing.
    await page.getByRole('button', { name: 'Add Call' }).click();
    expect(await answerDialog(page)).toBe(MISSING_FIELDS);
    await page.getByRole('button', { name: /^NE \(/ }).click();
    await page.getByRole('button', { name: 'Add Call' }).click();
    expect(await answerDialog(page)).toBe(MISSING_FIELDS);

    // Other validation errors show beside the form.
    const distance = page.getByLabel('Distance', { exact: true });
    await page.getByLabel('Degrees').fill('95');
    await distance.fill('100');
    await page.getByRole('button', { name: 'Add Call' }).click();
    await expect(page.getByRole('alert')).toHaveText('Degrees must be between 0 and 90');
    await page.getByLabel('Degrees').fill('45');
    await page.getByLabel('Minutes').fill('75');
    await page.getByRole('button', { name: 'Add Call' }).click();
    await expect(page.getByRole('alert')).toHaveText('Minutes must be between 0 and 59');
    await page.getByLabel('Minutes').fill('');
    for (const [typed, message] of [
      ['0', 'Distance must be a number greater than 0'],
      ['-5', 'Distance must be a number greater than 0'],
      ['abc', 'Distance must be a number greater than 0'],
      ['1e308', 'Distance is too large'],
    ]) {
      await distance.fill(typed as string);
      await page.getByRole('button', { name: 'Add Call' }).click();
      await expect(page.getByRole('alert')).toHaveText(message as string);
    }
    await page.getByRole('button', { name: 'Clear Current Call' }).click();
    await expect(distance).toHaveValue('');
    await expect(page.getByText('No calls yet.')).toBeVisible();

    // The Drumright cemetery, 466.6 ft each way: E, S, W, N.
    await page.getByRole('button', { name: 'Set Point of Beginning' }).click();
    await expect(page.getByRole('button', { name: /Point of Beginning Set/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: /^E \(/ }).click();
    await distance.fill('466.6');
    await expect(page.getByText('Current call: N 90°00\'00" E 466.6 ft')).toBeVisible();
    await page.getByRole('button', { name: 'Add Call' }).click();
    await addCall(page, 'S', '466.6');
    await addCall(page, 'W', '466.6');
    await expect(results(page)).toContainText('Closure: Open, gap 466.60 ft');
    await addCall(page, 'N', '466.6');
    const list = page.getByRole('region', { name: /^Calls/ });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByRole('listitem').first()).toContainText('1.');
    await expect(results(page)).toContainText('Closure: Closed (gap 0.00 ft)');
    await expect(results(page)).toContainText('Calculated acreage: 4.9981 acres');
    await expect(canvas(page)).toHaveAccessibleName(/4 calls, 4\.9981 acres, closed/);

    await page.getByRole('button', { name: /^Facing/ }).click();
    await expect(page.getByRole('button', { name: /^Facing/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Show 640-Acre Section').check();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(page.getByRole('region', { name: /^Calls/ }).getByRole('listitem')).toHaveCount(4);
    await expect(results(page)).toContainText('Calculated acreage: 4.9981 acres');

    await page.getByRole('button', { name: 'Copy as Deed Text' }).click();
    await expect(page.getByText('Deed text copied.', { exact: false })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('thence N 90°00\'00" E 466.60 feet;');

    await page.getByRole('link', { name: 'Open in Tract Visualizer' }).click();
    await expect(page).toHaveURL(/\/calculator\/metes-and-bounds\?from=plotter$/);
    await expect(results(page)).toContainText('4.9981 acres');
    await expect(deedField(page)).toHaveValue(copied);

    await visualize(page, '');
    await visualize(page, copied);
    await expect(results(page)).toContainText('4.9981 acres');
    await expect(results(page)).toContainText('Closes');
    expect(errors).toEqual([]);
  });

  test('units, precise bearings and deleting calls', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(PLOTTER);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    for (const unit of ['Feet', 'Chains', 'Rods', 'Links', 'Varas', 'Meters', 'Yards']) {
      await expect(page.getByRole('button', { name: unit, exact: true })).toBeVisible();
    }
    // 10 chains = 660 ft a side: 10.0000 acres.
    for (const point of ['N', 'E', 'S', 'W']) await addCall(page, point, '10', 'Chains');
    await expect(page.getByRole('button', { name: 'Chains', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(results(page)).toContainText('Calculated acreage: 10.0000 acres');
    await expect(page.getByRole('region', { name: /^Calls/ })).toContainText('(660.00 ft)');

    await page.getByRole('button', { name: /^Delete call 4/ }).click();
    await expect(page.getByRole('region', { name: /^Calls/ }).getByRole('listitem')).toHaveCount(3);
    await expect(results(page)).toContainText('Closure: Open, gap 660.00 ft');

    // S 89°59'60" is refused; S 89°59'59" W 660 ft with blank unit buttons untouched closes within 1 ft.
    await page.getByLabel('N/S').selectOption('S');
    await page.getByLabel('Degrees').fill('89');
    await page.getByLabel('Minutes').fill('59');
    await page.getByLabel('Seconds').fill('60');
    await page.getByLabel('E/W').selectOption('W');
    await page.getByLabel('Distance', { exact: true }).fill('660');
    await page.getByRole('button', { name: 'Feet', exact: true }).click();
    await page.getByRole('button', { name: 'Add Call' }).click();
    await expect(page.getByRole('alert')).toHaveText('Seconds must be between 0 and 59');
    await page.getByLabel('Seconds').fill('59');
    await expect(page.getByText('Current call: S 89°59\'59" W 660 ft')).toBeVisible();
    await page.getByRole('button', { name: 'Add Call' }).click();
    await expect(results(page)).toContainText('Closure: Closed');

    await page.getByRole('button', { name: 'Delete All Calls' }).click();
    expect(await answerDialog(page)).toBe('Delete all 4 calls? This cannot be undone.');
    await expect(page.getByText('No calls yet.')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

for (const width of [390, 1280]) {
  test.describe(`survey pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('fit the screen, with the canvas scaled to the width and no serious axe issues', async ({
      page,
    }) => {
      const errors = watchConsole(page);
      await page.goto(VISUALIZER);
      await visualize(page, deed('textbook-purdue-asm215-5course'));
      await expect(results(page)).toContainText('6.2635 acres');
      await expect(results(page)).toContainText('precision 1:2,792');
      await page.getByLabel('Show 640-Acre Section').check();
      const drawn = await canvas(page).boundingBox();
      expect(drawn?.width).toBeLessThanOrEqual(Math.min(700, width));
      expect(drawn?.width).toBeGreaterThan(width < 700 ? width * 0.75 : 650);
      expect(Math.abs((drawn?.width ?? 0) - (drawn?.height ?? 0))).toBeLessThan(2);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);

      await page.goto(PLOTTER);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await addCall(page, 'NE', '300');
      await page.getByText('How to Use the Deed Plotter').click();
      await expect(page.getByText('East is written N 90° E.', { exact: false })).toBeVisible();
      const preview = await canvas(page).boundingBox();
      expect(preview?.width).toBeLessThanOrEqual(Math.min(600, width));
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
    });
  });
}
