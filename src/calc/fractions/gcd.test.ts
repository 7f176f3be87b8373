import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bigintBitLength, bigintGcd } from './gcd';

function euclid(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

describe('bigintGcd', () => {
  it.each([
    // [a, b, gcd]
    [0n, 0n, 0n],
    [0n, 7n, 7n],
    [12n, 18n, 6n], // 2²·3 and 2·3²
    [-12n, 18n, 6n], // signs do not matter
    [30n, 10240n, 10n], // 2·3·5 and 2^11·5
    [2n ** 200n * 3n, 2n ** 150n * 9n, 2n ** 150n * 3n], // past the Lehmer threshold
  ])('gcd(%s, %s) = %s', (a, b, expected) => {
    expect(bigintGcd(a, b)).toBe(expected);
  });

  it('agrees with plain Euclid on large numbers with a large common factor (property)', () => {
    const big = fc.bigInt({ min: 1n, max: 1n << 600n });
    fc.assert(
      fc.property(big, big, big, (a, b, common) => {
        expect(bigintGcd(a * common, b * common)).toBe(euclid(a * common, b * common));
      }),
    );
  });

  it('agrees with Euclid on two 10,000-digit numbers', () => {
    const digits = (seed: number) => Array.from({ length: 10_000 }, (_, i) => (i * seed + 7) % 10).join('');
    const [a, b] = [BigInt(`1${digits(7)}`), BigInt(`3${digits(3)}`)];
    expect(bigintGcd(a, b)).toBe(euclid(a, b));
  });
});

describe('bigintBitLength', () => {
  it.each([
    [1n, 1],
    [15n, 4], // 0b1111
    [16n, 5], // 0b10000
    [2n ** 100n, 101],
  ])('%s has %s bits', (value, bits) => {
    expect(bigintBitLength(value)).toBe(bits);
  });
});
