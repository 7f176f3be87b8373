// Recognising a decimal interest as the fraction it was rounded from (docs/product.md#calculators):
// a division order's 0.00292969 is 3/1024 rounded to 8 places. Mineral interests are built from halves,
// quarters, eighths, sixteenths… of a section or a royalty, and fifths, thirds or sixths of an estate, so the
// fractions tried have denominators 2^k, 3·2^k and 5·2^k up to 1024.
import { parseDecimalParts, rationalFromDecimalParts } from './parse-decimal';
import { type Rational, rationalAbs, rationalCompare, rationalFrom, rationalSubtract } from './rational';
import { rationalToNumber } from './rational-to-number';

export interface CommonInterest {
  numerator: bigint;
  denominator: bigint;
  /** The fraction's exact decimal (as far as a double shows it). */
  decimal: number;
  /** Typed decimal minus the fraction, exactly. */
  difference: Rational;
  /** The typed decimal equals the fraction exactly. */
  exact: boolean;
}

const DENOMINATORS: readonly bigint[] = (() => {
  const found = new Set<bigint>();
  for (const base of [1n, 3n, 5n]) for (let d = base; d <= 1024n; d *= 2n) if (d > 1n) found.add(d);
  return [...found].sort((a, b) => (a < b ? -1 : 1));
})();

/** Fewer places than this match too many fractions to say anything useful ("0.3" is near 5/16 and 1/3). */
const MIN_DECIMALS = 4;

/**
 * The simplest common fraction the typed decimal is, or rounds from at the places typed (within half a unit
 * of the last digit). Undefined when none fits, for whole numbers, negatives, and fewer than 4 decimals that
 * are not exact.
 */
export function recognizeCommonInterest(text: string): CommonInterest | undefined {
  const parts = parseDecimalParts(text.trim(), true);
  if (parts === undefined || parts.negative || parts.exponent !== 0) return undefined;
  const value = rationalFromDecimalParts(parts);
  const places = parts.fractionDigits.length;
  if (value.numerator <= 0n || value.numerator >= value.denominator) return undefined;
  // Half a unit in the last place typed: 0.00292969 stands for anything in [0.002929685, 0.002929695).
  const tolerance = rationalFrom(5n, 10n ** BigInt(places + 1));
  for (const denominator of DENOMINATORS) {
    // The nearest numerator for this denominator.
    const numerator = (value.numerator * denominator * 2n + value.denominator) / (value.denominator * 2n);
    if (numerator <= 0n || numerator >= denominator) continue;
    const candidate = rationalFrom(numerator, denominator);
    if (candidate.denominator !== denominator) continue; // not in lowest terms: a smaller one was tried already
    const difference = rationalSubtract(value, candidate);
    const exact = difference.numerator === 0n;
    if (!exact && places < MIN_DECIMALS) continue;
    if (exact || rationalCompare(rationalAbs(difference), tolerance) < 0)
      return { numerator, denominator, decimal: rationalToNumber(candidate), difference, exact };
  }
  return undefined;
}
