// Writing rationals as text. `formatRational` and `formatRationalMixed` write text that
// `evaluateExpression` reads back to exactly the same value; the decimal writers round only for display.
import type { Rational } from './rational';

/** '5/8', '-5/8', '3', '0': the improper form, in lowest terms. */
export function formatRational(q: Rational): string {
  return q.denominator === 1n ? `${q.numerator}` : `${q.numerator}/${q.denominator}`;
}

/** '1 1/2', '-1 1/2', '5/8', '3': a whole part and a proper fraction, as deeds write acreage. */
export function formatRationalMixed(q: Rational): string {
  const negative = q.numerator < 0n;
  const magnitude = negative ? -q.numerator : q.numerator;
  const whole = magnitude / q.denominator;
  const remainder = magnitude % q.denominator;
  if (whole === 0n || remainder === 0n) return formatRational(q);
  return `${negative ? '-' : ''}${whole} ${remainder}/${q.denominator}`;
}

export interface DecimalFormatOptions {
  /** Drop trailing zeros (and a bare point): '0.62500000' becomes '0.625'. */
  readonly trimZeros?: boolean;
  /** Group the whole part in thousands with commas: '1,234.56'. */
  readonly groupThousands?: boolean;
}

/**
 * The value rounded to `places` decimals, half-up computed on the exact rational (a tie goes away from
 * zero, like a spreadsheet's ROUND), so 0.0029296875 to 8 places is '0.00292969'. A value that rounds to
 * zero is written without a minus sign.
 */
export function formatRationalDecimal(
  q: Rational,
  places: number,
  options: DecimalFormatOptions = {},
): string {
  const magnitude = q.numerator < 0n ? -q.numerator : q.numerator;
  const scaled = magnitude * 10n ** BigInt(places);
  let rounded = scaled / q.denominator;
  if (2n * (scaled % q.denominator) >= q.denominator) rounded += 1n;
  const digits = rounded.toString().padStart(places + 1, '0');
  const wholeDigits = digits.slice(0, digits.length - places);
  const whole = options.groupThousands ? groupInThousands(wholeDigits) : wholeDigits;
  let fraction = digits.slice(digits.length - places);
  if (options.trimZeros) fraction = fraction.replace(/0+$/, '');
  const sign = q.numerator < 0n && rounded !== 0n ? '-' : '';
  return fraction === '' ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

// A loop rather than the usual lookahead regex, which is quadratic on very long digit strings.
function groupInThousands(digits: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.push(digits.slice(Math.max(0, end - 3), end));
  return groups.reverse().join(',');
}
