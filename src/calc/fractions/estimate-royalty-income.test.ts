import { describe, expect, it } from 'vitest';
import {
  estimateRoyaltyIncome,
  formatDollars,
  OKLAHOMA_GROSS_PRODUCTION_TAX_PERCENT,
  type RoyaltyIncomeInput,
} from './estimate-royalty-income';
import { rationalFrom } from './rational';

const month: RoyaltyIncomeInput = {
  nri: '3/1024', // 10 acres at 3/16 in a 640-acre unit
  oilBbl: '1000',
  oilPrice: '70',
  gasMcf: '5000',
  gasPrice: '2.50',
  productionTaxPercent: OKLAHOMA_GROSS_PRODUCTION_TAX_PERCENT,
  deductionsPercent: '10',
};

describe('estimateRoyaltyIncome', () => {
  it('shows every step, exact, with cents rounded half-up only in the text', () => {
    const result = estimateRoyaltyIncome(month);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.steps.map((step) => [step.key, step.label, step.text])).toEqual([
      ['grossOilValue', 'Gross oil value (barrels × price)', '$70,000.00'], // 1,000 × 70
      ['grossGasValue', 'Gross gas value (Mcf × price)', '$12,500.00'], // 5,000 × 2.50
      ['grossValue', 'Gross value of production', '$82,500.00'],
      ['ownerShare', 'Your share (gross value × NRI)', '$241.70'], // 82,500 × 3/1024 = 241.69921875
      ['productionTax', 'Less gross production tax (7%)', '-$16.92'], // 7% of it = 16.9189453125
      ['deductions', 'Less deductions (10%)', '-$24.17'], // 10% of it = 24.169921875
      ['net', 'Estimated net royalty', '$200.61'], // 83% of it = 200.6103515625
    ]);
    expect(result.value.ownerShare.amount).toEqual(rationalFrom(247_500n, 1024n));
    expect(result.value.net.amount).toEqual(rationalFrom(20_542_500n, 102_400n)); // 247,500 × 83 / 102,400
  });

  it('counts blank volumes, prices and percentages as 0', () => {
    const gasOnly = { ...month, oilBbl: '', oilPrice: ' ', productionTaxPercent: '', deductionsPercent: '' };
    const result = estimateRoyaltyIncome(gasOnly);
    // 5,000 × 2.50 × 3/1024 = 37,500/1024 = 36.62109375, with nothing taken off.
    expect(result.ok && [result.value.grossOilValue.text, result.value.net.text]).toEqual([
      '$0.00',
      '$36.62',
    ]);
    expect(result.ok && result.value.productionTax.label).toBe('Less gross production tax (0%)');
  });

  it('writes fractional percentages in labels', () => {
    const result = estimateRoyaltyIncome({
      ...month,
      productionTaxPercent: '4.5',
      deductionsPercent: '12 1/2',
    });
    expect(result.ok && result.value.deductions.label).toBe('Less deductions (12.5%)');
    expect(result.ok && result.value.productionTax.label).toBe('Less gross production tax (4.5%)');
  });

  it.each([
    [{ nri: '' }, 'nri', 'NRI is required'],
    [{ oilBbl: '-5' }, 'oilBbl', 'Oil volume cannot be negative'],
    [{ gasPrice: 'free' }, 'gasPrice', 'Gas price must be a decimal (like 0.1875) or a fraction (like 3/16)'],
    [
      { productionTaxPercent: '120' },
      'productionTaxPercent',
      'Production tax cannot be more than 100 percent',
    ],
    [{ deductionsPercent: '101' }, 'deductionsPercent', 'Deductions cannot be more than 100 percent'],
  ])('refuses %o', (change, field, message) => {
    const result = estimateRoyaltyIncome({ ...month, ...change });
    expect(!result.ok && [result.error.field, result.error.message]).toEqual([field, message]);
  });
});

describe('formatDollars', () => {
  it.each([
    [rationalFrom(75_000_000n), '$75,000,000.00'],
    [rationalFrom(1n, 200n), '$0.01'], // half a cent rounds up
    [rationalFrom(-1n, 2n), '-$0.50'],
    [rationalFrom(-1n, 1000n), '$0.00'], // rounds to zero: no minus sign
    [rationalFrom(999_995n, 1000n), '$1,000.00'], // 999.995 carries into the thousands
  ])('%o is %s', (amount, text) => {
    expect(formatDollars(amount)).toBe(text);
  });
});
