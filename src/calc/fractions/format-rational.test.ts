import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRational, formatRationalDecimal, formatRationalMixed } from './format-rational';
import { rationalFrom } from './rational';
import { rationalToNumber } from './rational-to-number';

const q = (numerator: bigint, denominator = 1n) => rationalFrom(numerator, denominator);

describe('formatRational and formatRationalMixed', () => {
  it.each([
    // [value, improper, mixed]
    [q(5n, 8n), '5/8', '5/8'],
    [q(-5n, 8n), '-5/8', '-5/8'],
    [q(3n, 2n), '3/2', '1 1/2'],
    [q(-3n, 2n), '-3/2', '-1 1/2'],
    [q(21n, 2n), '21/2', '10 1/2'],
    [q(4n), '4', '4'],
    [q(-4n), '-4', '-4'],
    [q(0n), '0', '0'],
  ])('%o', (value, improper, mixed) => {
    expect([formatRational(value), formatRationalMixed(value)]).toEqual([improper, mixed]);
  });
});

describe('formatRationalDecimal: half-up on the exact value', () => {
  it.each([
    // [value, places, text]
    [q(1n, 8n), 2, '0.13'], // 0.125 is a tie: up
    [q(-1n, 8n), 2, '-0.13'], // ties go away from zero, like a spreadsheet's ROUND
    [q(1n, 3n), 2, '0.33'],
    [q(2n, 3n), 2, '0.67'],
    [q(-1n, 1000n), 2, '0.00'], // rounds to zero: no minus sign
    [q(5n, 2n), 0, '3'], // 2.5 → 3
    [q(3n, 1024n), 8, '0.00292969'], // 0.0029296875
    [q(1n, 10n ** 30n), 8, '0.00000000'],
    [q(10n ** 20n + 1n, 10n), 1, '10000000000000000000.1'], // beyond a double's precision
  ])('%o to %s places is %s', (value, places, text) => {
    expect(formatRationalDecimal(value, places)).toBe(text);
  });

  it('trims zeros and groups thousands on request', () => {
    expect(formatRationalDecimal(q(5n, 8n), 8, { trimZeros: true })).toBe('0.625');
    expect(formatRationalDecimal(q(4n), 8, { trimZeros: true })).toBe('4');
    expect(formatRationalDecimal(q(1_234_567_891n, 1000n), 2, { groupThousands: true })).toBe('1,234,567.89');
    expect(formatRationalDecimal(q(123n), 0, { groupThousands: true })).toBe('123');
  });
});

describe('rationalToNumber', () => {
  it.each([
    // [value, nearest double]
    [q(1n, 3n), 1 / 3], // both correctly rounded
    [q(-29n, 48n), -29 / 48],
    [q(10n ** 400n, 10n ** 399n), 10], // Number() of each part would be Infinity / Infinity = NaN
    [q(1n, 10n ** 320n), 1e-320], // subnormal
    [q(10n ** 400n), Number.POSITIVE_INFINITY], // beyond the largest double
    [q(-(10n ** 400n)), Number.NEGATIVE_INFINITY],
    [q(1n, 10n ** 400n), 0], // below the smallest double
    [q(0n), 0],
    [q((1n << 53n) + 1n), 2 ** 53], // a tie between two doubles: to even
    [q((1n << 54n) + 3n), 2 ** 54 + 4], // above the tie: up
  ])('%o ≈ %s', (value, expected) => {
    expect(rationalToNumber(value)).toBe(expected);
  });

  it('equals IEEE division when both parts are exact doubles (property)', () => {
    const part = fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 });
    fc.assert(
      fc.property(
        part,
        part.filter((value) => value !== 0),
        (numerator, denominator) => {
          const expected = numerator / denominator;
          expect(rationalToNumber(q(BigInt(numerator), BigInt(denominator)))).toBe(
            expected === 0 ? 0 : expected,
          );
        },
      ),
    );
  });
});
