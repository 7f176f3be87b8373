// Errors of the fraction and royalty calculators. Public functions never throw: they return a
// CalcResult, and a failure carries a CalcError whose `message` is ready to show inline. Messages listed
// in docs/product.md#validation are reproduced word for word; the others are ours and say which input is wrong.

export type CalcErrorCode =
  // docs/product.md#validation, expression calculator.
  | 'mismatched-parentheses'
  | 'empty-expression'
  | 'incomplete-expression'
  | 'invalid-fraction'
  | 'invalid-fraction-numbers'
  | 'zero-denominator'
  | 'divide-by-zero'
  | 'unknown-operator'
  // Beyond the product description: guards so that any input answers quickly.
  | 'expression-too-long'
  | 'numbers-too-long'
  // docs/product.md#validation, reverse calculator and decimal to fraction.
  | 'invalid-decimal'
  | 'number-too-large'
  | 'invalid-number'
  // Royalty inputs (our wording; the product description only says a zero divisor gives no result).
  | 'missing-value'
  | 'invalid-quantity'
  | 'not-positive'
  | 'negative'
  | 'out-of-range';

export class CalcError extends Error {
  override readonly name = 'CalcError';
  /** Stable identifier for tests and the UI; the message may be reworded, the code may not. */
  readonly code: CalcErrorCode;
  /** For royalty inputs, the input the message is about (e.g. 'unitAcres'), to place it beside that box. */
  readonly field: string | undefined;
  /** The offending text when the message does not quote it, e.g. 'e' for 'Unknown operator' in '1e400'. */
  readonly detail: string | undefined;

  constructor(code: CalcErrorCode, message: string, context: { field?: string; detail?: string } = {}) {
    super(message);
    this.code = code;
    this.field = context.field;
    this.detail = context.detail;
  }
}

export type CalcResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: CalcError };

export function succeed<T>(value: T): CalcResult<T> {
  return { ok: true, value };
}

export function fail<T>(error: CalcError): CalcResult<T> {
  return { ok: false, error };
}

/**
 * Runs a calculation whose helpers throw CalcError (so it reads as straight-line arithmetic) and turns
 * that into a failed result. Any other exception is a bug and is left to propagate.
 */
export function runCalculation<T>(calculate: () => T): CalcResult<T> {
  try {
    return succeed(calculate());
  } catch (error) {
    if (error instanceof CalcError) return fail(error);
    throw error;
  }
}
