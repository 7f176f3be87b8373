// Arithmetic for the expression evaluator that postpones reducing to lowest terms. A gcd on n-digit
// numbers costs about n², so reducing after every step of a long sum of fractions with large coprime
// denominators would blow the time budget; left unreduced, sizes only add up (bounded by the digits
// typed), and one gcd at the end gives the same exact value. Small values are still reduced as we go
// (cheaply) so everyday expressions never grow.
import { CalcError } from './calc-error';
import { bigintGcd } from './gcd';
import { type Rational, rationalFrom } from './rational';

/** numerator/denominator with a positive denominator, not necessarily in lowest terms. */
export interface UnreducedFraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

const REDUCE_BELOW = 1n << 256n;

export function unreducedFrom(numerator: bigint, denominator = 1n): UnreducedFraction {
  const magnitude = numerator < 0n ? -numerator : numerator;
  if (magnitude >= REDUCE_BELOW || denominator >= REDUCE_BELOW) return { numerator, denominator };
  const divisor = bigintGcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

export function unreducedAdd(a: UnreducedFraction, b: UnreducedFraction): UnreducedFraction {
  // Equal denominators (1/48 + 5/48, or whole numbers) need no cross-multiplying.
  if (a.denominator === b.denominator) return unreducedFrom(a.numerator + b.numerator, a.denominator);
  // Large denominators where one divides the other, typically powers of ten from long decimals: use
  // the larger rather than the product, which would double the size the final gcd has to work on.
  if (a.denominator >= REDUCE_BELOW && b.denominator >= REDUCE_BELOW) {
    const [smaller, larger] = a.denominator < b.denominator ? [a, b] : [b, a];
    if (larger.denominator % smaller.denominator === 0n) {
      const scale = larger.denominator / smaller.denominator;
      return unreducedFrom(smaller.numerator * scale + larger.numerator, larger.denominator);
    }
  }
  return unreducedFrom(
    a.numerator * b.denominator + b.numerator * a.denominator,
    a.denominator * b.denominator,
  );
}

export function unreducedNegate(q: UnreducedFraction): UnreducedFraction {
  return { numerator: -q.numerator, denominator: q.denominator };
}

export function unreducedMultiply(a: UnreducedFraction, b: UnreducedFraction): UnreducedFraction {
  return unreducedFrom(a.numerator * b.numerator, a.denominator * b.denominator);
}

export function unreducedDivide(a: UnreducedFraction, b: UnreducedFraction): UnreducedFraction {
  if (b.numerator === 0n) throw new CalcError('divide-by-zero', 'Cannot divide by zero');
  const sign = b.numerator < 0n ? -1n : 1n;
  return unreducedFrom(sign * a.numerator * b.denominator, sign * a.denominator * b.numerator);
}

export function unreducedToRational(q: UnreducedFraction): Rational {
  return rationalFrom(q.numerator, q.denominator);
}
