// The fixed vocabulary of the Reverse Calculator (docs/product.md#pages and #limits). Oklahoma mineral titles divide
// interests by halving (1/2 down to 1/512 after generations of heirs splitting a quarter section), by
// thirds, fifths and sixths among children, by twelfths, 24ths, 48ths and 96ths when those shares are
// split again, and lease royalties are 1/8, 3/16, 1/5, 1/4 (plus 7/32 and 3/32 carved from them). A
// decimal from a check stub is usually one of these, or a sum, difference or product of two of them.
import { type Rational, rationalFrom } from './rational';

const TITLE_FRACTION_PAIRS: ReadonlyArray<readonly [bigint, bigint]> = [
  // Powers of two.
  [1n, 2n],
  [1n, 4n],
  [1n, 8n],
  [1n, 16n],
  [1n, 32n],
  [1n, 64n],
  [1n, 128n],
  [1n, 256n],
  [1n, 512n],
  // Odd multiples of powers of two that are written as such in leases and deeds.
  [3n, 4n],
  [3n, 8n],
  [5n, 8n],
  [7n, 8n],
  [3n, 16n],
  [5n, 16n],
  [7n, 16n],
  [3n, 32n],
  [7n, 32n],
  [3n, 64n],
  // Thirds, fifths, sixths and twelfths.
  [1n, 3n],
  [2n, 3n],
  [1n, 5n],
  [2n, 5n],
  [3n, 5n],
  [4n, 5n],
  [1n, 6n],
  [5n, 6n],
  [1n, 12n],
  [5n, 12n],
  [7n, 12n],
  [11n, 12n],
  // Further splits of twelfths.
  [1n, 24n],
  [1n, 48n],
  [1n, 96n],
];

export const TITLE_FRACTIONS: readonly Rational[] = TITLE_FRACTION_PAIRS.map(([numerator, denominator]) =>
  rationalFrom(numerator, denominator),
);
