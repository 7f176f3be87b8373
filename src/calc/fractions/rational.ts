// Exact rational numbers on BigInt. Every figure a landman or surveyor reads comes from here, so nothing
// in this folder touches floating point until a value is finally written out for display.
//
// Names start with the type they act on (`rationalAdd`, `rationalFrom`), after excalidraw's packages/math.
import { bigintGcd } from './gcd';

declare const rationalBrand: unique symbol;

/**
 * An exact fraction, always in lowest terms with a positive denominator (zero is 0/1), so two equal
 * values have equal fields. Only `rationalFrom` and the functions below make one.
 */
export type Rational = {
  readonly numerator: bigint;
  readonly denominator: bigint;
  readonly [rationalBrand]: true;
};

/** Builds numerator/denominator in lowest terms. Throws a RangeError on a zero denominator (a bug). */
export function rationalFrom(numerator: bigint, denominator = 1n): Rational {
  if (denominator === 0n) throw new RangeError('Rational with a zero denominator');
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = bigintGcd(numerator, denominator);
  return {
    numerator: (sign * numerator) / divisor,
    denominator: (sign * denominator) / divisor,
  } as Rational;
}

export const RATIONAL_ZERO = rationalFrom(0n);
export const RATIONAL_ONE = rationalFrom(1n);

export function rationalAdd(a: Rational, b: Rational): Rational {
  return rationalFrom(
    a.numerator * b.denominator + b.numerator * a.denominator,
    a.denominator * b.denominator,
  );
}

export function rationalSubtract(a: Rational, b: Rational): Rational {
  return rationalAdd(a, rationalNegate(b));
}

export function rationalMultiply(a: Rational, b: Rational): Rational {
  return rationalFrom(a.numerator * b.numerator, a.denominator * b.denominator);
}

/** a ÷ b. Throws a RangeError when b is zero: callers check `rationalIsZero` and report it themselves. */
export function rationalDivide(a: Rational, b: Rational): Rational {
  if (b.numerator === 0n) throw new RangeError('Rational division by zero');
  return rationalFrom(a.numerator * b.denominator, a.denominator * b.numerator);
}

export function rationalNegate(q: Rational): Rational {
  return { numerator: -q.numerator, denominator: q.denominator } as Rational;
}

export function rationalAbs(q: Rational): Rational {
  return q.numerator < 0n ? rationalNegate(q) : q;
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function rationalCompare(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.numerator * b.denominator;
  const right = b.numerator * a.denominator;
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

export function rationalEquals(a: Rational, b: Rational): boolean {
  // Lowest terms make the representation unique.
  return a.numerator === b.numerator && a.denominator === b.denominator;
}

export function rationalIsZero(q: Rational): boolean {
  return q.numerator === 0n;
}

export function rationalIsNegative(q: Rational): boolean {
  return q.numerator < 0n;
}

export function rationalIsInteger(q: Rational): boolean {
  return q.denominator === 1n;
}

/** The exact value of a decimal written as digits, e.g. ('12', '5') → 12.5 = 25/2. Digits only. */
export function rationalFromDecimalDigits(integerDigits: string, fractionDigits: string): Rational {
  const scale = 10n ** BigInt(fractionDigits.length);
  return rationalFrom(BigInt(`0${integerDigits}${fractionDigits}`), scale);
}
