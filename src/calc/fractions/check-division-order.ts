// Checking a division order or check stub: does its decimal agree with the NRI computed from the
// owner's acreage, and if not, which acreage or which royalty would explain it? A mismatch is usually a
// wrong acreage in the operator's title work or a royalty other than the lease's.
import { type CalcResult, runCalculation } from './calc-error';
import { formatRational, formatRationalDecimal } from './format-rational';
import type { QuantityField, QuantityInput } from './parse-quantity';
import {
  type Rational,
  rationalAbs,
  rationalCompare,
  rationalDivide,
  rationalFrom,
  rationalIsZero,
  rationalMultiply,
  rationalSubtract,
} from './rational';
import {
  type AcresResult,
  computeMineralAcres,
  computeNri,
  describeAcres,
  describeNri,
  formatNriDecimal,
  type NriFromAcresInput,
  type NriResult,
} from './royalty';
import { readAllocation, readInterest, readMineralAcres, readRoyalty, readUnitAcres } from './royalty-fields';
import { TITLE_FRACTIONS } from './title-fractions';

export interface DivisionOrderInput extends NriFromAcresInput {
  /** The decimal interest printed on the division order or check stub: '0.00292969' (or exact '3/1024'). */
  readonly statedDecimal: QuantityInput;
}

export interface RoyaltyExplanation {
  /** stated × unit size ÷ (mineral acres × allocation), exact. */
  readonly royalty: Rational;
  /** 8 decimals: '0.18750016'. */
  readonly decimalText: string;
  readonly fractionText: string;
  /**
   * The title fraction (see title-fractions.ts) the stated decimal is consistent with, given the decimals
   * it was printed to, e.g. '3/16'; null when none fits.
   */
  readonly nearestCommonRoyalty: string | null;
}

export interface DivisionOrderCheck {
  readonly computed: NriResult;
  readonly stated: NriResult;
  /** True when both round (half-up) to the same 8 decimals, the precision division orders print. */
  readonly agrees: boolean;
  /** stated − computed, exact. */
  readonly difference: Rational;
  /** 8 decimals with its sign: '-0.00000031'. */
  readonly differenceText: string;
  /** null when they agree; else the acreage that gives the stated decimal at the given royalty. */
  readonly explainingMineralAcres: AcresResult | null;
  /** null when they agree or mineral acres are 0; else the royalty that gives it at the given acreage. */
  readonly explainingRoyalty: RoyaltyExplanation | null;
}

const STATED_FIELD: QuantityField = { key: 'statedDecimal', label: 'Stated decimal' };

/** Errors (never thrown) name the input in `error.field`, as for nriFromAcres, or 'statedDecimal'. */
export function checkDivisionOrder(input: DivisionOrderInput): CalcResult<DivisionOrderCheck> {
  return runCalculation(() => {
    const unitAcres = readUnitAcres(input.unitAcres);
    const mineralAcres = readMineralAcres(input.mineralAcres, unitAcres);
    const royalty = readRoyalty(input.royalty);
    const allocation = readAllocation(input.allocation);
    const stated = readInterest(input.statedDecimal, STATED_FIELD);
    const computed = computeNri(mineralAcres, royalty, unitAcres, allocation);
    const agrees = formatNriDecimal(stated) === formatNriDecimal(computed);
    const difference = rationalSubtract(stated, computed);
    const explainingAcres = describeAcres(computeMineralAcres(stated, royalty, unitAcres, allocation));
    // Royalty per unit of NRI at this acreage; undefined when there are no acres to explain anything.
    const royaltyPerNri = rationalIsZero(mineralAcres)
      ? undefined
      : rationalDivide(unitAcres, rationalMultiply(mineralAcres, allocation));
    return {
      computed: describeNri(computed),
      stated: describeNri(stated),
      agrees,
      difference,
      differenceText: formatRationalDecimal(difference, 8),
      explainingMineralAcres: agrees ? null : explainingAcres,
      explainingRoyalty:
        agrees || royaltyPerNri === undefined
          ? null
          : explainRoyalty(stated, royaltyPerNri, uncertaintyOf(input.statedDecimal)),
    };
  });
}

// What a printed decimal can be off by: one unit in its last decimal, which covers both rounding and
// truncation by the operator. A fraction or an exact Rational is exact.
function uncertaintyOf(stated: QuantityInput): Rational {
  const decimals = typeof stated === 'string' ? /\.(\d+)$/.exec(stated.trim())?.[1] : undefined;
  return decimals === undefined ? rationalFrom(0n) : rationalFrom(1n, 10n ** BigInt(decimals.length));
}

function explainRoyalty(
  stated: Rational,
  royaltyPerNri: Rational,
  uncertainty: Rational,
): RoyaltyExplanation {
  const royalty = rationalMultiply(stated, royaltyPerNri);
  const tolerance = rationalMultiply(uncertainty, royaltyPerNri);
  let nearest: { fraction: Rational; distance: Rational } | undefined;
  for (const fraction of TITLE_FRACTIONS) {
    const distance = rationalAbs(rationalSubtract(fraction, royalty));
    if (rationalCompare(distance, tolerance) > 0) continue;
    if (nearest === undefined || rationalCompare(distance, nearest.distance) < 0)
      nearest = { fraction, distance };
  }
  return {
    royalty,
    decimalText: formatRationalDecimal(royalty, 8),
    fractionText: formatRational(royalty),
    nearestCommonRoyalty: nearest === undefined ? null : formatRational(nearest.fraction),
  };
}
