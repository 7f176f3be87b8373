// Splits an expression into numerals, operators and parentheses, rejecting what can never be valid.
// Linear and without recursion, so any input length is safe.
import { CalcError } from './calc-error';

export type OperatorSymbol = '+' | '-' | '*' | '/' | '÷';

export type ExpressionToken =
  | { readonly kind: 'numeral'; readonly text: string; readonly isInteger: boolean; readonly start: number }
  | { readonly kind: 'operator'; readonly symbol: OperatorSymbol; readonly start: number }
  | { readonly kind: 'open'; readonly start: number }
  | { readonly kind: 'close'; readonly start: number };

// Guards beyond the product description. The parser is linear, but exact arithmetic on n-digit numbers costs about n²,
// so digits are capped: 12,000 digits in all keep the worst case (one gcd of two 12,000-digit numbers,
// about 10 ms) well inside the 50 ms budget while still accepting a 10,000-digit numerator.
export const MAX_EXPRESSION_LENGTH = 100_000;
export const MAX_EXPRESSION_DIGITS = 12_000;

// '×' and '÷' come from the on-screen buttons, '−' (U+2212) from text pasted out of documents.
const OPERATORS: Readonly<Record<string, OperatorSymbol>> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '*': '*',
  '×': '*',
  // Owners write "1/2 x 3/16" for "half of three-sixteenths".
  x: '*',
  X: '*',
  '/': '/',
  '÷': '÷',
};

const NUMERAL_CHARACTER = /[0-9.]/;
const VALID_NUMERAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const WHITESPACE = /\s/;

/** Throws CalcError; `evaluateExpression` turns that into its result. */
export function tokenizeExpression(text: string): ExpressionToken[] {
  if (text.length > MAX_EXPRESSION_LENGTH) {
    throw new CalcError('expression-too-long', 'Expression is too long (at most 100,000 characters)');
  }
  const tokens: ExpressionToken[] = [];
  let digitCount = 0;
  let index = 0;
  while (index < text.length) {
    const character = text.charAt(index);
    if (WHITESPACE.test(character)) {
      index += 1;
    } else if (NUMERAL_CHARACTER.test(character)) {
      let end = index + 1;
      while (end < text.length && NUMERAL_CHARACTER.test(text.charAt(end))) end += 1;
      const numeral = text.slice(index, end);
      digitCount += numeral.length;
      tokens.push({ kind: 'numeral', text: numeral, isInteger: /^\d+$/.test(numeral), start: index });
      index = end;
    } else if (isWordOf(text, index)) {
      // "3/16 of 1/8": as deeds and owners say a share of a share.
      tokens.push({ kind: 'operator', symbol: '*', start: index });
      index += 2;
    } else if (character === '(' || character === ')') {
      tokens.push({ kind: character === '(' ? 'open' : 'close', start: index });
      index += 1;
    } else {
      const symbol = OPERATORS[character];
      if (symbol === undefined) {
        // codePointAt keeps an emoji (two UTF-16 units) whole in the detail.
        const unknown = String.fromCodePoint(text.codePointAt(index) ?? 0);
        throw new CalcError('unknown-operator', 'Unknown operator', { detail: unknown });
      }
      tokens.push({ kind: 'operator', symbol, start: index });
      index += 1;
    }
  }
  if (digitCount > MAX_EXPRESSION_DIGITS) {
    throw new CalcError('numbers-too-long', 'Numbers are too long (at most 12,000 digits in all)');
  }
  rejectMalformedFractions(text, tokens);
  return tokens;
}

/** The word "of" (any letter case) on its own at `index`, not part of a longer word. */
function isWordOf(text: string, index: number): boolean {
  if (text.slice(index, index + 2).toLowerCase() !== 'of') return false;
  return !/[a-z]/i.test(text.charAt(index - 1)) && !/[a-z]/i.test(text.charAt(index + 2));
}

// Every operand is a fraction to this calculator (a whole number is n/1), hence the product description's wording for a
// numeral such as '1.2.3' or a lone '.'; a doubled slash is the product description's 'Invalid fraction'.
function rejectMalformedFractions(text: string, tokens: readonly ExpressionToken[]): void {
  tokens.forEach((token, index) => {
    if (token.kind === 'numeral' && !VALID_NUMERAL.test(token.text)) {
      const quoted = quoteFractionAround(text, tokens, index, index);
      throw new CalcError('invalid-fraction-numbers', `Invalid numbers in fraction: ${quoted}`);
    }
    const next = tokens[index + 1];
    if (isSlash(token) && next !== undefined && isSlash(next)) {
      const quoted = quoteFractionAround(text, tokens, index, index + 1);
      throw new CalcError('invalid-fraction', `Invalid fraction: ${quoted}`);
    }
  });
}

function isSlash(token: ExpressionToken): boolean {
  return token.kind === 'operator' && token.symbol === '/';
}

// The source text of tokens[first..last], widened over the numerals and slashes either side, so the
// message quotes '1.2.3/4' or '1//2' rather than a fragment.
function quoteFractionAround(text: string, tokens: readonly ExpressionToken[], first: number, last: number) {
  const isFractionPart = (token: ExpressionToken | undefined) =>
    token !== undefined && (token.kind === 'numeral' || isSlash(token));
  let from = first;
  let to = last;
  while (isFractionPart(tokens[from - 1])) from -= 1;
  while (isFractionPart(tokens[to + 1])) to += 1;
  const end = tokens[to + 1]?.start ?? text.length;
  return text.slice(tokens[from]?.start ?? 0, end).trim();
}
