// Reads one number as typed: a whole number, a decimal, a fraction or a mixed number. Only a slash
// between two whole numbers makes a fraction ('3/8'); any other slash is division, done by the parser.
// So '1/2/3' is the fraction 1/2 divided by 3 (= 1/6), '2÷1/2' is 2 divided by one half (= 4), and '1/0'
// is a bad fraction ('Cannot have zero denominator') while '(1)/0' is a bad division ('Cannot divide by
// zero'). A whole number, whitespace, then a fraction is a mixed number: '1 1/2' = 3/2; '2-3/4' stays
// two minus three quarters because the minus is an operator.
import { CalcError } from './calc-error';
import type { ExpressionToken } from './tokenize-expression';
import { type UnreducedFraction, unreducedFrom } from './unreduced-fraction';

export interface NumericLiteral {
  readonly value: UnreducedFraction;
  /** Index of the first token after the literal. */
  readonly next: number;
}

/** tokens[index] must be a valid numeral (the tokenizer rejects malformed ones). */
export function readNumericLiteral(tokens: readonly ExpressionToken[], index: number): NumericLiteral {
  const first = wholeNumberAt(tokens, index);
  if (first === undefined) {
    const token = tokens[index] as Extract<ExpressionToken, { kind: 'numeral' }>;
    return { value: decimalValue(token.text), next: index + 1 };
  }
  const fraction = fractionAt(tokens, index);
  if (fraction !== undefined) return fraction;
  const mixedPart = fractionAt(tokens, index + 1);
  if (mixedPart !== undefined) {
    const { numerator, denominator } = mixedPart.value;
    return { value: unreducedFrom(first * denominator + numerator, denominator), next: mixedPart.next };
  }
  return { value: unreducedFrom(first), next: index + 1 };
}

function wholeNumberAt(tokens: readonly ExpressionToken[], index: number): bigint | undefined {
  const token = tokens[index];
  return token?.kind === 'numeral' && token.isInteger ? BigInt(token.text) : undefined;
}

function fractionAt(tokens: readonly ExpressionToken[], index: number): NumericLiteral | undefined {
  const numerator = wholeNumberAt(tokens, index);
  const slash = tokens[index + 1];
  const denominator = wholeNumberAt(tokens, index + 2);
  if (numerator === undefined || denominator === undefined) return undefined;
  if (slash?.kind !== 'operator' || slash.symbol !== '/') return undefined;
  if (denominator === 0n) throw new CalcError('zero-denominator', 'Cannot have zero denominator');
  return { value: unreducedFrom(numerator, denominator), next: index + 3 };
}

// '0.125' is exactly 125/1000; '.5' and '5.' are accepted as 0.5 and 5.
function decimalValue(text: string): UnreducedFraction {
  const [integerDigits = '', fractionDigits = ''] = text.split('.');
  return unreducedFrom(BigInt(`0${integerDigits}${fractionDigits}`), 10n ** BigInt(fractionDigits.length));
}
