import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryNonZeroRational, arbitraryRational } from './fraction-arbitraries';
import { bigintGcd } from './gcd';
import {
  RATIONAL_ONE,
  RATIONAL_ZERO,
  type Rational,
  rationalAbs,
  rationalAdd,
  rationalCompare,
  rationalDivide,
  rationalEquals,
  rationalFrom,
  rationalIsInteger,
  rationalIsNegative,
  rationalMultiply,
  rationalNegate,
  rationalSubtract,
} from './rational';

const q = (numerator: bigint, denominator = 1n) => rationalFrom(numerator, denominator);
const fields = (value: Rational) => [value.numerator, value.denominator];

describe('rationalFrom', () => {
  it.each([
    // [numerator, denominator, expected numerator, expected denominator]
    [30n, 10240n, 3n, 1024n], // 10 acres × 3/16 ÷ 640 = 30/10240 = 3/1024 (gcd 10)
    [6n, -8n, -3n, 4n], // the sign moves to the numerator, then gcd 2
    [-6n, -8n, 3n, 4n], // two minus signs cancel
    [0n, -5n, 0n, 1n], // zero is always 0/1
    [125n, 1000n, 1n, 8n], // 0.125 = 125/1000 = 1/8 (gcd 125)
    [7n, 1n, 7n, 1n], // already whole
  ])('%s/%s is %s/%s', (numerator, denominator, expectedNumerator, expectedDenominator) => {
    expect(fields(q(numerator, denominator))).toEqual([expectedNumerator, expectedDenominator]);
  });

  it('refuses a zero denominator, which only a bug could ask for', () => {
    expect(() => q(1n, 0n)).toThrow(RangeError);
    expect(() => rationalDivide(RATIONAL_ONE, RATIONAL_ZERO)).toThrow(RangeError);
  });
});

describe('arithmetic by hand', () => {
  it.each([
    // [a, b, a + b, a − b, a × b, a ÷ b]
    [q(1n, 2n), q(1n, 8n), q(5n, 8n), q(3n, 8n), q(1n, 16n), q(4n)], // 4/8+1/8; 4/8−1/8; 1/16; 8/2
    [q(1n, 4n), q(1n, 16n), q(5n, 16n), q(3n, 16n), q(1n, 64n), q(4n)], // 4/16±1/16; 1/64; 16/4
    [q(3n, 16n), q(1n, 5n), q(31n, 80n), q(-1n, 80n), q(3n, 80n), q(15n, 16n)], // 15/80±16/80; 3/80; 15/16
    [q(-2n, 3n), q(3n, 4n), q(1n, 12n), q(-17n, 12n), q(-1n, 2n), q(-8n, 9n)], // −8/12+9/12; −8/12−9/12
  ])('%o and %o', (a, b, sum, difference, product, quotient) => {
    expect(rationalAdd(a, b)).toEqual(sum);
    expect(rationalSubtract(a, b)).toEqual(difference);
    expect(rationalMultiply(a, b)).toEqual(product);
    expect(rationalDivide(a, b)).toEqual(quotient);
  });

  it('compares, tests and takes sizes', () => {
    expect(rationalCompare(q(1n, 3n), q(1n, 2n))).toBe(-1); // 2/6 < 3/6
    expect(rationalCompare(q(1n, 2n), q(2n, 4n))).toBe(0);
    expect(rationalCompare(q(3n, 16n), q(1n, 8n))).toBe(1); // 3/16 > 2/16
    expect(rationalAbs(q(-3n, 4n))).toEqual(q(3n, 4n));
    expect(rationalAbs(q(3n, 4n))).toEqual(q(3n, 4n));
    expect(rationalIsNegative(q(-1n, 9n))).toBe(true);
    expect(rationalIsInteger(q(8n, 4n))).toBe(true);
    expect(rationalIsInteger(q(8n, 3n))).toBe(false);
    expect(rationalEquals(q(2n, 4n), q(1n, 2n))).toBe(true);
  });
});

describe('field laws (property)', () => {
  it('addition and multiplication are commutative and associative', () => {
    fc.assert(
      fc.property(arbitraryRational, arbitraryRational, arbitraryRational, (a, b, c) => {
        expect(rationalAdd(a, b)).toEqual(rationalAdd(b, a));
        expect(rationalMultiply(a, b)).toEqual(rationalMultiply(b, a));
        expect(rationalAdd(rationalAdd(a, b), c)).toEqual(rationalAdd(a, rationalAdd(b, c)));
        expect(rationalMultiply(rationalMultiply(a, b), c)).toEqual(
          rationalMultiply(a, rationalMultiply(b, c)),
        );
      }),
    );
  });

  it('multiplication distributes over addition', () => {
    fc.assert(
      fc.property(arbitraryRational, arbitraryRational, arbitraryRational, (a, b, c) => {
        const left = rationalMultiply(a, rationalAdd(b, c));
        expect(left).toEqual(rationalAdd(rationalMultiply(a, b), rationalMultiply(a, c)));
      }),
    );
  });

  it('has identities and inverses', () => {
    fc.assert(
      fc.property(arbitraryRational, arbitraryNonZeroRational, (a, b) => {
        expect(rationalAdd(a, RATIONAL_ZERO)).toEqual(a);
        expect(rationalMultiply(a, RATIONAL_ONE)).toEqual(a);
        expect(rationalAdd(a, rationalNegate(a))).toEqual(RATIONAL_ZERO);
        expect(rationalMultiply(b, rationalDivide(RATIONAL_ONE, b))).toEqual(RATIONAL_ONE);
        expect(rationalMultiply(rationalDivide(a, b), b)).toEqual(a);
      }),
    );
  });

  it('keeps every result in lowest terms with a positive denominator', () => {
    fc.assert(
      fc.property(arbitraryRational, arbitraryNonZeroRational, (a, b) => {
        for (const value of [rationalAdd(a, b), rationalSubtract(a, b), rationalDivide(a, b)]) {
          expect(value.denominator > 0n).toBe(true);
          expect(bigintGcd(value.numerator, value.denominator)).toBe(1n);
        }
      }),
    );
  });
});
