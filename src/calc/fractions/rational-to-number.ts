// The nearest double to an exact rational, for the `decimal` field the product description's Fraction result carries.
// `Number(n) / Number(d)` is wrong twice over: each conversion rounds, and a 400-digit numerator becomes
// Infinity (so Infinity / Infinity = NaN). Instead divide the BigInts with enough extra bits that the
// quotient rounds correctly, and scale by a power of two, which is exact.
import { bigintBitLength } from './gcd';
import type { Rational } from './rational';

// Two guard bits past the 53 of a double, plus a sticky bit, make the final rounding correct.
const QUOTIENT_BITS = 65;

export function rationalToNumber(q: Rational): number {
  if (q.numerator === 0n) return 0;
  const magnitude = q.numerator < 0n ? -q.numerator : q.numerator;
  const shift = bigintBitLength(q.denominator) - bigintBitLength(magnitude) + QUOTIENT_BITS;
  const dividend = shift > 0 ? magnitude << BigInt(shift) : magnitude;
  const divisor = shift > 0 ? q.denominator : q.denominator << BigInt(-shift);
  let quotient = dividend / divisor;
  if (quotient * divisor !== dividend) quotient |= 1n;
  const value = scaleByPowerOfTwo(Number(quotient), -shift);
  return q.numerator < 0n ? -value : value;
}

// 2 ** exponent underflows to 0 below -1074 although the product may still be representable, so scale
// in steps whose factors are exact powers of two.
function scaleByPowerOfTwo(value: number, exponent: number): number {
  let result = value;
  let remaining = exponent;
  while (remaining < -1000) {
    result *= 2 ** -1000;
    remaining += 1000;
  }
  return result * 2 ** remaining;
}
