import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';
import { snap } from './support/walkthrough';

// The fraction calculators as an owner uses them (issue 15): a hint instead of "0/1 = 0", the common
// mineral-interest fraction behind a division order's decimal, and shares written the way owners write them.
const PATH = '/calculator/decimal-to-fraction';

test.describe('fraction calculators for owners', () => {
  failOnConsoleErrors();

  for (const viewport of PHONE_AND_DESKTOP) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('an empty box explains itself; a division-order decimal is named as its fraction, with how close', async ({
        page,
      }) => {
        await page.goto(PATH);
        const input = page.getByLabel('Decimal to convert', { exact: true });
        const result = page.getByRole('region', { name: 'Decimal to Fraction result' });
        await expect(result).toContainText(
          'Type the decimal interest from your check stub or division order',
        );
        await expect(result).not.toContainText('0/1 = 0');

        await input.fill('0.00292969');
        await expect(result.locator('.calc-common-interest')).toHaveText(
          '0.00292969 is 3/1024 (0.0029296875) rounded to 8 decimal places: a common mineral-interest fraction, off by only 0.0000000025.',
        );
        await expectNoSeriousA11yViolations(page);
        await snap(page, 'fraction-common-interest');
        await input.fill('0.1875');
        await expect(result.locator('.calc-common-interest')).toHaveText(
          '0.1875 is exactly 3/16, a common mineral-interest fraction.',
        );
        await input.fill('0.12345678');
        await expect(result.locator('.calc-common-interest')).toHaveCount(0);
        await input.fill('');
        await expect(result).toContainText('Type the decimal interest');
      });

      test('the fraction box takes "1/2 x 3/16", "3/16 of 1/8", mixed numbers and spaces', async ({
        page,
      }) => {
        await page.goto(PATH);
        const input = page.getByLabel('Fraction expression', { exact: true });
        const result = page.getByRole('region', { name: 'Quick Fraction Calculator result' });
        await expect(input).toHaveAccessibleDescription(/1\/2 x 3\/16 or 3\/16 of 1\/8/);
        for (const [typed, answer] of [
          ['1/2 x 3/16', '3/32'],
          ['3/16 of 1/8', '3/128'],
          ['1 1/2 x 1/4', '3/8'],
          ['  1 / 2   of   3 / 16  ', '3/32'],
        ] as const) {
          await input.fill(typed);
          await expect(result.getByText(answer, { exact: true })).toBeVisible();
        }
      });
    });
  }
});

// The Tract Visualizer reads an aliquot description ("the N/2 of the SE/4 of Section 20") as that part of a
// regular section, with its acres and the government-lot caveat, instead of "could not parse".
test.describe('the Tract Visualizer and an aliquot description', () => {
  failOnConsoleErrors();

  for (const viewport of PHONE_AND_DESKTOP) {
    test(`draws the N/2 of the SE/4 with its 80 acres at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/calculator/metes-and-bounds');
      await page
        .getByLabel('Paste the metes and bounds description')
        .fill('The N/2 of the SE/4 of Section 20, T5N, R4W, Pottawatomie County, Oklahoma');
      await page.getByRole('button', { name: 'Visualize Tract' }).click();
      const results = page.getByRole('list', { name: 'Tract results' });
      // A quarter of a 640-acre section is 160 acres; its north half 80.
      await expect(results).toContainText('80.0000 acres');
      await expect(page.getByText(/aliquot description "N\/2 of the SE\/4"/)).toBeVisible();
      await expect(page.getByText(/government lots of other sizes/)).toBeVisible();
      await expect(page.getByText(/Could not parse/)).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      await snap(page, 'tract-aliquot');
    });
  }
});
