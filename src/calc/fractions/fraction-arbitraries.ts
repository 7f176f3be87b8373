// fast-check generators shared by the property tests (a plain module: importing a test file would run
// its tests again).
import fc from 'fast-check';
import { rationalFrom, rationalIsZero } from './rational';

/** Random rationals with numerators and denominators up to about 2^70, beyond Number's exact range. */
export const arbitraryRational = fc
  .tuple(fc.bigInt({ min: -(1n << 70n), max: 1n << 70n }), fc.bigInt({ min: 1n, max: 1n << 70n }))
  .map(([numerator, denominator]) => rationalFrom(numerator, denominator));

export const arbitraryNonZeroRational = arbitraryRational.filter((value) => !rationalIsZero(value));

/** Random non-negative rationals with modest parts, as acreages and interests are. */
export const arbitraryModestRational = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.bigInt({ min: 1n, max: 10n ** 6n }))
  .map(([numerator, denominator]) => rationalFrom(numerator, denominator));
