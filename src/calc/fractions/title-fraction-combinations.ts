// Every expression the Reverse Calculator may offer, built once and kept in order of simplicity (product description
// docs/product.md#limits: 'sorted by simplicity'). Simpler means, in turn:
//   1. fewer terms (3/16 before 1/8 + 1/16);
//   2. a sum, then a difference, then a product (how interests are usually added up in a title chain);
//   3. fewer terms that are not unit fractions (1/4 + 1/48 before 3/16 + 1/12: landmen write a share as
//      a sum of 'one over' pieces);
//   4. a smaller largest denominator, then a smaller sum of denominators;
//   5. finally the text, so the order never depends on the engine's sort.

import { formatRational } from './format-rational';
import { type Rational, rationalAdd, rationalCompare, rationalMultiply, rationalSubtract } from './rational';
import { TITLE_FRACTIONS } from './title-fractions';

export interface TitleFractionCombination {
  readonly expression: string;
  readonly value: Rational;
  readonly termCount: 1 | 2;
  readonly simplicity: readonly number[];
}

const OPERATION_RANK = { single: 0, sum: 1, difference: 2, product: 3 } as const;

let combinations: readonly TitleFractionCombination[] | undefined;

/** About 1,700 combinations of the 34 title fractions, simplest first; built on first use. */
export function listTitleFractionCombinations(): readonly TitleFractionCombination[] {
  combinations ??= buildCombinations().sort(compareSimplicity);
  return combinations;
}

function buildCombinations(): TitleFractionCombination[] {
  const built = TITLE_FRACTIONS.map((fraction) => combine('single', [fraction], fraction));
  TITLE_FRACTIONS.forEach((a, i) => {
    TITLE_FRACTIONS.forEach((b, j) => {
      // Each unordered pair once, the larger term written first ('1/4 + 1/48', '3/16 × 1/64'); a
      // difference only when positive.
      if (rationalCompare(a, b) <= 0 || i === j) return;
      built.push(combine('sum', [a, b], rationalAdd(a, b)));
      built.push(combine('difference', [a, b], rationalSubtract(a, b)));
      built.push(combine('product', [a, b], rationalMultiply(a, b)));
    });
  });
  return built;
}

function combine(
  operation: keyof typeof OPERATION_RANK,
  terms: readonly Rational[],
  value: Rational,
): TitleFractionCombination {
  const symbol = { single: '', sum: ' + ', difference: ' - ', product: ' × ' }[operation];
  // Denominators of title fractions are at most 512, so Number() is exact here.
  const denominators = terms.map((term) => Number(term.denominator));
  const simplicity = [
    terms.length,
    OPERATION_RANK[operation],
    terms.filter((term) => term.numerator !== 1n).length,
    Math.max(...denominators),
    denominators.reduce((sum, denominator) => sum + denominator, 0),
  ];
  return {
    expression: terms.map(formatRational).join(symbol),
    value,
    termCount: terms.length === 1 ? 1 : 2,
    simplicity,
  };
}

function compareSimplicity(a: TitleFractionCombination, b: TitleFractionCombination): number {
  for (let index = 0; index < a.simplicity.length; index += 1) {
    const difference = (a.simplicity[index] ?? 0) - (b.simplicity[index] ?? 0);
    if (difference !== 0) return difference;
  }
  // Expressions are unique, so this never returns 0.
  return a.expression < b.expression ? -1 : 1;
}
