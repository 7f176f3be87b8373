// The public surface, used the way the calculator pages will use it.
import { describe, expect, it } from 'vitest';
import {
  acresFromNri,
  CalcError,
  checkDivisionOrder,
  decimalToFractions,
  estimateRoyaltyIncome,
  evaluateExpression,
  formatFractionResult,
  nriFromAcres,
  REVERSE_CANDIDATES_SHOWN,
  reverseFraction,
} from './index';

describe('fractions barrel', () => {
  it('runs each calculator once', () => {
    const sum = evaluateExpression('1/2+1/8-1/48'); // 24/48 + 6/48 − 1/48 = 29/48
    expect(sum.ok && formatFractionResult(sum.value).fraction).toBe('29/48');
    const reverse = reverseFraction('0.270833');
    expect(reverse.ok && reverse.value.slice(0, REVERSE_CANDIDATES_SHOWN)[0]?.label).toBe('Simplest Match');
    const approximations = decimalToFractions('0.625');
    expect(approximations.ok && approximations.value.at(-1)?.text).toBe('5/8 = 0.625');
    const nri = nriFromAcres({ mineralAcres: '10', royalty: '3/16', unitAcres: '640' });
    expect(nri.ok && nri.value.percentText).toBe('0.292969%');
    const acres = acresFromNri({ nri: '0.00292969', royalty: '3/16', unitAcres: '640' });
    expect(acres.ok && acres.value.acresText).toBe('10.0000');
    const check = checkDivisionOrder({
      mineralAcres: '10',
      royalty: '3/16',
      unitAcres: '640',
      statedDecimal: '0.00292969',
    });
    expect(check.ok && check.value.agrees).toBe(true);
    const income = estimateRoyaltyIncome({
      nri: '0.00292969',
      oilBbl: '100',
      oilPrice: '80',
      gasMcf: '',
      gasPrice: '',
      productionTaxPercent: '7',
      deductionsPercent: '',
    });
    // 100 × 80 × 0.00292969 = 23.437520; less 7% = 21.7968936 → $21.80.
    expect(income.ok && income.value.net.text).toBe('$21.80');
  });

  it('returns errors as CalcError values, never throws', () => {
    const result = evaluateExpression('1/0');
    expect(!result.ok && result.error).toBeInstanceOf(CalcError);
    expect(!result.ok && result.error).toMatchObject({ name: 'CalcError', code: 'zero-denominator' });
  });
});
