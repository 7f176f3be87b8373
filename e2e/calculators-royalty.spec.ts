import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { failOnConsoleErrors, PHONE_AND_DESKTOP } from './support/console';

// Issue 5, the pages: /calculator/royalty tried as a new user would, at phone and desktop widths.
// Every expected NRI is worked by hand in the comment beside it, with 8 decimals (percent 6) rounded half-up.
const PATH = '/calculator/royalty';

function cards(page: Page) {
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  return {
    nri: region('NRI from Mineral Acres'),
    nriResult: page.getByRole('region', { name: 'NRI result' }),
    acres: region('Mineral Acres from NRI'),
    acresResult: page.getByRole('region', { name: 'Mineral acres result' }),
    check: region('Check My Division Order'),
    checkResult: page.getByRole('region', { name: 'Division order check' }),
    income: region('Monthly Royalty Income Estimate'),
    incomeResult: page.getByRole('region', { name: 'Income estimate' }),
    howItWorks: region('How It Works'),
  };
}

function field(card: Locator, label: string) {
  return card.getByLabel(label, { exact: true });
}

// The description is the message, then the box's hint.
async function expectFieldError(input: Locator, message: string) {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(input).toHaveAccessibleDescription(new RegExp(`^${escaped}`));
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function fillNriCalculator(page: Page, acres: string, royalty: string) {
  const { nri } = cards(page);
  await field(nri, 'Net mineral acres').fill(acres);
  await nri
    .getByRole('group', { name: 'Common royalties:' })
    .getByRole('button', { name: royalty, exact: true })
    .click();
}

for (const viewport of PHONE_AND_DESKTOP) {
  test.describe(`royalty calculator at ${viewport.width}px`, () => {
    test.use({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });
    failOnConsoleErrors();

    test('How It Works shows the formulas and the four royalty examples worked by hand', async ({ page }) => {
      await page.goto(PATH);
      await expect(page).toHaveTitle(/Royalty and NRI Calculator/);
      await expect(page.getByRole('heading', { level: 1, name: 'Royalty and NRI Calculator' })).toBeVisible();
      const { howItWorks } = cards(page);
      await expect(howItWorks.getByText('NRI = mineral acres × royalty ÷ unit size')).toBeVisible();
      await expect(howItWorks.getByText('Mineral acres = NRI × unit size ÷ royalty')).toBeVisible();
      const examples = [
        // 10 × 1/8 ÷ 640 = 1/512 = 0.001953125
        { royalty: '1/8', decimal: '0.00195313', percent: '0.195313%' },
        // 10 × 3/16 ÷ 640 = 3/1024 = 0.0029296875
        { royalty: '3/16', decimal: '0.00292969', percent: '0.292969%' },
        // 10 × 1/5 ÷ 640 = 1/320 = 0.003125
        { royalty: '1/5', decimal: '0.00312500', percent: '0.312500%' },
        // 10 × 1/4 ÷ 640 = 1/256 = 0.00390625
        { royalty: '1/4', decimal: '0.00390625', percent: '0.390625%' },
      ];
      for (const example of examples) {
        const row = howItWorks.getByRole('row', { name: new RegExp(`^${example.royalty} 10 ×`) });
        await expect(row).toContainText(example.decimal);
        await expect(row).toContainText(example.percent);
      }
      // 0.00292969 × 640 ÷ 3/16 = 10.0000085... acres.
      await expect(howItWorks.getByText(/= 10\.0000 net mineral acres/)).toBeVisible();
      await page.getByText('What do these words mean?').click();
      await expect(page.getByText('NRI (net revenue interest)')).toBeVisible();
      await expect(page.getByText('Division order', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
    });

    test('NRI from mineral acres matches the hand-worked NRIs for each royalty button', async ({ page }) => {
      await page.goto(PATH);
      const { nri, nriResult } = cards(page);
      await expect(field(nri, 'Unit size (acres)')).toHaveValue('640');
      const cases = [
        { royalty: '1/8', percent: '0.195313%', decimal: '0.00195313', fraction: '1/512' },
        { royalty: '3/16', percent: '0.292969%', decimal: '0.00292969', fraction: '3/1024' },
        { royalty: '1/5', percent: '0.312500%', decimal: '0.00312500', fraction: '1/320' },
        { royalty: '1/4', percent: '0.390625%', decimal: '0.00390625', fraction: '1/256' },
      ];
      for (const example of cases) {
        await fillNriCalculator(page, '10', example.royalty);
        await expect(field(nri, 'Royalty')).toHaveValue(example.royalty);
        await expect(nriResult.getByText(example.percent, { exact: true })).toBeVisible();
        await expect(nriResult.getByText(example.decimal, { exact: true })).toBeVisible();
        await expect(nriResult.getByText(example.fraction, { exact: true })).toBeVisible();
      }
      // 10 × 3/16 ÷ 1,280 = 3/2048 = 0.00146484375
      await nri.getByRole('button', { name: '3/16', exact: true }).click();
      await nri.getByRole('button', { name: '1,280 acres' }).click();
      await expect(field(nri, 'Unit size (acres)')).toHaveValue('1280');
      await expect(nriResult.getByText('0.00146484', { exact: true })).toBeVisible();
      await expect(nriResult.getByText('0.146484%', { exact: true })).toBeVisible();
      // Back to 640 with 62.5% allocated to the unit: 3/1024 × 5/8 = 15/8192 = 0.0018310546875
      await nri.getByRole('button', { name: '640 acres' }).click();
      await field(nri, 'Unit allocation % (optional)').fill('62.5');
      await expect(nriResult.getByText('0.00183105', { exact: true })).toBeVisible();
      await expect(nriResult.getByText('0.183105%', { exact: true })).toBeVisible();
      await expect(nriResult.getByText('15/8192', { exact: true })).toBeVisible();

      await nriResult.getByRole('button', { name: 'Copy NRI decimal' }).click();
      await expect(nriResult.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0.00183105');
      await expectNoSeriousA11yViolations(page);
    });

    test('mineral acres from NRI works the other way', async ({ page }) => {
      await page.goto(PATH);
      const { acres, acresResult } = cards(page);
      // 0.00292969 × 640 ÷ 3/16 = 10.0000085333... (the decimal was rounded), shown to 4 places.
      await field(acres, 'NRI (decimal interest)').fill('0.00292969');
      await acres.getByRole('button', { name: '3/16', exact: true }).click();
      await expect(acresResult.getByText('10.0000', { exact: true })).toBeVisible();
      await expect(acresResult.getByText('10 2/234375', { exact: true })).toBeVisible();
      await expect(acresResult.getByText(/Division orders round the decimal to 8 places/)).toBeVisible();
      // 0.00390625 × 640 ÷ 1/4 = 2.5 × 4 = 10 exactly.
      await field(acres, 'NRI (decimal interest)').fill('0.00390625');
      await acres.getByRole('button', { name: '1/4', exact: true }).click();
      await expect(acresResult.getByText('10', { exact: true })).toBeVisible();
      // 15/8192 × 640 ÷ 3/16 ÷ 62.5% = 10 exactly.
      await field(acres, 'NRI (decimal interest)').fill('15/8192');
      await acres.getByRole('button', { name: '3/16', exact: true }).click();
      await field(acres, 'Unit allocation % (optional)').fill('62.5');
      await expect(acresResult.getByText('10.0000', { exact: true })).toBeVisible();
      await expect(acresResult.getByText('10', { exact: true })).toBeVisible();
    });

    test('the division order check says plainly whether the decimals agree, and what would explain a difference', async ({
      page,
    }) => {
      await page.goto(PATH);
      const { check, checkResult } = cards(page);
      const stated = field(check, 'Decimal on your division order or check stub');
      await stated.fill('0.00292969');
      await expect(checkResult.getByText(/Fill in your acres, royalty and unit size/)).toBeVisible();
      await fillNriCalculator(page, '10', '3/16');
      // 3/1024 = 0.0029296875 rounds to 0.00292969, the stated decimal.
      await expect(checkResult.getByText('They agree.')).toBeVisible();
      await expect(checkResult).toContainText('matches the 0.00292969 your figures give');

      // 0.003125 − 0.0029296875 = 0.0001953125. It is what 32/3 = 10 2/3 acres at 3/16 give
      // (0.003125 × 640 × 16/3), or a 1/5 royalty on 10 acres (0.003125 × 640 ÷ 10 = 0.2).
      await stated.fill('0.00312500');
      await expect(checkResult.getByText('They do not agree.')).toBeVisible();
      await expect(checkResult).toContainText('a difference of 0.00019531');
      await expect(checkResult).toContainText('10.6667 net mineral acres (exactly 10 2/3)');
      await expect(checkResult).toContainText('A royalty of 1/5 (0.20000000)');
      await expect(checkResult).toContainText('common lease royalty 1/5');
      await checkResult.getByRole('button', { name: 'Copy this result' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^They do not agree/);
      await expectNoSeriousA11yViolations(page);

      await stated.fill('abc');
      await stated.press('Enter');
      await expectFieldError(
        stated,
        'Stated decimal must be a decimal (like 0.1875) or a fraction (like 3/16)',
      );
    });

    test('the income estimate shows each step, starting from the NRI above', async ({ page }) => {
      await page.goto(PATH);
      const { income, incomeResult } = cards(page);
      await fillNriCalculator(page, '10', '3/16');
      const nriBox = field(income, 'Your NRI (decimal interest)');
      await expect(nriBox).toHaveValue('0.00292969');
      await expect(field(income, 'Production tax (%)')).toHaveValue('7');
      await field(income, 'Oil sold (barrels)').fill('1500');
      await field(income, 'Oil price ($ per barrel)').fill('70');
      await field(income, 'Gas sold (Mcf)').fill('20000');
      await field(income, 'Gas price ($ per Mcf)').fill('2.5');
      await field(income, 'Deductions (%)').fill('10');
      const row = (name: string) => incomeResult.getByRole('row', { name: new RegExp(`^${name}`) });
      // 1,500 × $70 = $105,000; 20,000 × $2.50 = $50,000; together $155,000.
      await expect(row('Gross oil value')).toContainText('$105,000.00');
      await expect(row('Gross gas value')).toContainText('$50,000.00');
      await expect(row('Gross value of production')).toContainText('$155,000.00');
      // $155,000 × 0.00292969 = $454.10195; 7% of it $31.787...; 10% of it $45.410...
      await expect(row('Your share')).toContainText('$454.10');
      await expect(row('Less gross production tax \\(7%\\)')).toContainText('-$31.79');
      await expect(row('Less deductions \\(10%\\)')).toContainText('-$45.41');
      // 454.10195 − 31.7871365 − 45.410195 = 376.9046185
      await expect(row('Estimated net royalty')).toContainText('$376.90');
      await expect(row('Your share')).toContainText('$155,000.00 × 0.00292969');

      // A different NRI typed here wins: $155,000 × 0.004 = $620; less 7% ($43.40) and 10% ($62) = $514.60.
      await nriBox.fill('0.004');
      await expect(row('Estimated net royalty')).toContainText('$514.60');
      await income.getByRole('button', { name: 'Use NRI from above (0.00292969)' }).click();
      await expect(row('Estimated net royalty')).toContainText('$376.90');
      await incomeResult.getByRole('button', { name: 'Copy the estimate' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
        'Estimated net royalty: $454.10 − $31.79 − $45.41 = $376.90',
      );
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
    });

    test('bad input gets a clear message beside the box at fault', async ({ page }) => {
      await page.goto(PATH);
      const { nri, nriResult } = cards(page);
      const acres = field(nri, 'Net mineral acres');
      const royalty = field(nri, 'Royalty');
      const unit = field(nri, 'Unit size (acres)');
      const allocation = field(nri, 'Unit allocation % (optional)');
      await royalty.fill('3/16');
      const notANumber = 'Mineral acres must be a decimal (like 0.1875) or a fraction (like 3/16)';
      const acreCases: [string, string][] = [
        ['   ', 'Mineral acres is required'],
        ['1/0', 'Mineral acres cannot have a zero denominator'],
        ['1//2', notANumber],
        ['abc', notANumber],
        ['😀', notANumber],
        ['NaN', notANumber],
        ['Infinity', notANumber],
        ['1e400', notANumber],
        ['-5', 'Mineral acres cannot be negative'],
        ['700', 'Mineral acres cannot be more than the unit size'],
        ['9'.repeat(10_000), 'Mineral acres is too long (at most 200 characters)'],
      ];
      for (const [text, message] of acreCases) {
        await acres.fill(text);
        await acres.press('Enter');
        await expectFieldError(acres, message);
        await expect(nriResult.getByText('No result until the box marked above is fixed.')).toBeVisible();
      }
      await acres.fill('10');
      await royalty.fill('18.75');
      await expectFieldError(royalty, 'Royalty cannot be more than 1 (enter 3/16 or 0.1875, not 18.75)');
      await expect(acres).not.toHaveAttribute('aria-invalid', 'true');
      await royalty.fill('3/16');
      await unit.fill('0');
      await expectFieldError(unit, 'Unit size must be greater than 0');
      await unit.fill('640');
      await allocation.fill('150');
      await expectFieldError(allocation, 'Allocation cannot be more than 100 percent');
      await expectNoSeriousA11yViolations(page);
      await allocation.fill('');
      await expect(nriResult.getByText('0.292969%', { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('the inputs are kept in the link, and opening the link restores every result', async ({ page }) => {
      await page.goto(PATH);
      const { acres, check, income } = cards(page);
      await fillNriCalculator(page, '10', '3/16');
      await field(acres, 'NRI (decimal interest)').fill('0.00390625');
      await acres.getByRole('button', { name: '1/4', exact: true }).click();
      await field(check, 'Decimal on your division order or check stub').fill('0.00312500');
      await field(income, 'Oil sold (barrels)').fill('1500');
      await field(income, 'Oil price ($ per barrel)').fill('70');
      await expect(page).toHaveURL(/oil_price=70/);
      await expect(page).toHaveURL(/[?&]acres=10(&|$)/);
      await expect(page).toHaveURL(/[?&]royalty=3%2F16(&|$)/);

      const shared = await page.context().newPage();
      await shared.goto(page.url());
      const restored = cards(shared);
      await expect(field(restored.nri, 'Net mineral acres')).toHaveValue('10');
      await expect(restored.nriResult.getByText('0.292969%', { exact: true })).toBeVisible();
      await expect(restored.acresResult.getByText('10', { exact: true })).toBeVisible();
      await expect(restored.checkResult.getByText('They do not agree.')).toBeVisible();
      // 1,500 × $70 × 0.00292969 = $307.61745; less 7% ($21.533...) = $286.08
      await expect(restored.incomeResult.getByRole('row', { name: /^Estimated net royalty/ })).toContainText(
        '$286.08',
      );
      await shared.close();

      // A link with a bad value shows its message at once.
      await page.goto(`${PATH}?acres=10&royalty=3%2F16&unit=0`);
      await expectFieldError(field(cards(page).nri, 'Unit size (acres)'), 'Unit size must be greater than 0');
    });
  });
}
