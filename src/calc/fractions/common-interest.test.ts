import { describe, expect, it } from 'vitest';
import { recognizeCommonInterest } from './common-interest';

describe('recognizeCommonInterest', () => {
  it.each([
    ['0.00292969', '3/1024', false], // a division order's 8 places
    ['0.0029297', '3/1024', false],
    ['0.0029296875', '3/1024', true],
    ['0.1875', '3/16', true],
    ['0.5', '1/2', true],
    ['0.125', '1/8', true],
    ['0.02083333', '1/48', false], // 1/6 of 1/8
    ['0.2', '1/5', true],
    ['0.33333333', '1/3', false],
    ['0.01171875', '3/256', true],
    ['.0009765625', '1/1024', true],
    ['0.3', '3/10', true],
  ])('%s is %s (exact: %s)', (text, fraction, exact) => {
    const found = recognizeCommonInterest(text);
    expect(found && `${found.numerator}/${found.denominator}`).toBe(fraction);
    expect(found?.exact).toBe(exact);
  });

  it.each([
    ['0.31'],
    ['0.123'],
    ['0.00292'],
    ['0.12345678'],
    ['0'],
    ['1'],
    ['1.5'],
    ['-0.5'],
    [''],
    ['abc'],
    ['1e-3'],
  ])('%j is not called a common fraction', (text) => {
    expect(recognizeCommonInterest(text)).toBeUndefined();
  });

  it('says how far the typed decimal is from the fraction, exactly', () => {
    const found = recognizeCommonInterest('0.00292969');
    expect(found?.difference).toEqual({ numerator: 1n, denominator: 400_000_000n }); // 0.0000000025
    expect(found?.decimal).toBe(0.0029296875);
  });
});
