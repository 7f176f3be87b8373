import type { CalcError } from '../../../../../calc/fractions';

// The library's message is the product description's (docs/product.md#validation); the second sentence says what to do about it, for
// someone who has never used a calculator that takes expressions.
const ADVICE: Partial<Record<CalcError['code'], string>> = {
  'empty-expression': 'Type a sum such as 1/2 + 1/8, or pick an example.',
  'mismatched-parentheses': 'Every ( needs a matching ) after it.',
  'incomplete-expression':
    'A number or an operator is missing: check the start, the end and between numbers.',
  'invalid-fraction': 'Write a fraction as one number, a slash, and another number: 3/16.',
  'invalid-fraction-numbers': 'Write a fraction as one number, a slash, and another number: 3/16.',
  'zero-denominator': 'The number under the slash cannot be 0.',
  'divide-by-zero': 'Dividing by 0 has no answer.',
  'unknown-operator': 'Use digits, a slash for fractions, + − × ÷ (or * and /) and parentheses.',
};

/** 'Unknown operator “e”. Use digits, ...': the product description's message, the text at fault, and advice. */
export function describeExpressionError(error: CalcError): string {
  const quoted = error.detail === undefined ? '' : ` “${error.detail}”`;
  const advice = ADVICE[error.code];
  return advice === undefined ? `${error.message}${quoted}` : `${error.message}${quoted}. ${advice}`;
}
