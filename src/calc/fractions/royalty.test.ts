import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRational } from './format-rational';
import { arbitraryModestRational } from './fraction-arbitraries';
import { RATIONAL_ONE, rationalAdd, rationalDivide, rationalFrom, rationalMultiply } from './rational';
import { acresFromNri, formatAcres, formatNriDecimal, formatNriPercent, nriFromAcres } from './royalty';

describe('nriFromAcres: NRI = mineral acres × royalty ÷ unit size × allocation', () => {
  it.each([
    // [mineral acres, royalty, unit, allocation %, exact NRI, 8-decimal text, 6-decimal percent]
    // 10 × 1/8 ÷ 640 = 10/5120 = 1/512 = 0.001953125: the 9th decimal 5 rounds up.
    ['10', '1/8', '640', '100', '1/512', '0.00195313', '0.195313%'],
    // 10 × 3/16 ÷ 640 = 30/10240 = 3/1024 = 0.0029296875.
    ['10', '3/16', '640', '100', '3/1024', '0.00292969', '0.292969%'],
    // 10 × 1/5 ÷ 640 = 2/640 = 1/320 = 0.003125.
    ['10', '1/5', '640', '100', '1/320', '0.00312500', '0.312500%'],
    // 10 × 1/4 ÷ 640 = 2.5/640 = 1/256 = 0.00390625.
    ['10', '1/4', '640', '100', '1/256', '0.00390625', '0.390625%'],
    // Decimal royalty: 40 × 0.1875 ÷ 160 = 7.5/160 = 3/64 = 0.046875.
    ['40', '0.1875', '160', '100', '3/64', '0.04687500', '4.687500%'],
    // Allocation: 2.5 × 1/8 ÷ 640 = 1/2048; × 62.5% (5/8) = 5/16384 = 0.00030517578125.
    ['2.5', '1/8', '640', '62.5', '5/16384', '0.00030518', '0.030518%'],
    // Mixed-number acreage: 10 1/2 × 1/4 ÷ 640 = 21/8 ÷ 640 = 21/5120 = 0.0041015625.
    ['10 1/2', '1/4', '640', '100', '21/5120', '0.00410156', '0.410156%'],
    // Spaces are trimmed and around the slash allowed: 80 × 3/16 ÷ 640 = 15/640 = 3/128 = 0.0234375.
    [' 80 ', ' 3 / 16 ', ' 640 ', ' 100 ', '3/128', '0.02343750', '2.343750%'],
    // No acres, no interest.
    ['0', '1/8', '640', '100', '0', '0.00000000', '0.000000%'],
    // The whole unit at a 1/4 royalty is 1/4 of production.
    ['640', '1/4', '640', '100', '1/4', '0.25000000', '25.000000%'],
  ])(
    '%s acres at %s in %s acres, %s%%',
    (mineralAcres, royalty, unitAcres, allocation, fraction, decimal, percent) => {
      const result = nriFromAcres({ mineralAcres, royalty, unitAcres, allocation });
      expect(result.ok && result.value).toMatchObject({
        fractionText: fraction,
        decimalText: decimal,
        percentText: percent,
      });
    },
  );

  it('takes the allocation as 100% when omitted or blank', () => {
    const omitted = nriFromAcres({ mineralAcres: '10', royalty: '3/16', unitAcres: '640' });
    const blank = nriFromAcres({ mineralAcres: '10', royalty: '3/16', unitAcres: '640', allocation: ' ' });
    expect(omitted.ok && omitted.value.fractionText).toBe('3/1024');
    expect(blank.ok && blank.value.fractionText).toBe('3/1024');
    expect(omitted.ok && omitted.value.decimal).toBe(0.0029296875);
  });

  it('accepts exact Rationals, e.g. a result passed on from another calculator', () => {
    const result = nriFromAcres({
      mineralAcres: rationalFrom(10n),
      royalty: rationalFrom(3n, 16n),
      unitAcres: '640',
    });
    expect(result.ok && result.value.nri).toEqual(rationalFrom(3n, 1024n));
  });
});

describe('acresFromNri: mineral acres = NRI × unit size ÷ royalty ÷ allocation', () => {
  it.each([
    // [NRI, royalty, unit, allocation %, exact acres, 4-decimal acres]
    ['3/1024', '3/16', '640', '100', '10', '10.0000'], // 3/1024 × 640 = 15/8; ÷ 3/16 = 10
    // A rounded division-order decimal: 292969/10^8 × 640 × 16/3 = 3,000,002,560/300,000,000
    // = 10 + 2,560/300,000,000 = 10 2/234375 = 10.0000085…
    ['0.00292969', '3/16', '640', '100', '10 2/234375', '10.0000'],
    ['1/2048', '1/8', '640', '62.5', '4', '4.0000'], // 1/2048 × 640 = 5/16; × 8 = 5/2; ÷ 5/8 = 4
    ['0.046875', '3/16', '160', '100', '40', '40.0000'], // 3/64 × 160 = 7.5; ÷ 3/16 = 40
    ['0', '1/8', '640', '100', '0', '0.0000'],
  ])('NRI %s at %s in %s acres, %s%%', (nri, royalty, unitAcres, allocation, fraction, acres) => {
    const result = acresFromNri({ nri, royalty, unitAcres, allocation });
    expect(result.ok && result.value).toMatchObject({ fractionText: fraction, acresText: acres });
  });

  it('rounds acreage half-up on the exact value: 0.00410156 × 640 ÷ 1/4 = 10.4999936 → 10.5000', () => {
    // 0.00410156 × 640 = 2.6249984; × 4 = 10.4999936.
    const result = acresFromNri({ nri: '0.00410156', royalty: '0.25', unitAcres: '640' });
    expect(result.ok && result.value.acresText).toBe('10.5000');
  });
});

describe('refusals', () => {
  const good = { mineralAcres: '10', royalty: '3/16', unitAcres: '640', allocation: '100' };
  it.each([
    [{ unitAcres: '0' }, 'unitAcres', 'Unit size must be greater than 0'],
    [{ unitAcres: '-640' }, 'unitAcres', 'Unit size must be greater than 0'],
    [{ royalty: '0' }, 'royalty', 'Royalty must be greater than 0'],
    [{ royalty: '-1/8' }, 'royalty', 'Royalty must be greater than 0'],
    [{ royalty: '18.75' }, 'royalty', 'Royalty cannot be more than 1 (enter 3/16 or 0.1875, not 18.75)'],
    [{ royalty: '3/0' }, 'royalty', 'Royalty cannot have a zero denominator'],
    [{ mineralAcres: '-1' }, 'mineralAcres', 'Mineral acres cannot be negative'],
    [{ mineralAcres: '700' }, 'mineralAcres', 'Mineral acres cannot be more than the unit size'],
    [
      { mineralAcres: '10.5 acres' },
      'mineralAcres',
      'Mineral acres must be a decimal (like 0.1875) or a fraction (like 3/16)',
    ],
    [
      { mineralAcres: '1,280' },
      'mineralAcres',
      'Mineral acres must be a decimal (like 0.1875) or a fraction (like 3/16)',
    ],
    [{ allocation: '0' }, 'allocation', 'Allocation must be greater than 0'],
    [{ allocation: '150' }, 'allocation', 'Allocation cannot be more than 100 percent'],
  ])('nriFromAcres with %o', (change, field, message) => {
    const result = nriFromAcres({ ...good, ...change });
    expect(!result.ok && [result.error.field, result.error.message]).toEqual([field, message]);
  });

  it.each([
    [{ nri: '2' }, 'nri', 'NRI cannot be more than 1'],
    [{ nri: '-0.001' }, 'nri', 'NRI cannot be negative'],
    [{ royalty: '0' }, 'royalty', 'Royalty must be greater than 0'],
    // 0.5 × 640 ÷ 1/8 = 2,560 acres, four times the unit.
    [
      { nri: '0.5', royalty: '1/8' },
      'nri',
      'NRI is more than this royalty gives in this unit (it needs more acres than the unit holds)',
    ],
  ])('acresFromNri with %o', (change, field, message) => {
    const result = acresFromNri({ nri: '3/1024', royalty: '3/16', unitAcres: '640', ...change });
    expect(!result.ok && [result.error.field, result.error.message]).toEqual([field, message]);
  });
});

describe('display helpers', () => {
  it.each([
    // [NRI, 8 decimals, 6 decimals of percent]
    [rationalFrom(1n, 3n), '0.33333333', '33.333333%'],
    [rationalFrom(2n, 3n), '0.66666667', '66.666667%'], // 0.666666666… rounds up
    [rationalFrom(1n, 200_000_000n), '0.00000001', '0.000001%'], // 0.000000005 is a tie: half-up
  ])('%o', (nri, decimal, percent) => {
    expect([formatNriDecimal(nri), formatNriPercent(nri)]).toEqual([decimal, percent]);
  });

  it('writes acreage with 4 decimals, half-up', () => {
    expect(formatAcres(rationalFrom(40n, 3n))).toBe('13.3333'); // 13.33333…
    expect(formatAcres(rationalFrom(200_001n, 20_000n))).toBe('10.0001'); // 10.00005 is a tie: up
  });
});

describe('round trip (property)', () => {
  // A royalty in (0, 1], an allocation in (0, 100], a unit of 1 to 1,280 acres and a share of it.
  const arbitraryShare = arbitraryModestRational.map((value) =>
    rationalDivide(value, rationalAdd(value, RATIONAL_ONE)),
  );
  const arbitraryRoyalty = arbitraryShare.filter((share) => share.numerator > 0n);
  const arbitraryInputs = fc.record({
    share: arbitraryShare,
    royalty: arbitraryRoyalty,
    allocation: arbitraryRoyalty.map((share) => rationalMultiply(share, rationalFrom(100n))),
    unitAcres: fc.integer({ min: 1, max: 1280 }).map((acres) => rationalFrom(BigInt(acres))),
  });

  it('acresFromNri(nriFromAcres(x)) gives back exactly x, from Rationals and from their text', () => {
    fc.assert(
      fc.property(arbitraryInputs, ({ share, royalty, allocation, unitAcres }) => {
        const mineralAcres = rationalMultiply(share, unitAcres);
        for (const write of [(value: typeof share) => value, formatRational]) {
          const nri = nriFromAcres({
            mineralAcres: write(mineralAcres),
            royalty: write(royalty),
            unitAcres: write(unitAcres),
            allocation: write(allocation),
          });
          if (!nri.ok) throw new Error(nri.error.message);
          const acres = acresFromNri({
            nri: write(nri.value.nri),
            royalty: write(royalty),
            unitAcres: write(unitAcres),
            allocation: write(allocation),
          });
          expect(acres.ok && acres.value.mineralAcres).toEqual(mineralAcres);
        }
      }),
    );
  });
});
