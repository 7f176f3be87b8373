// The Quick Fraction Calculator (docs/product.md#pages and #validation): + - * × ÷ /, parentheses, unary minus, whole
// numbers, decimals, fractions and mixed numbers, evaluated exactly. A shunting-yard loop with explicit
// stacks instead of recursive descent, so 10,000 nested parentheses cannot overflow the call stack.
import { CalcError, type CalcResult, runCalculation } from './calc-error';
import type { Rational } from './rational';
import { rationalToNumber } from './rational-to-number';
import { readNumericLiteral } from './read-numeric-literal';
import { type ExpressionToken, tokenizeExpression } from './tokenize-expression';
import {
  type UnreducedFraction,
  unreducedAdd,
  unreducedDivide,
  unreducedMultiply,
  unreducedNegate,
  unreducedToRational,
} from './unreduced-fraction';

/** The product description's Fraction result (docs/product.md#data), plus the exact value for further arithmetic. */
export interface FractionResult {
  readonly value: Rational;
  /** In lowest terms; carries the sign. */
  readonly numerator: bigint;
  /** In lowest terms; always positive. */
  readonly denominator: bigint;
  /** Nearest double, for convenience only: display with `formatRationalDecimal(value, places)`. */
  readonly decimal: number;
}

type BinaryOperator = '+' | '-' | '*' | '/';
type StackEntry = BinaryOperator | 'negate' | '(';

// Multiplication and division bind before addition and subtraction (docs/product.md#validation); a unary minus
// binds tightest, so '-1/2*3' is (-1/2)*3.
const PRECEDENCE: Readonly<Record<Exclude<StackEntry, '('>, number>> = {
  '+': 1,
  '-': 1,
  '*': 2,
  '/': 2,
  negate: 3,
};

/** Never throws: a failure is `{ ok: false, error }` with the product description's message in `error.message`. */
export function evaluateExpression(text: string): CalcResult<FractionResult> {
  return runCalculation(() => {
    const tokens = tokenizeExpression(text);
    if (tokens.length === 0) throw new CalcError('empty-expression', 'Empty expression');
    requireBalancedParentheses(tokens);
    const value = unreducedToRational(evaluateTokens(tokens));
    return {
      value,
      numerator: value.numerator,
      denominator: value.denominator,
      decimal: rationalToNumber(value),
    };
  });
}

function requireBalancedParentheses(tokens: readonly ExpressionToken[]): void {
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === 'open') depth += 1;
    if (token.kind === 'close') depth -= 1;
    if (depth < 0) break;
  }
  if (depth !== 0) throw new CalcError('mismatched-parentheses', 'Mismatched parentheses');
}

// Parentheses are known to balance, so every ')' finds its '(' on the stack.
function evaluateTokens(tokens: readonly ExpressionToken[]): UnreducedFraction {
  const values: UnreducedFraction[] = [];
  const operators: StackEntry[] = [];
  const applyTop = () => applyOperator(operators.pop() as Exclude<StackEntry, '('>, values);
  let expectingOperand = true;
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] as ExpressionToken;
    if (expectingOperand && token.kind === 'numeral') {
      const literal = readNumericLiteral(tokens, index);
      values.push(literal.value);
      index = literal.next;
      expectingOperand = false;
      continue;
    }
    if (expectingOperand && token.kind === 'open') {
      operators.push('(');
    } else if (expectingOperand && token.kind === 'operator' && token.symbol === '-') {
      // One sign per operand: '2--1' is 2 minus -1, but '--1' is refused rather than guessed at.
      if (tokens[index - 1]?.kind === 'operator' && operators.at(-1) === 'negate') {
        throw new CalcError('unknown-operator', 'Unknown operator', { detail: '--' });
      }
      operators.push('negate');
    } else if (expectingOperand) {
      // An operator with nothing before it, '()', or ')' straight after an operator.
      throw new CalcError('incomplete-expression', 'Incomplete expression');
    } else if (token.kind === 'operator') {
      const operator: BinaryOperator = token.symbol === '÷' ? '/' : token.symbol;
      while (hasPrecedence(operators.at(-1), PRECEDENCE[operator])) applyTop();
      operators.push(operator);
      expectingOperand = true;
    } else if (token.kind === 'close') {
      while (operators.at(-1) !== '(') applyTop();
      operators.pop();
    } else {
      // Two numbers or groups side by side, e.g. '1/2 1/4' or '2(3)': an operator is missing.
      throw new CalcError('incomplete-expression', 'Incomplete expression');
    }
    index += 1;
  }
  if (expectingOperand) throw new CalcError('incomplete-expression', 'Incomplete expression');
  while (operators.length > 0) applyTop();
  return values.pop() as UnreducedFraction;
}

function hasPrecedence(entry: StackEntry | undefined, precedence: number): boolean {
  return entry !== undefined && entry !== '(' && PRECEDENCE[entry] >= precedence;
}

function applyOperator(operator: Exclude<StackEntry, '('>, values: UnreducedFraction[]): void {
  const right = values.pop() as UnreducedFraction;
  if (operator === 'negate') {
    values.push(unreducedNegate(right));
    return;
  }
  const left = values.pop() as UnreducedFraction;
  if (operator === '+') values.push(unreducedAdd(left, right));
  if (operator === '-') values.push(unreducedAdd(left, unreducedNegate(right)));
  if (operator === '*') values.push(unreducedMultiply(left, right));
  if (operator === '/') values.push(unreducedDivide(left, right));
}
