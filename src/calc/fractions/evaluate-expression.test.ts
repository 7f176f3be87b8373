import { describe, expect, it } from 'vitest';
import type { CalcResult } from './calc-error';
import { evaluateExpression, type FractionResult } from './evaluate-expression';
import { formatFractionResult } from './format-fraction-result';
import { rationalAdd, rationalFrom, rationalSubtract } from './rational';
import { MAX_EXPRESSION_DIGITS, MAX_EXPRESSION_LENGTH } from './tokenize-expression';

function fractionTextOf(result: CalcResult<FractionResult>): string {
  if (!result.ok) throw new Error(`expected a value, got '${result.error.message}'`);
  return `${result.value.numerator}/${result.value.denominator}`;
}

function messageOf(result: CalcResult<FractionResult>): string {
  if (result.ok) throw new Error(`expected an error, got ${fractionTextOf(result)}`);
  return result.error.message;
}

describe('evaluateExpression: the product description example buttons', () => {
  it.each([
    ['1/2+1/8', '5/8', 0.625], // 4/8 + 1/8 = 5/8 = 0.625
    ['(1/2+1/4)*3/8', '9/32', 0.28125], // 3/4 × 3/8 = 9/32 = 0.28125
    ['1/4-1/16', '3/16', 0.1875], // 4/16 − 1/16 = 3/16 = 0.1875
    ['1/2+1/8-1/48', '29/48', 29 / 48], // 24/48 + 6/48 − 1/48 = 29/48 = 0.6041666…
  ])('%s = %s', (text, fraction, decimal) => {
    const result = evaluateExpression(text);
    expect(fractionTextOf(result)).toBe(fraction);
    expect(result.ok && result.value.decimal).toBe(decimal);
  });
});

describe('evaluateExpression: the grammar', () => {
  it.each([
    ['3/8', '3/8'], // a fraction literal
    ['0.125', '1/8'], // 125/1000 = 1/8
    ['.5 + 5.', '11/2'], // 1/2 + 5 = 11/2
    ['7', '7/1'], // whole numbers are n/1
    ['1 1/2', '3/2'], // mixed number: 1 + 1/2
    ['2-3/4', '5/4'], // two minus three quarters, not the mixed number 2 3/4
    ['2 3/4', '11/4'], // the mixed number: 8/4 + 3/4
    ['-1 1/2 + 2', '1/2'], // −3/2 + 4/2
    ['1 / 2', '1/2'], // spaces around the slash still make a fraction
    ['1/2/3', '1/6'], // the fraction 1/2, divided by 3
    ['1 1/2/3', '1/2'], // the mixed number 3/2, divided by 3
    ['2÷1/2', '4/1'], // ÷ is always division and 1/2 a fraction: 2 ÷ 1/2 = 4
    ['6/2/3', '1/1'], // 6/2 = 3, ÷ 3 = 1
    ['1.5/2', '3/4'], // not between two integers, so division: 3/2 ÷ 2
    ['1/2.5', '2/5'], // 1 ÷ 5/2
    ['1+2*3', '7/1'], // × binds first: 1 + 6
    ['1-2-3', '-4/1'], // left to right: (1 − 2) − 3
    ['2*3÷4', '3/2'], // (2 × 3) ÷ 4
    ['12÷3÷2', '2/1'], // (12 ÷ 3) ÷ 2
    ['3 × 1/2', '3/2'], // the × button
    ['1 − 1/4', '3/4'], // a pasted U+2212 minus
    ['-1/2*3', '-3/2'], // (−1/2) × 3
    ['2*-3', '-6/1'], // a sign after an operator
    ['2--1', '3/1'], // 2 − (−1): one sign per operand is allowed
    ['-(-(1/3))', '1/3'], // signs separated by parentheses
    ['(((1/2)))', '1/2'], // redundant parentheses
    ['1/3 + 1/3 + 1/3', '1/1'], // exact: no 0.9999…
    ['0.1 + 0.2', '3/10'], // exact: no 0.30000000000000004
    ['4/8', '1/2'], // always in lowest terms
    ['3/-4', '-3/4'], // division by −4: the sign goes on the numerator
    ['\t1/2\n+ 1/4 ', '3/4'], // any whitespace
  ])('%s = %s', (text, fraction) => {
    expect(fractionTextOf(evaluateExpression(text))).toBe(fraction);
  });
});

describe('evaluateExpression: the documented error messages', () => {
  it.each([
    ['', 'Empty expression'],
    ['   ', 'Empty expression'],
    ['(', 'Mismatched parentheses'],
    [')(', 'Mismatched parentheses'],
    ['(1/2', 'Mismatched parentheses'],
    ['1/2)', 'Mismatched parentheses'],
    ['1+', 'Incomplete expression'],
    ['*2', 'Incomplete expression'],
    ['-', 'Incomplete expression'],
    ['()', 'Incomplete expression'],
    ['(1+)', 'Incomplete expression'],
    ['1/2 1/4', 'Incomplete expression'], // a missing operator
    ['2(3)', 'Incomplete expression'],
    ['(1)(2)', 'Incomplete expression'],
    ['1//2', 'Invalid fraction: 1//2'],
    ['3 + 1/ /2', 'Invalid fraction: 1/ /2'],
    ['1.2.3/4', 'Invalid numbers in fraction: 1.2.3/4'],
    ['1/4.4.4', 'Invalid numbers in fraction: 1/4.4.4'],
    ['. + 1', 'Invalid numbers in fraction: .'],
    ['1/0', 'Cannot have zero denominator'],
    ['5 1/0', 'Cannot have zero denominator'],
    ['(1)/0', 'Cannot divide by zero'],
    ['1÷0', 'Cannot divide by zero'],
    ['1/(1/2-1/2)', 'Cannot divide by zero'],
    ['1/0.0', 'Cannot divide by zero'], // 0.0 is not an integer, so this slash is division
    ['2^3', 'Unknown operator'],
    ['--1', 'Unknown operator'],
    ['1e400', 'Unknown operator'],
  ])('%j gives %j', (text, message) => {
    expect(messageOf(evaluateExpression(text))).toBe(message);
  });

  it('names the offending character when the message does not', () => {
    const result = evaluateExpression('1e400');
    expect(!result.ok && [result.error.code, result.error.detail]).toEqual(['unknown-operator', 'e']);
    const emoji = evaluateExpression('1 + 😀');
    expect(!emoji.ok && emoji.error.detail).toBe('😀');
  });
});

describe('evaluateExpression: guards beyond the product description', () => {
  it('refuses text longer than 100,000 characters before reading it', () => {
    const text = `1${' '.repeat(MAX_EXPRESSION_LENGTH)}`;
    expect(messageOf(evaluateExpression(text))).toBe('Expression is too long (at most 100,000 characters)');
  });

  it('refuses more than 12,000 digits in all, and accepts exactly 12,000', () => {
    const half = '7'.repeat(MAX_EXPRESSION_DIGITS / 2);
    expect(evaluateExpression(`${half}/${half}`).ok).toBe(true); // 6,000 + 6,000 digits: 1
    expect(messageOf(evaluateExpression(`${half}/${half}1`))).toBe(
      'Numbers are too long (at most 12,000 digits in all)',
    );
  });

  it('adds and subtracts long decimals exactly', () => {
    // 0.111…1 (100 ones) + 0.222…2 (90 twos) − 0.5: denominators 10^100 and 10^90, far past 2^256.
    const ones = '1'.repeat(100);
    const twos = '2'.repeat(90);
    const expected = rationalSubtract(
      rationalAdd(rationalFrom(BigInt(ones), 10n ** 100n), rationalFrom(BigInt(twos), 10n ** 90n)),
      rationalFrom(1n, 2n),
    );
    for (const text of [`0.${ones} + 0.${twos} - 0.5`, `0.${twos} + 0.${ones} - 0.5`]) {
      const result = evaluateExpression(text);
      expect(result.ok && result.value.value).toEqual(expected);
    }
  });

  it('answers a 10,000-character sum of fractions with large coprime denominators exactly', () => {
    // 1/1009 + 1/1013 + …: the exact sum has a denominator of thousands of digits.
    const isPrime = (n: number) => {
      for (let divisor = 2; divisor * divisor <= n; divisor += 1) if (n % divisor === 0) return false;
      return true;
    };
    let text = '1/1009';
    for (let candidate = 1013; ; candidate += 2) {
      if (!isPrime(candidate)) continue;
      const term = `+1/${candidate}`;
      if (text.length + term.length > 10_000) break;
      text += term;
    }
    const result = evaluateExpression(text);
    expect(result.ok && result.value.denominator.toString().length).toBeGreaterThan(3000);
  });
});

describe('formatFractionResult', () => {
  it.each([
    // [expression, fraction, mixed, decimal, exact?]
    ['29/48', '29/48', '29/48', '0.6041666667', false], // 0.60416666666… rounds up at the 10th place
    ['3/2', '3/2', '1 1/2', '1.5', true],
    ['-3/2', '-3/2', '-1 1/2', '-1.5', true],
    ['1/512', '1/512', '1/512', '0.001953125', true], // 2^-9 has 9 decimals
    ['8/2', '4', '4', '4', true],
    ['0', '0', '0', '0', true],
  ])('%s', (text, fraction, mixed, decimal, decimalIsExact) => {
    const result = evaluateExpression(text);
    expect(result.ok && formatFractionResult(result.value)).toEqual({
      fraction,
      mixed,
      decimal,
      decimalIsExact,
    });
  });
});

describe('evaluateExpression: the way owners write a share of a share', () => {
  it.each([
    ['1/2 x 3/16', '3/32'],
    ['1/2X3/16', '3/32'],
    ['3/16 of 1/8', '3/128'],
    ['3/16 OF 1/8', '3/128'],
    ['1/2 of 3/16 of 1/8', '3/256'],
    ['1 1/2 x 1/4', '3/8'],
    ['  3 / 16   of   1 / 8  ', '3/128'],
    ['(1/2 + 1/4) of 1/8', '3/32'],
  ])('%j is %s', (text, fraction) => {
    expect(fractionTextOf(evaluateExpression(text))).toBe(fraction);
  });

  it.each([['1/2 off 1/8'], ['1/2 xx 1/8'], ['1/2 o 1/8'], ['1/2 ofx 1/8']])(
    '%j is still refused',
    (text) => {
      expect(evaluateExpression(text).ok).toBe(false);
    },
  );
});
