// The Reverse Calculator (docs/product.md#pages, #validation and #limits): which title fractions, alone or two at a time,
// make a decimal from a check stub or division order. Matching is exact: |candidate − decimal| ≤ 1e-6
// computed on rationals, so 0.270833 finds 13/48 = 1/4 + 1/48 (off by 3.3e-7).
import { CalcError, type CalcResult, fail, succeed } from './calc-error';
import { rationalFromDecimalText } from './parse-decimal';
import { type Rational, rationalAbs, rationalIsNegative, rationalNegate } from './rational';
import { rationalToNumber } from './rational-to-number';
import { listTitleFractionCombinations, type TitleFractionCombination } from './title-fraction-combinations';

// docs/product.md#validation: a candidate matches when it is within 1e-6 of the decimal, i.e. 1/1,000,000.
const TOLERANCE_DENOMINATOR = 1_000_000n;
export const REVERSE_CANDIDATES_KEPT = 10;
export const REVERSE_CANDIDATES_SHOWN = 5;
export const SIMPLEST_MATCH_LABEL = 'Simplest Match';

export interface ReverseCandidate {
  /** Text `evaluateExpression` reads back, e.g. '1/4 + 1/48', '1/2 × 3/16' or '-(1/4 + 1/48)'. */
  readonly expression: string;
  /** The exact value of the expression (13/48), which may differ from the decimal by up to 1e-6. */
  readonly value: Rational;
  readonly numerator: bigint;
  readonly denominator: bigint;
  readonly decimal: number;
  readonly termCount: 1 | 2;
  /** 'Simplest Match' on the first candidate, null on the others. */
  readonly label: typeof SIMPLEST_MATCH_LABEL | null;
}

/**
 * Up to 10 expressions, simplest first (see title-fraction-combinations.ts for the order); an empty list
 * when nothing matches (zero, or a value no two title fractions make). A negative decimal is matched by
 * its size and the expressions negated. Non-numbers give 'Invalid decimal'.
 */
export function reverseFraction(decimalText: string): CalcResult<readonly ReverseCandidate[]> {
  const target = rationalFromDecimalText(decimalText.trim());
  if (target === undefined) return fail(new CalcError('invalid-decimal', 'Invalid decimal'));
  const negative = rationalIsNegative(target);
  const size = rationalAbs(target);
  const matches: ReverseCandidate[] = [];
  for (const combination of listTitleFractionCombinations()) {
    if (matches.length === REVERSE_CANDIDATES_KEPT) break;
    if (!isWithinTolerance(combination.value, size)) continue;
    matches.push(describeCandidate(combination, negative, matches.length === 0));
  }
  return succeed(matches);
}

// |a − b| ≤ 1/1,000,000, cross-multiplied to stay in integers.
function isWithinTolerance(a: Rational, b: Rational): boolean {
  const difference = a.numerator * b.denominator - b.numerator * a.denominator;
  const magnitude = difference < 0n ? -difference : difference;
  return magnitude * TOLERANCE_DENOMINATOR <= a.denominator * b.denominator;
}

function describeCandidate(
  combination: TitleFractionCombination,
  negative: boolean,
  first: boolean,
): ReverseCandidate {
  const value = negative ? rationalNegate(combination.value) : combination.value;
  let expression = combination.expression;
  if (negative) expression = combination.termCount === 1 ? `-${expression}` : `-(${expression})`;
  return {
    expression,
    value,
    numerator: value.numerator,
    denominator: value.denominator,
    decimal: rationalToNumber(value),
    termCount: combination.termCount,
    label: first ? SIMPLEST_MATCH_LABEL : null,
  };
}
