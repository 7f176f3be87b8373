// Property tests: whatever formatRational writes, evaluateExpression reads back; and random expression
// trees, written out as text, evaluate to what direct rational arithmetic on the tree gives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './evaluate-expression';
import { formatRational, formatRationalDecimal, formatRationalMixed } from './format-rational';
import { arbitraryRational } from './fraction-arbitraries';
import * as R from './rational';

type Operator = '+' | '-' | '*' | '/' | '×' | '÷';
type Tree =
  | { readonly kind: 'leaf'; readonly value: R.Rational; readonly text: string }
  | { readonly kind: 'node'; readonly operator: Operator; readonly left: Tree; readonly right: Tree };

// The same value written each way a user might type it.
const arbitraryLeaf: fc.Arbitrary<Tree> = fc.oneof(
  arbitraryRational.map((value) => ({ kind: 'leaf' as const, value, text: formatRational(value) })),
  // A mixed number is parenthesized: '3 / 1 1/2' would read as the fraction 3/1 next to 1/2.
  arbitraryRational.map((value) => ({
    kind: 'leaf' as const,
    value,
    text: `(${formatRationalMixed(value)})`,
  })),
  fc
    .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }))
    .map(([digits, places]) => {
      const value = R.rationalFrom(digits, 10n ** BigInt(places));
      return { kind: 'leaf' as const, value, text: formatRationalDecimal(value, places) };
    }),
);

const arbitraryTree = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    arbitraryLeaf,
    fc.record({
      kind: fc.constant('node' as const),
      operator: fc.constantFrom<Operator>('+', '-', '*', '/', '×', '÷'),
      left: tie('tree'),
      right: tie('tree'),
    }),
  ),
})).tree;

function writeTree(tree: Tree): string {
  if (tree.kind === 'leaf') return tree.text;
  // After '/', a leaf such as 3/4 would fuse with a whole number before it into the fraction '5 / 3'.
  const right = tree.operator === '/' ? `(${writeTree(tree.right)})` : writeTree(tree.right);
  return `(${writeTree(tree.left)} ${tree.operator} ${right})`;
}

/** The exact value, or undefined when some division is by zero. */
function evaluateTree(tree: Tree): R.Rational | undefined {
  if (tree.kind === 'leaf') return tree.value;
  const left = evaluateTree(tree.left);
  const right = evaluateTree(tree.right);
  if (left === undefined || right === undefined) return undefined;
  if (tree.operator === '+') return R.rationalAdd(left, right);
  if (tree.operator === '-') return R.rationalSubtract(left, right);
  if (tree.operator === '*' || tree.operator === '×') return R.rationalMultiply(left, right);
  return R.rationalIsZero(right) ? undefined : R.rationalDivide(left, right);
}

describe('evaluateExpression (property)', () => {
  it('reads back what formatRational and formatRationalMixed write', () => {
    fc.assert(
      fc.property(arbitraryRational, (value) => {
        for (const text of [formatRational(value), formatRationalMixed(value)]) {
          const result = evaluateExpression(text);
          expect(result.ok && result.value.value).toEqual(value);
        }
      }),
    );
  });

  it('agrees with direct rational arithmetic on random expressions', () => {
    fc.assert(
      fc.property(arbitraryTree, (tree) => {
        const expected = evaluateTree(tree);
        const result = evaluateExpression(writeTree(tree));
        if (expected === undefined) {
          expect(!result.ok && result.error.message).toBe('Cannot divide by zero');
        } else {
          expect(result.ok && result.value.value).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary text, and every refusal says why', () => {
    const alphabet = fc.constantFrom(...'0123456789./ +-*×÷()x−e'.split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }), (characters) => {
        const result = evaluateExpression(characters.join(''));
        if (!result.ok) expect(result.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });
});
