import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';

// Issue 5, the pages: /calculator/decimal-to-fraction tried as a new user would, at phone and desktop
// widths. Expected values are worked by hand in the comments.
const PATH = '/calculator/decimal-to-fraction';

function tools(page: Page) {
  return {
    quickInput: page.getByLabel('Fraction expression', { exact: true }),
    quickCard: page.getByRole('region', { name: 'Quick Fraction Calculator', exact: true }),
    quickResult: page.getByRole('region', { name: 'Quick Fraction Calculator result' }),
    reverseInput: page.getByLabel('Decimal', { exact: true }),
    reverseCard: page.getByRole('region', { name: 'Reverse Calculator', exact: true }),
    reverseResult: page.getByRole('region', { name: 'Reverse Calculator result' }),
    decimalInput: page.getByLabel('Decimal to convert', { exact: true }),
    decimalResult: page.getByRole('region', { name: 'Decimal to Fraction result' }),
  };
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

// The description is the message, then the box's hint.
async function expectFieldError(input: Locator, message: string | RegExp) {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const startsWith =
    typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : message;
  await expect(input).toHaveAccessibleDescription(startsWith);
}

for (const viewport of PHONE_AND_DESKTOP) {
  test.describe(`fraction calculators at ${viewport.width}px`, () => {
    test.use({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
    failOnConsoleErrors();

    test('the page has its heading, three tools and a glossary', async ({ page }) => {
      await page.goto(PATH);
      await expect(page).toHaveTitle(/Mineral Rights Fraction Calculators/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Mineral Rights Fraction Calculators' }),
      ).toBeVisible();
      for (const name of ['Quick Fraction Calculator', 'Reverse Calculator', 'Decimal to Fraction']) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      }
      await page.getByText('What do these words mean?').click();
      await expect(page.getByText('Decimal interest', { exact: true })).toBeVisible();
      // Issue 15: an empty box shows a friendly hint, not '0/1 = 0'.
      await expect(tools(page).decimalResult).toContainText('Type the decimal interest from your check stub');
      await expect(tools(page).decimalResult.getByText('0/1 = 0')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
    });

    test('every Quick Fraction Calculator example gives the hand-worked answer', async ({ page }) => {
      await page.goto(PATH);
      const { quickCard, quickInput, quickResult } = tools(page);
      const examples = [
        // 1/2 + 1/8 = 4/8 + 1/8 = 5/8 = 0.625
        { button: '1/2+1/8', fraction: '5/8', decimal: '0.625' },
        // (2/4 + 1/4) × 3/8 = 3/4 × 3/8 = 9/32 = 0.28125
        { button: '(1/2+1/4)*3/8', fraction: '9/32', decimal: '0.28125' },
        // 4/16 − 1/16 = 3/16 = 0.1875
        { button: '1/4-1/16', fraction: '3/16', decimal: '0.1875' },
        // 24/48 + 6/48 − 1/48 = 29/48 = 0.604166666..., shown to 10 places
        { button: '1/2+1/8-1/48', fraction: '29/48', decimal: '0.6041666667' },
      ];
      for (const example of examples) {
        const button = quickCard.getByRole('button', { name: example.button, exact: true });
        const box = await button.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
        await button.click();
        await expect(quickInput).toHaveValue(example.button);
        await expect(quickResult.getByText(example.fraction, { exact: true })).toBeVisible();
        await expect(quickResult.getByText(example.decimal, { exact: true })).toBeVisible();
      }
      await expect(quickResult.getByText('(rounded to 10 places)')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('typing computes as you go, and Copy puts the result on the clipboard', async ({ page }) => {
      await page.goto(PATH);
      const { quickInput, quickResult } = tools(page);
      // 1 1/2 × 3/4 = 3/2 × 3/4 = 9/8 = 1 1/8 = 1.125
      await quickInput.pressSequentially('1 1/2 × 3/4');
      await expect(quickResult.getByText('9/8', { exact: true })).toBeVisible();
      await expect(quickResult.getByText('1 1/8', { exact: true })).toBeVisible();
      await expect(quickResult.getByText('1.125', { exact: true })).toBeVisible();
      await quickResult.getByRole('button', { name: 'Copy fraction' }).click();
      await expect(quickResult.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('9/8');
    });

    test('Copy still works on a browser without the Clipboard API', async ({ page }) => {
      // Old browsers and plain-http pages have no navigator.clipboard: the page falls back to a hidden
      // textarea and the older copy command.
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
      });
      await page.goto(`${PATH}?expr=1%2F4-1%2F16`);
      const { quickResult, quickInput } = tools(page);
      await quickResult.getByRole('button', { name: 'Copy decimal' }).click();
      await expect(quickResult.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
      // Pasting into the box shows what was copied: 1/4 − 1/16 = 3/16 = 0.1875.
      await quickInput.fill('');
      await quickInput.focus();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(quickInput).toHaveValue('0.1875');
    });

    test('the Reverse Calculator finds 13/48 and 1/64, simplest first', async ({ page }) => {
      await page.goto(PATH);
      const { reverseCard, reverseInput, reverseResult } = tools(page);
      const matches = reverseResult.getByRole('listitem');

      // 0.270833 is 13/48 = 12/48 + 1/48 = 1/4 + 1/48 (0.2708333..., within 1e-6).
      await reverseCard.getByRole('button', { name: '0.270833', exact: true }).click();
      await expect(reverseInput).toHaveValue('0.270833');
      await expect(matches.first()).toContainText('1/4 + 1/48');
      await expect(matches.first()).toContainText('13/48');
      await expect(matches.first()).toContainText('Simplest Match');
      await expect(matches).toHaveCount(5);
      await expect(reverseResult.getByText('Simplest Match')).toHaveCount(1);

      // 0.015625 = 1/64 exactly; the library keeps 10 and the page shows 5 until asked.
      await reverseCard.getByRole('button', { name: '0.015625', exact: true }).click();
      await expect(matches.first()).toContainText('1/64');
      await expect(matches.first()).toContainText('Simplest Match');
      await expect(matches).toHaveCount(5);
      await reverseResult.getByRole('button', { name: 'Show all 10 matches' }).click();
      await expect(matches).toHaveCount(10);

      // 0.5 = 1/2 and 0.625 = 5/8, each a single title fraction.
      await reverseCard.getByRole('button', { name: '0.5', exact: true }).click();
      await expect(matches.first()).toContainText('1/2 = 0.5');
      await reverseCard.getByRole('button', { name: '0.625', exact: true }).click();
      await expect(matches.first()).toContainText('5/8 = 0.625');

      await matches
        .first()
        .getByRole('button', { name: /^Copy match 1/ })
        .click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('5/8 = 0.625');
      await expectNoSeriousA11yViolations(page);
    });

    test('Decimal to Fraction lists the approximations to 8 places, ending exact', async ({ page }) => {
      await page.goto(PATH);
      const { decimalInput, decimalResult } = tools(page);
      const lines = decimalResult.getByRole('listitem');
      // 0.270833 = [0; 3, 1, 2, 4, 1, ...]: (0/1,) 1/3, 1/4, 3/11, 10/37, 13/48, ... 270833/1000000. The
      // leading 0/1 is no answer to copy, so the list starts at 1/3.
      await decimalInput.fill('0.270833');
      await expect(lines.first()).toContainText('1/3 = 0.33333333');
      await expect(decimalResult.getByText('0/1 = 0')).toHaveCount(0);
      await expect(decimalResult.getByText('13/48 = 0.27083333')).toBeVisible();
      await expect(lines.last()).toContainText('270833/1000000 = 0.270833');
      await expect(lines.last()).toContainText('Exact');
      // 0.1875 = 3/16: (0/1,) 1/5, 3/16.
      await decimalInput.fill('0.1875');
      await expect(lines).toHaveCount(2);
      await expect(lines.last()).toContainText('3/16 = 0.1875');
      await decimalInput.fill('');
      await expect(decimalResult).toContainText('Type the decimal interest from your check stub');
    });

    test('bad input gets a clear message beside its box, never a crash', async ({ page }) => {
      await page.goto(PATH);
      const { quickInput, quickResult, reverseInput, decimalInput } = tools(page);
      const expressionCases: [string, RegExp][] = [
        ['', /^Empty expression/],
        ['   ', /^Empty expression/],
        ['1//2', /^Invalid fraction: 1\/\/2/],
        ['1/0', /^Cannot have zero denominator/],
        ['(', /^Mismatched parentheses/],
        [')(', /^Mismatched parentheses/],
        ['--1', /^Unknown operator “--”/],
        ['1e400', /^Unknown operator “e”/],
        ['abc', /^Unknown operator “a”/],
        ['😀', /^Unknown operator “😀”/],
        ['NaN', /^Unknown operator “N”/],
        ['Infinity', /^Unknown operator “I”/],
        ['1/2+', /^Incomplete expression/],
      ];
      for (const [text, message] of expressionCases) {
        await quickInput.fill(text);
        await quickInput.press('Enter');
        await expectFieldError(quickInput, message);
        await expect(quickResult.getByText('No result until the expression is fixed.')).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);

      // '1/2/3' is not an error: a second slash divides, (1/2) ÷ 3 = 1/6, and the page says so.
      await quickInput.fill('1/2/3');
      await expect(quickResult.getByText('1/6', { exact: true })).toBeVisible();
      await expect(quickResult.getByText(/A second slash divides/)).toBeVisible();
      await expect(quickInput).not.toHaveAttribute('aria-invalid', 'true');

      // Errors also appear after a pause in typing, without pressing Calculate.
      await quickInput.fill('1/0');
      await expectFieldError(quickInput, /^Cannot have zero denominator/);

      const reverseCases: [string, string][] = [
        ['abc', 'Invalid decimal'],
        ['NaN', 'Invalid decimal'],
        ['Infinity', 'Invalid decimal'],
        ['1e400', 'Invalid decimal'],
        ['😀', 'Invalid decimal'],
      ];
      for (const [text, message] of reverseCases) {
        await reverseInput.fill(text);
        await reverseInput.press('Enter');
        await expectFieldError(reverseInput, message);
      }
      const decimalCases: [string, string][] = [
        ['abc', 'Invalid number'],
        ['NaN', 'Invalid number'],
        ['Infinity', 'Invalid number'],
        ['1e400', 'Number too large or invalid'],
        ['9'.repeat(10_000), 'Number too large or invalid'],
      ];
      for (const [text, message] of decimalCases) {
        await decimalInput.fill(text);
        await decimalInput.press('Enter');
        await expectFieldError(decimalInput, message);
      }
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
    });

    test('huge inputs answer quickly and long results wrap inside the page', async ({ page }) => {
      await page.goto(PATH);
      const { quickInput, quickResult } = tools(page);
      // 10,000 nested parentheses around 1/2.
      await quickInput.fill(`${'('.repeat(10_000)}1/2${')'.repeat(10_000)}`);
      await expect(quickResult.getByText('0.5', { exact: true })).toBeVisible();
      // A 10,000-digit numerator: 7...7/3 has no common factor, so the fraction keeps all 10,000 digits.
      await quickInput.fill(`${'7'.repeat(10_000)}/3`);
      const showAll = quickResult.getByRole('button', { name: 'Show all 10,002 characters' });
      await expect(showAll).toBeVisible();
      await showAll.click();
      await expect(quickResult.getByText(`${'7'.repeat(10_000)}/3`, { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
      // The page still answers at once afterwards.
      await quickInput.fill('1/2+1/8');
      await expect(quickResult.getByText('5/8', { exact: true })).toBeVisible();
    });

    test('the inputs are kept in the link, and opening the link restores the results', async ({ page }) => {
      await page.goto(PATH);
      const { quickInput, quickResult, reverseInput, reverseResult, decimalInput, decimalResult } =
        tools(page);
      await quickInput.fill('1/2+1/8-1/48');
      await reverseInput.fill('0.270833');
      await decimalInput.fill('0.1875');
      await expect(page).toHaveURL(/expr=1%2F2%2B1%2F8-1%2F48/);
      await expect(page).toHaveURL(/reverse=0\.270833/);
      await expect(page).toHaveURL(/decimal=0\.1875/);

      const link = page.url();
      const shared = await page.context().newPage();
      await shared.goto(link);
      const restored = tools(shared);
      await expect(restored.quickInput).toHaveValue('1/2+1/8-1/48');
      await expect(restored.quickResult.getByText('29/48', { exact: true })).toBeVisible();
      await expect(restored.reverseInput).toHaveValue('0.270833');
      await expect(restored.reverseResult.getByRole('listitem').first()).toContainText('1/4 + 1/48');
      await expect(restored.decimalInput).toHaveValue('0.1875');
      await expect(restored.decimalResult.getByText('3/16 = 0.1875')).toBeVisible();
      await shared.close();

      // A hand-written link works too, and a bad value in it shows its message at once.
      await page.goto(`${PATH}?expr=${encodeURIComponent('(1/2+1/4)*3/8')}&reverse=abc`);
      await expect(quickResult.getByText('9/32', { exact: true })).toBeVisible();
      await expectFieldError(reverseInput, 'Invalid decimal');
      await expect(decimalResult).toContainText('Type the decimal interest from your check stub');
      await expect(reverseResult.getByText('No result until the decimal is fixed.')).toBeVisible();
    });
  });
}
