import { describe, expect, it } from 'vitest';
import { checkDivisionOrder } from './check-division-order';
import { rationalFrom } from './rational';

const owner = { mineralAcres: '10', royalty: '3/16', unitAcres: '640' }; // NRI 3/1024 = 0.0029296875

describe('checkDivisionOrder', () => {
  it('agrees when the stated decimal is the NRI rounded to 8 places', () => {
    // 0.00292969 − 0.0029296875 = 0.0000000025, which rounds to 0 at 8 places.
    const result = checkDivisionOrder({ ...owner, statedDecimal: '0.00292969' });
    expect(result.ok && result.value).toMatchObject({
      agrees: true,
      differenceText: '0.00000000',
      explainingMineralAcres: null,
      explainingRoyalty: null,
      computed: { decimalText: '0.00292969' },
      stated: { decimalText: '0.00292969' },
    });
    expect(result.ok && result.value.difference).toEqual(rationalFrom(1n, 400_000_000n)); // 0.0000000025
  });

  it('disagrees by a unit in the 8th place when the operator truncated instead of rounding', () => {
    // 0.00292968 vs 0.00292969: the difference −0.0000000075 rounds (half-up, away from zero) to −0.00000001.
    const result = checkDivisionOrder({ ...owner, statedDecimal: '0.00292968' });
    expect(result.ok && result.value).toMatchObject({ agrees: false, differenceText: '-0.00000001' });
    expect(result.ok && result.value.explainingRoyalty?.nearestCommonRoyalty).toBe('3/16');
  });

  it('explains a 1/4 royalty paid where the lease says 3/16', () => {
    // Stated 0.00390625 = 1/256. Acreage at 3/16: 1/256 × 640 ÷ 3/16 = 2.5 × 16/3 = 40/3 = 13 1/3.
    // Royalty at 10 acres: 1/256 × 640 ÷ 10 = 1/4. Difference: 1/256 − 3/1024 = 1/1024 = 0.0009765625.
    const result = checkDivisionOrder({ ...owner, statedDecimal: '0.00390625' });
    expect(result.ok && result.value).toMatchObject({
      agrees: false,
      differenceText: '0.00097656',
      explainingMineralAcres: { fractionText: '13 1/3', acresText: '13.3333' },
      explainingRoyalty: { decimalText: '0.25000000', fractionText: '1/4', nearestCommonRoyalty: '1/4' },
    });
  });

  it('recognises a common royalty behind a rounded decimal, within what its last digit allows', () => {
    // Stated 0.00195313 (1/512 = 10 acres at 1/8, rounded). Royalty at 10 acres: × 64 = 0.12500032;
    // its last printed digit is worth 1e-8 × 64 = 6.4e-7, and |1/8 − 0.12500032| = 3.2e-7 is within it.
    // Acreage at 3/16: 0.00195313 × 640 × 16/3 = 6.66668373… → 6.6667.
    const result = checkDivisionOrder({ ...owner, statedDecimal: '0.00195313' });
    expect(result.ok && result.value).toMatchObject({
      agrees: false,
      differenceText: '-0.00097656', // 0.00195313 − 0.0029296875 = −0.0009765575
      explainingMineralAcres: { acresText: '6.6667' },
      explainingRoyalty: { decimalText: '0.12500032', nearestCommonRoyalty: '1/8' },
    });
  });

  it('names no common royalty when none is within reach', () => {
    // 0.00234375 × 64 = 0.15 exactly (3/20), which is not a title fraction.
    const result = checkDivisionOrder({ ...owner, statedDecimal: '0.00234375' });
    expect(result.ok && result.value.explainingRoyalty).toMatchObject({
      fractionText: '3/20',
      nearestCommonRoyalty: null,
    });
  });

  it('takes an exact stated fraction as exact', () => {
    // 1/512 × 64 = 1/8 exactly, with no rounding allowance.
    const exact = checkDivisionOrder({ ...owner, statedDecimal: '1/512' });
    expect(exact.ok && exact.value.explainingRoyalty?.nearestCommonRoyalty).toBe('1/8');
    // 1/500 × 64 = 0.128: not 1/8 once no rounding is allowed for.
    const near = checkDivisionOrder({ ...owner, statedDecimal: rationalFrom(1n, 500n) });
    expect(near.ok && near.value.explainingRoyalty?.nearestCommonRoyalty).toBeNull();
  });

  it('cannot explain a royalty when the owner has no acres (a zero divisor gives no result)', () => {
    // Acreage at 3/16: 0.001 × 640 × 16/3 = 3.41333… → 3.4133.
    const result = checkDivisionOrder({ ...owner, mineralAcres: '0', statedDecimal: '0.001' });
    expect(result.ok && result.value).toMatchObject({
      agrees: false,
      explainingRoyalty: null,
      explainingMineralAcres: { acresText: '3.4133' },
    });
  });

  it('applies the allocation on both sides', () => {
    // 10 acres × 3/16 ÷ 640 × 50% = 3/2048 = 0.00146484375 → 0.00146484 (the 9th decimal is 3).
    const result = checkDivisionOrder({ ...owner, allocation: '50', statedDecimal: '0.00146484' });
    expect(result.ok && result.value.agrees).toBe(true);
  });

  it('refuses a bad stated decimal with its own field name', () => {
    const result = checkDivisionOrder({ ...owner, statedDecimal: '1.5' });
    expect(!result.ok && [result.error.field, result.error.message]).toEqual([
      'statedDecimal',
      'Stated decimal cannot be more than 1',
    ]);
  });
});
