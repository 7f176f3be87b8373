import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { watchConsole } from './support/console';

// The Tract Visualizer on real descriptions from tests/fixtures/deeds/ (docs/product.md#reading-real-deeds): one
// test per form a county record writes, each at 390 and 1280 px, with a screenshot of each in test-results/.
const VISUALIZER = '/calculator/metes-and-bounds';
const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'tests',
  'fixtures',
  'deeds',
);
const corpus = JSON.parse(readFileSync(path.join(fixtures, 'corpus.json'), 'utf8')) as Array<{
  id: string;
  expected?: { acres: number };
}>;
const shots = path.resolve('test-results', 'deeds-real');
mkdirSync(shots, { recursive: true });

const FORMS: Array<{ form: string; id: string; says?: RegExp; readAs: RegExp }> = [
  {
    form: 'county recorder abbreviations with curves by chord only',
    id: 'ut-utah-county-300750066',
    says: /The description states 0\.853 acres; its calls give 0\.6635 acres/,
    readAs: /N 28°00'55" W = 331\.9847°, 437\.00 ft .*chord; curve left/,
  },
  {
    form: 'a distance written before its direction, with a stray scanned letter',
    id: 'ok-owasso-ord345',
    says: /stray "k" skipped/,
    readAs: /S 0°00'00" E = 180\.0000°, 399\.10 ft \(given in feet\)/,
  },
  {
    form: 'numbers spelled and restated in figures',
    id: 'ok-statutes-61-310-capitol',
    readAs: /N 4°31'00" E = 4\.5167°, 1,?208\.55 ft/,
  },
  {
    form: 'poles and links with punctuation between bearing and distance',
    id: 'va-prince-george-1845-city-point',
    readAs: /N 7°00'00" E = 7\.0000°, 154\.44 ft \(given in rods/,
  },
  {
    form: 'spelled bearings and distances of an old grant',
    id: 'va-giles-1811-clay-grant',
    readAs: /N 58°00'00" E = 58\.0000°, 858\.00 ft \(given in rods/,
  },
  {
    form: 'a cardinal direction with words between it and the distance',
    id: 'ns-lunenburg-960-acres',
    readAs: /S 0°00'00" E = 180\.0000°, 5,?280\.00 ft \(given in chains\)/,
  },
  {
    form: 'scanned seconds marks repaired and listed',
    id: 'tx-lubbock-ord9233-1988',
    says: /scanning damage read through: 2811 read as 28"/,
    readAs: /N 0°06'28" E = 0\.1078°, 400\.00 ft/,
  },
  {
    form: 'an azimuth table in a stated unit',
    id: 'textbook-azimuth-table-meters',
    says: /Figures without a unit read in meters/,
    readAs: /= 79\.8651°, 783\.8\d ft/,
  },
  {
    form: 'record calls in brackets',
    id: 'ut-slbm-stahl-record-and-measured',
    says: /in brackets after a course: read as its record or measured alternative/,
    readAs: /S 1°03'10" W = 181\.0528°, 168\.00 ft/,
  },
];

async function visualize(page: Page, id: string): Promise<void> {
  await page
    .getByLabel('Paste the metes and bounds description')
    .fill(readFileSync(path.join(fixtures, `${id}.txt`), 'utf8'));
  await page.getByRole('button', { name: 'Visualize Tract' }).click();
}

test.describe('Tract Visualizer on real deeds', () => {
  for (const { form, id, says, readAs } of FORMS) {
    test(`reads ${form} (${id})`, async ({ page }) => {
      const errors = watchConsole(page);
      const expected = corpus.find((entry) => entry.id === id)?.expected?.acres;
      expect(expected).toBeDefined();
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(VISUALIZER);
        await visualize(page, id);
        await expect(page.getByTestId('tract-acres')).toHaveText(
          (expected ?? 0).toLocaleString('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 }),
        );
        await expect(page.getByTestId('call-read-as').filter({ hasText: readAs }).first()).toBeVisible();
        if (says) await expect(page.getByText(says).first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(shots, `${id}-${width}.png`), fullPage: true });
      }
      expect(errors).toEqual([]);
    });
  }

  test('reports a course it cannot read, never guesses it (a scanned "258)31")', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(VISUALIZER);
      await visualize(page, 'tx-lubbock-ord9211-1988-tract1');
      await expect(page.getByText(/Could not parse S\. 53°45' E\. a distance of 258\)31 feet/)).toBeVisible();
      await expect(page.getByText(/a damaged figure "258\)31"/)).toBeVisible();
      await expect(page.getByTestId('tract-stated-area')).toHaveText('Deed states 0.672 acres');
      await page.screenshot({
        path: path.join(shots, `tx-lubbock-ord9211-1988-tract1-${width}.png`),
        fullPage: true,
      });
    }
  });
});
