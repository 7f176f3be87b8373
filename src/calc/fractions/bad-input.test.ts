// The same awkward inputs thrown at every calculator: each must answer with a value or a clear message,
// never throw (their speed is measured by `npm run bench -- fraction-input`, not asserted here).
import { describe, expect, it } from 'vitest';
import type { CalcResult } from './calc-error';
import { checkDivisionOrder } from './check-division-order';
import { decimalToFractions } from './decimal-to-fractions';
import { estimateRoyaltyIncome } from './estimate-royalty-income';
import { evaluateExpression } from './evaluate-expression';
import { reverseFraction } from './reverse-fraction';
import { acresFromNri, nriFromAcres } from './royalty';

const TEN_THOUSAND_DIGITS = '9'.repeat(10_000);

const BAD_INPUTS: Readonly<Record<string, string>> = {
  empty: '',
  whitespace: ' \t ',
  doubleSlash: '1//2',
  zeroDenominator: '1/0',
  openParenthesis: '(',
  reversedParentheses: ')(',
  twoSlashes: '1/2/3',
  doubleMinus: '--1',
  hugeExponent: '1e400',
  deepNesting: `${'('.repeat(10_000)}1/2${')'.repeat(10_000)}`,
  hugeNumerator: `${TEN_THOUSAND_DIGITS}/7`,
  letters: 'abc',
  emoji: '🛢️',
  notANumber: 'NaN',
  infinity: 'Infinity',
};

type Outcome = string | ((value: unknown) => void);

function check(run: (text: string) => CalcResult<unknown>, expected: Readonly<Record<string, Outcome>>) {
  for (const [name, text] of Object.entries(BAD_INPUTS)) {
    const result = run(text);
    const outcome = expected[name];
    if (typeof outcome === 'string') {
      expect(result.ok ? 'a value' : result.error.message, name).toBe(outcome);
    } else {
      expect(result.ok, name).toBe(true);
      if (result.ok) outcome?.(result.value);
    }
  }
}

describe('bad input on every calculator', () => {
  it('evaluateExpression', () => {
    check(evaluateExpression, {
      empty: 'Empty expression',
      whitespace: 'Empty expression',
      doubleSlash: 'Invalid fraction: 1//2',
      zeroDenominator: 'Cannot have zero denominator',
      openParenthesis: 'Mismatched parentheses',
      reversedParentheses: 'Mismatched parentheses',
      // The fraction 1/2 divided by 3: 1/6.
      twoSlashes: (value) => expect(value).toMatchObject({ numerator: 1n, denominator: 6n }),
      doubleMinus: 'Unknown operator',
      hugeExponent: 'Unknown operator',
      deepNesting: (value) => expect(value).toMatchObject({ numerator: 1n, denominator: 2n }),
      // 10^6 ≡ 1 (mod 7) and 10,000 ≡ 4 (mod 6), so 10^10000 − 1 ≡ 10^4 − 1 ≡ 3 (mod 7): already in
      // lowest terms. About 1.4 × 10^9999 is beyond a double, hence decimal Infinity (display uses text).
      hugeNumerator: (value) =>
        expect(value).toMatchObject({
          numerator: BigInt(TEN_THOUSAND_DIGITS),
          denominator: 7n,
          decimal: Infinity,
        }),
      letters: 'Unknown operator',
      emoji: 'Unknown operator',
      notANumber: 'Unknown operator',
      infinity: 'Unknown operator',
    });
  });

  it('reverseFraction', () => {
    check(
      reverseFraction,
      Object.fromEntries(Object.keys(BAD_INPUTS).map((name) => [name, 'Invalid decimal'])),
    );
  });

  it('decimalToFractions', () => {
    const nothing = (value: unknown) => expect(value).toEqual([]);
    check(decimalToFractions, {
      ...Object.fromEntries(Object.keys(BAD_INPUTS).map((name) => [name, 'Invalid number'])),
      empty: nothing,
      whitespace: nothing,
      hugeExponent: 'Number too large or invalid',
    });
    expect(decimalToFractions(TEN_THOUSAND_DIGITS)).toMatchObject({
      ok: false,
      error: { code: 'number-too-large' },
    });
  });

  const quantityMessages = (label: string): Record<string, Outcome> => {
    const invalid = `${label} must be a decimal (like 0.1875) or a fraction (like 3/16)`;
    return {
      ...Object.fromEntries(Object.keys(BAD_INPUTS).map((name) => [name, invalid])),
      empty: `${label} is required`,
      whitespace: `${label} is required`,
      zeroDenominator: `${label} cannot have a zero denominator`,
      deepNesting: `${label} is too long (at most 200 characters)`,
      hugeNumerator: `${label} is too long (at most 200 characters)`,
    };
  };

  it.each([
    ['mineralAcres', 'Mineral acres'],
    ['royalty', 'Royalty'],
    ['unitAcres', 'Unit size'],
    ['allocation', 'Allocation'],
  ])('nriFromAcres, bad %s', (key, label) => {
    const expected = quantityMessages(label);
    // A blank allocation means 100%: 10 acres × 3/16 ÷ 640 = 3/1024.
    if (key === 'allocation') {
      const fullAllocation = (value: unknown) => expect(value).toMatchObject({ fractionText: '3/1024' });
      Object.assign(expected, { empty: fullAllocation, whitespace: fullAllocation });
    }
    const good = { mineralAcres: '10', royalty: '3/16', unitAcres: '640', allocation: '100' };
    check((text) => nriFromAcres({ ...good, [key]: text }), expected);
  });

  it.each([
    ['nri', 'NRI'],
    ['royalty', 'Royalty'],
    ['unitAcres', 'Unit size'],
  ])('acresFromNri, bad %s', (key, label) => {
    const good = { nri: '3/1024', royalty: '3/16', unitAcres: '640' };
    check((text) => acresFromNri({ ...good, [key]: text }), quantityMessages(label));
  });

  it('checkDivisionOrder, bad stated decimal', () => {
    const good = { mineralAcres: '10', royalty: '3/16', unitAcres: '640' };
    check((text) => checkDivisionOrder({ ...good, statedDecimal: text }), quantityMessages('Stated decimal'));
  });

  it('estimateRoyaltyIncome, bad oil price (blank counts as 0)', () => {
    const good = {
      nri: '3/1024',
      oilBbl: '1000',
      oilPrice: '70',
      gasMcf: '',
      gasPrice: '',
      productionTaxPercent: '7',
      deductionsPercent: '0',
    };
    const noOilValue = (value: unknown) => expect(value).toMatchObject({ grossOilValue: { text: '$0.00' } });
    check((text) => estimateRoyaltyIncome({ ...good, oilPrice: text }), {
      ...quantityMessages('Oil price'),
      empty: noOilValue,
      whitespace: noOilValue,
    });
  });
});
