// Reading decimal text exactly. `Number('0.1')` is already inexact and `Number('1e400')` is Infinity,
// so decimals are read digit by digit into a rational instead.
import { type Rational, rationalFromDecimalDigits, rationalNegate } from './rational';

export interface DecimalParts {
  readonly negative: boolean;
  /** Digits before the point, possibly empty ('.5'). */
  readonly integerDigits: string;
  /** Digits after the point, possibly empty ('5' or '5.'). */
  readonly fractionDigits: string;
  /** Power of ten from an 'e' suffix; 0 when there is none. May be huge ('1e99999'). */
  readonly exponent: number;
}

const PLAIN_DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;
const SCIENTIFIC_DECIMAL = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Splits '-12.5' (and, when allowed, '1.5e-3') into its parts, or undefined when the text is not a
 * decimal. Only a leading '-' is accepted as a sign. The text should already be trimmed.
 */
export function parseDecimalParts(text: string, allowExponent = false): DecimalParts | undefined {
  const match = (allowExponent ? SCIENTIFIC_DECIMAL : PLAIN_DECIMAL).exec(text);
  if (match === null) return undefined;
  const [, sign = '', integerDigits = '', fractionDigits = '', exponentText = '0'] = match;
  if (integerDigits === '' && fractionDigits === '') return undefined;
  return { negative: sign === '-', integerDigits, fractionDigits, exponent: Number(exponentText) };
}

/** The exact value of plain decimal parts (the exponent is ignored: callers shift first). */
export function rationalFromDecimalParts(parts: DecimalParts): Rational {
  const magnitude = rationalFromDecimalDigits(parts.integerDigits, parts.fractionDigits);
  return parts.negative ? rationalNegate(magnitude) : magnitude;
}

/** Plain decimal text (no exponent) as an exact rational, or undefined. '' and '.' are not decimals. */
export function rationalFromDecimalText(text: string): Rational | undefined {
  const parts = parseDecimalParts(text);
  return parts === undefined ? undefined : rationalFromDecimalParts(parts);
}

/** Digits with at most one point, already checked ('12.5', '.5', '5.'), as an exact rational. */
export function rationalFromUnsignedDecimal(text: string): Rational {
  const [integerDigits = '', fractionDigits = ''] = text.split('.');
  return rationalFromDecimalDigits(integerDigits, fractionDigits);
}

/**
 * Moves the decimal point by the exponent, so that '1.5e-3' becomes the plain parts of '0.0015'. The
 * caller bounds the exponent first: a shift of n digits builds a string of n characters.
 */
export function shiftDecimalParts(parts: DecimalParts): DecimalParts {
  const digits = parts.integerDigits + parts.fractionDigits;
  const point = parts.integerDigits.length + parts.exponent;
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const shiftedPoint = Math.max(point, 0);
  return {
    negative: parts.negative,
    integerDigits: padded.slice(0, shiftedPoint),
    fractionDigits: padded.slice(shiftedPoint),
    exponent: 0,
  };
}
