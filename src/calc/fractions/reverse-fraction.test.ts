import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './evaluate-expression';
import { REVERSE_CANDIDATES_KEPT, reverseFraction, SIMPLEST_MATCH_LABEL } from './reverse-fraction';
import { listTitleFractionCombinations } from './title-fraction-combinations';
import { TITLE_FRACTIONS } from './title-fractions';

function expressionsFor(decimal: string): string[] {
  const result = reverseFraction(decimal);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.map((candidate) => candidate.expression);
}

describe('reverseFraction: the product description example buttons', () => {
  it.each([
    // [decimal, simplest match, another expected candidate, the exact value]
    ['0.5', '1/2', '1/3 + 1/6', '1/2'], // 2/6 + 1/6 = 3/6
    ['0.625', '5/8', '1/2 + 1/8', '5/8'], // 4/8 + 1/8
    ['0.270833', '1/4 + 1/48', '3/16 + 1/12', '13/48'], // 12/48 + 1/48; 9/48 + 4/48; |13/48 − 0.270833| ≈ 3.3e-7
    ['0.015625', '1/64', '1/4 × 1/16', '1/64'], // 0.015625 = 2^-6 exactly
  ])('%s: simplest %s', (decimal, simplest, other, exact) => {
    const result = reverseFraction(decimal);
    if (!result.ok) throw new Error(result.error.message);
    const [first] = result.value;
    expect(first).toMatchObject({ expression: simplest, label: SIMPLEST_MATCH_LABEL });
    expect(`${first?.numerator}/${first?.denominator}`).toBe(exact);
    expect(result.value.map((candidate) => candidate.expression)).toContain(other);
    expect(result.value.slice(1).every((candidate) => candidate.label === null)).toBe(true);
    expect(result.value.length).toBeLessThanOrEqual(REVERSE_CANDIDATES_KEPT);
  });
});

describe('reverseFraction: matching and order', () => {
  it('offers 1/4 + 1/48 among the five shown for 0.270833', () => {
    expect(expressionsFor('0.270833').slice(0, 5)).toContain('1/4 + 1/48');
  });

  it('keeps at most 10 candidates, fewer terms first', () => {
    const result = reverseFraction('0.5');
    expect(result.ok && result.value.length).toBe(10);
    expect(result.ok && result.value.map((candidate) => candidate.termCount)).toEqual([
      1, 2, 2, 2, 2, 2, 2, 2, 2, 2,
    ]);
  });

  it.each([
    ['0.1875', '3/16'], // a lease royalty, exact
    ['0.1', '1/2 - 2/5'], // no single fits: 5/10 − 4/10; products rank after differences
    ['0.2', '1/5'],
    ['0.333333', '1/3'], // within 1e-6 (off by 3.3e-7)
    ['0.0029296875', '3/32 × 1/32'], // 10 acres at 3/16 in 640 = 3/1024: products only, smallest denominators
    ['-0.270833', '-(1/4 + 1/48)'], // matched by size, then negated
    ['  .625 ', '5/8'], // trimmed, no leading zero
  ])('%s → %s first', (decimal, simplest) => {
    expect(expressionsFor(decimal)[0]).toBe(simplest);
  });

  it.each([
    ['0'], // no interest is zero
    ['0.37'], // nothing within 1e-6 (0.3 would match 1/2 − 1/5)
    ['5'], // larger than any sum of two title fractions
  ])('%s has no candidates', (decimal) => {
    expect(expressionsFor(decimal)).toEqual([]);
  });

  it('matches exactly at the 1e-6 tolerance and not beyond', () => {
    // 1/2 ± 0.000001 still matches 1/2; ± 0.0000011 does not (nor do any other combinations).
    expect(expressionsFor('0.500001')[0]).toBe('1/2');
    expect(expressionsFor('0.499999')[0]).toBe('1/2');
    expect(expressionsFor('0.5000011')).not.toContain('1/2');
  });

  it('gives candidates whose expression evaluates to their value, within 1e-6 of the decimal', () => {
    const result = reverseFraction('-0.270833');
    for (const candidate of result.ok ? result.value : []) {
      const evaluated = evaluateExpression(candidate.expression);
      expect(evaluated.ok && evaluated.value.value).toEqual(candidate.value);
      expect(Math.abs(candidate.decimal - -0.270833)).toBeLessThanOrEqual(1e-6);
    }
  });

  it('writes every combination as text evaluateExpression reads back to its value', () => {
    for (const combination of listTitleFractionCombinations()) {
      const evaluated = evaluateExpression(combination.expression);
      expect(evaluated.ok && evaluated.value.value).toEqual(combination.value);
    }
  });

  it('lists each title fraction once, in lowest terms', () => {
    const written = TITLE_FRACTIONS.map((fraction) => `${fraction.numerator}/${fraction.denominator}`);
    expect(new Set(written).size).toBe(written.length);
  });
});
