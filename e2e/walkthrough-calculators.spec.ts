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
