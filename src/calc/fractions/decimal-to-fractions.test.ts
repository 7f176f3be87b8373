import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DECIMAL_TO_FRACTION_MAX_DECIMALS,
  decimalToFractions,
  EMPTY_DECIMAL_TO_FRACTION_TEXT,
} from './decimal-to-fractions';
import { parseDecimalParts, rationalFromDecimalParts } from './parse-decimal';
import { rationalAbs, rationalCompare, rationalSubtract } from './rational';

function textsFor(decimal: string): string[] {
  const result = decimalToFractions(decimal);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.map((approximation) => approximation.text);
}

describe('decimalToFractions', () => {
  it.each([
    // 0.5 = [0; 2]: 0/1, then 1/2.
    ['0.5', ['0/1 = 0', '1/2 = 0.5']],
    // 0.625 = 5/8 = [0; 1, 1, 1, 2]: 0/1, 1/1, 1/2, 2/3, 5/8.
    ['0.625', ['0/1 = 0', '1/1 = 1', '1/2 = 0.5', '2/3 = 0.66666667', '5/8 = 0.625']],
    // 0.270833 = 270833/1000000 = [0; 3, 1, 2, 4, 1, 352, 3, 5]: 13/48 appears on the way.
    [
      '0.270833',
      [
        '0/1 = 0',
        '1/3 = 0.33333333',
        '1/4 = 0.25',
        '3/11 = 0.27272727',
        '10/37 = 0.27027027',
        '13/48 = 0.27083333',
        '16923/62485 = 0.270833',
        '50782/187503 = 0.270833',
        '270833/1000000 = 0.270833',
      ],
    ],
    // 0.015625 = 1/64 = [0; 64].
    ['0.015625', ['0/1 = 0', '1/64 = 0.015625']],
    // 2.75 = [2; 1, 3]: 2/1, 3/1, 11/4.
    ['2.75', ['2/1 = 2', '3/1 = 3', '11/4 = 2.75']],
    // The sign is put back on each approximation of 0.75 = [0; 1, 3].
    ['-0.75', ['0/1 = 0', '-1/1 = -1', '-3/4 = -0.75']],
    ['0', ['0/1 = 0']],
    ['-0', ['0/1 = 0']],
    ['7', ['7/1 = 7']],
    ['1.5625E-2', ['0/1 = 0', '1/64 = 0.015625']], // 1.5625 × 10^-2 = 1/64
    ['1e-400', ['0/1 = 0']], // truncated to 15 decimals, nothing is left
    ['9007199254740991', ['9007199254740991/1 = 9007199254740991']], // 2^53 − 1, the largest accepted
  ])('%s', (decimal, expected) => {
    expect(textsFor(decimal)).toEqual(expected);
  });

  it.each(['', '.', '-', '-.', '   '])('%j gives no result (the page shows 0/1 = 0)', (decimal) => {
    expect(textsFor(decimal)).toEqual([]);
    expect(EMPTY_DECIMAL_TO_FRACTION_TEXT).toBe('0/1 = 0');
  });

  it.each([
    ['9007199254740992', 'Number too large or invalid'], // 2^53
    ['1e400', 'Number too large or invalid'],
    ['1e17', 'Number too large or invalid'],
    ['1e99999999999999999999', 'Number too large or invalid'],
    ['1.2.3', 'Invalid number'],
    ['12abc', 'Invalid number'],
    ['+1', 'Invalid number'], // only a minus sign is accepted
    ['1,000', 'Invalid number'],
  ])('%s gives %s', (decimal, message) => {
    const result = decimalToFractions(decimal);
    expect(!result.ok && result.error.message).toBe(message);
  });

  it('uses at most 15 decimals, dropping (not rounding) the rest', () => {
    const result = decimalToFractions('0.1234567890123456789');
    const last = result.ok ? result.value.at(-1) : undefined;
    expect(DECIMAL_TO_FRACTION_MAX_DECIMALS).toBe(15);
    // 0.123456789012345 = 123456789012345/10^15 = 24691357802469/(2 × 10^14) after dividing by 5.
    expect(`${last?.numerator}/${last?.denominator}`).toBe('24691357802469/200000000000000');
  });
});

describe('decimalToFractions (property)', () => {
  const arbitraryDecimal = fc
    .tuple(fc.boolean(), fc.stringMatching(/^\d{1,6}$/), fc.stringMatching(/^\d{0,20}$/))
    .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}.${fraction}`);

  it('gives approximations each strictly closer than the one before, the last equal to the input', () => {
    fc.assert(
      fc.property(arbitraryDecimal, (decimal) => {
        const result = decimalToFractions(decimal);
        if (!result.ok) throw new Error(result.error.message);
        const parts = parseDecimalParts(decimal);
        if (parts === undefined) throw new Error('generator wrote a non-decimal');
        const truncated = { ...parts, fractionDigits: parts.fractionDigits.slice(0, 15) };
        const target = rationalFromDecimalParts(truncated);
        const errors = result.value.map((approximation) =>
          rationalAbs(rationalSubtract(approximation.value, target)),
        );
        for (let index = 1; index < errors.length; index += 1) {
          expect(rationalCompare(errors[index]!, errors[index - 1]!)).toBe(-1);
        }
        expect(result.value.at(-1)?.value).toEqual(target);
        expect(result.value.length).toBeLessThan(1000);
      }),
    );
  });
});
