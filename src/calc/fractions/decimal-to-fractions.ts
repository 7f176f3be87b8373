// Decimal to Fraction (docs/product.md#pages, #validation and #limits): the convergents of the continued fraction of the
// decimal, each strictly closer than the one before, the last equal to the decimal itself.
import { CalcError, type CalcResult, fail, succeed } from './calc-error';
import { formatRationalDecimal } from './format-rational';
import {
  type DecimalParts,
  parseDecimalParts,
  rationalFromDecimalParts,
  shiftDecimalParts,
} from './parse-decimal';
import { type Rational, rationalFrom } from './rational';
import { rationalToNumber } from './rational-to-number';

/** docs/product.md#validation: at most 15 decimals are used; later digits are dropped (truncated, not rounded). */
export const DECIMAL_TO_FRACTION_MAX_DECIMALS = 15;
/** docs/product.md#limits: the approximation loop runs fewer than 1000 steps (15 decimals need at most ~75). */
export const DECIMAL_TO_FRACTION_MAX_STEPS = 999;
/** What the page shows for empty input (docs/product.md#pages); `decimalToFractions('')` itself gives []. */
export const EMPTY_DECIMAL_TO_FRACTION_TEXT = '0/1 = 0';

// Beyond 2^53 − 1 a double no longer holds every whole number, so the original tool stopped there;
// no interest or acreage comes near it.
const MAX_WHOLE_PART = BigInt(Number.MAX_SAFE_INTEGER);
// An exponent further out than this is either far too large or truncates to zero at 15 decimals; the
// bound keeps '1e999999999' from building a billion-character string.
const MAX_EXPONENT_SIZE = 1000;
// Not yet a number, but not wrong either: the page shows nothing while the user is still typing.
const UNFINISHED_INPUT = new Set(['', '.', '-', '-.']);

export interface FractionApproximation {
  readonly value: Rational;
  readonly numerator: bigint;
  readonly denominator: bigint;
  readonly decimal: number;
  /** 'n/d = decimal' with the decimal rounded to 8 places and trailing zeros dropped: '1/3 = 0.33333333'. */
  readonly text: string;
}

/**
 * The successive approximations of a decimal such as '0.270833', '-2.5' or '1.5625E-2'. Empty, '.' and
 * '-' give an empty list; text that is not a number gives 'Invalid number'; a value too large for the
 * tool (including '1e400') gives 'Number too large or invalid'.
 */
export function decimalToFractions(text: string): CalcResult<readonly FractionApproximation[]> {
  const trimmed = text.trim();
  if (UNFINISHED_INPUT.has(trimmed)) return succeed([]);
  const parts = parseDecimalParts(trimmed, true);
  if (parts === undefined) return fail(new CalcError('invalid-number', 'Invalid number'));
  const value = readTruncatedValue(parts);
  if (value === undefined) return fail(new CalcError('number-too-large', 'Number too large or invalid'));
  return succeed(listConvergents(value).map(describeApproximation));
}

function readTruncatedValue(parts: DecimalParts): Rational | undefined {
  const isZero = /^0*$/.test(parts.integerDigits + parts.fractionDigits);
  if (isZero || parts.exponent < -MAX_EXPONENT_SIZE) return rationalFrom(0n);
  if (parts.exponent > MAX_EXPONENT_SIZE) return undefined;
  const shifted = shiftDecimalParts(parts);
  const wholeDigits = shifted.integerDigits.replace(/^0+/, '');
  // Compare lengths first so that a 10,000-digit whole part is refused without converting it.
  if (wholeDigits.length > 16 || BigInt(`0${wholeDigits}`) > MAX_WHOLE_PART) return undefined;
  const fractionDigits = shifted.fractionDigits.slice(0, DECIMAL_TO_FRACTION_MAX_DECIMALS);
  return rationalFromDecimalParts({ ...shifted, fractionDigits });
}

// Convergents h/k of the continued fraction [a0; a1, a2, ...] of |value|: h = a·h' + h'', k = a·k' + k''.
// Working on the size and restoring the sign afterwards keeps -0.5 as 0/1, -1/2 (mirroring 0.5) instead
// of the floor-based -1/1, -1/2.
function listConvergents(value: Rational): Rational[] {
  const negative = value.numerator < 0n;
  let numerator = negative ? -value.numerator : value.numerator;
  let denominator = value.denominator;
  let [previousH, earlierH, previousK, earlierK] = [1n, 0n, 0n, 1n];
  const convergents: Rational[] = [];
  for (let step = 0; step < DECIMAL_TO_FRACTION_MAX_STEPS; step += 1) {
    const term = numerator / denominator;
    [previousH, earlierH] = [term * previousH + earlierH, previousH];
    [previousK, earlierK] = [term * previousK + earlierK, previousK];
    convergents.push(rationalFrom(negative ? -previousH : previousH, previousK));
    [numerator, denominator] = [denominator, numerator - term * denominator];
    if (denominator === 0n) break;
  }
  return convergents;
}

function describeApproximation(value: Rational): FractionApproximation {
  const decimalText = formatRationalDecimal(value, 8, { trimZeros: true });
  return {
    value,
    numerator: value.numerator,
    denominator: value.denominator,
    decimal: rationalToNumber(value),
    text: `${value.numerator}/${value.denominator} = ${decimalText}`,
  };
}
