// Display text for the Quick Fraction Calculator's result ('numerator/denominator and decimal', docs/product.md
// #pages).
import type { FractionResult } from './evaluate-expression';
import { formatRational, formatRationalDecimal, formatRationalMixed } from './format-rational';

/** Enough for 1/512 = 0.001953125 and 1/1024 = 0.0009765625 to show exactly. */
export const FRACTION_RESULT_DECIMAL_PLACES = 10;

export interface FractionResultText {
  /** '29/48', '-3/2', '4'. */
  readonly fraction: string;
  /** '1 1/2' for 3/2; the same as `fraction` below 1. */
  readonly mixed: string;
  /** Up to 10 decimals, trailing zeros dropped, rounded half-up: '0.6041666667'. */
  readonly decimal: string;
  /** False when `decimal` was rounded (the UI may prefix '≈'). */
  readonly decimalIsExact: boolean;
}

export function formatFractionResult(result: FractionResult): FractionResultText {
  const { value } = result;
  const places = FRACTION_RESULT_DECIMAL_PLACES;
  // Exact when the value times 10^places is a whole number.
  const decimalIsExact = (value.numerator * 10n ** BigInt(places)) % value.denominator === 0n;
  return {
    fraction: formatRational(value),
    mixed: formatRationalMixed(value),
    decimal: formatRationalDecimal(value, places, { trimZeros: true }),
    decimalIsExact,
  };
}
