// Reading the Royalty and NRI Calculator's inputs. docs/product.md#validation: 'inputs accept decimals or a/b
// fractions'. We also take mixed numbers ('10 1/2' acres, as deeds write them) and an exact Rational
// (for feeding one calculator's result into another without rounding). No exponents, commas or '%'.
import { CalcError } from './calc-error';
import { rationalFromDecimalText, rationalFromUnsignedDecimal } from './parse-decimal';
import {
  type Rational,
  rationalAdd,
  rationalCompare,
  rationalDivide,
  rationalFrom,
  rationalIsNegative,
  rationalIsZero,
  rationalNegate,
} from './rational';

export type QuantityInput = string | Rational;

export interface QuantityField {
  /** The input's property name, e.g. 'unitAcres', copied to CalcError.field. */
  readonly key: string;
  /** How messages name it, e.g. 'Unit size'. */
  readonly label: string;
}

// Nothing on a title or check stub needs more; longer text is a paste gone wrong.
const MAX_QUANTITY_LENGTH = 200;
const UNSIGNED_DECIMAL = String.raw`\d+(?:\.\d*)?|\.\d+`;
// An optional sign, an optional whole part, then numerator / denominator: '3/16', '-1/8', '10 1/2',
// '0.5/640'. Spaces around the slash are allowed.
const FRACTION = new RegExp(
  String.raw`^(-?)\s*(?:(\d+)\s+)?(${UNSIGNED_DECIMAL})\s*/\s*(${UNSIGNED_DECIMAL})$`,
);

/** Throws CalcError with `field` set; the calculators catch it and return it as their result. */
export function parseQuantity(input: QuantityInput, field: QuantityField): Rational {
  if (typeof input !== 'string') return input;
  const text = input.trim();
  if (text === '') throw new CalcError('missing-value', `${field.label} is required`, { field: field.key });
  if (text.length > MAX_QUANTITY_LENGTH) {
    throw new CalcError('invalid-quantity', `${field.label} is too long (at most 200 characters)`, {
      field: field.key,
    });
  }
  const value = parseQuantityText(text, field);
  if (value === undefined) {
    const message = `${field.label} must be a decimal (like 0.1875) or a fraction (like 3/16)`;
    throw new CalcError('invalid-quantity', message, { field: field.key });
  }
  return value;
}

function parseQuantityText(text: string, field: QuantityField): Rational | undefined {
  const decimal = rationalFromDecimalText(text);
  if (decimal !== undefined) return decimal;
  const match = FRACTION.exec(text);
  if (match === null) return undefined;
  const [, sign, whole = '0', numerator = '', denominator = ''] = match;
  const divisor = rationalFromUnsignedDecimal(denominator);
  if (rationalIsZero(divisor)) {
    throw new CalcError('zero-denominator', `${field.label} cannot have a zero denominator`, {
      field: field.key,
    });
  }
  const size = rationalAdd(
    rationalFrom(BigInt(whole)),
    rationalDivide(rationalFromUnsignedDecimal(numerator), divisor),
  );
  return sign === '-' ? rationalNegate(size) : size;
}

export function requirePositive(value: Rational, field: QuantityField): Rational {
  if (rationalIsNegative(value) || rationalIsZero(value)) {
    throw new CalcError('not-positive', `${field.label} must be greater than 0`, { field: field.key });
  }
  return value;
}

export function requireNonNegative(value: Rational, field: QuantityField): Rational {
  if (rationalIsNegative(value)) {
    throw new CalcError('negative', `${field.label} cannot be negative`, { field: field.key });
  }
  return value;
}

/** Refuses a value above `limit` with the given message (the reason differs for each input). */
export function requireAtMost(
  value: Rational,
  limit: Rational,
  field: QuantityField,
  message: string,
): Rational {
  if (rationalCompare(value, limit) > 0) throw new CalcError('out-of-range', message, { field: field.key });
  return value;
}
