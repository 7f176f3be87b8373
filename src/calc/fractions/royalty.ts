// The Royalty and NRI Calculator (docs/product.md#pages, #validation and #limits), in both directions:
//   NRI           = mineral acres × royalty ÷ unit size × allocation
//   mineral acres = NRI × unit size ÷ royalty ÷ allocation
// Exact, so acresFromNri(nriFromAcres(x)) gives back exactly x; rounding happens only in the *Text fields.
import { CalcError, type CalcResult, runCalculation } from './calc-error';
import { formatRational, formatRationalDecimal, formatRationalMixed } from './format-rational';
import type { QuantityInput } from './parse-quantity';
import { type Rational, rationalCompare, rationalDivide, rationalFrom, rationalMultiply } from './rational';
import { rationalToNumber } from './rational-to-number';
import {
  NRI_FIELD,
  readAllocation,
  readInterest,
  readMineralAcres,
  readRoyalty,
  readUnitAcres,
} from './royalty-fields';

export interface NriFromAcresInput {
  /** Net mineral acres in the unit: '10', '10.5', '10 1/2' or '21/2'. */
  readonly mineralAcres: QuantityInput;
  /** Lease royalty as a fraction of production: '3/16' or '0.1875'. */
  readonly royalty: QuantityInput;
  /** Unit size in acres, usually '640'. */
  readonly unitAcres: QuantityInput;
  /** Percent of the well's production allocated to the unit, e.g. '62.5'; blank or omitted is 100. */
  readonly allocation?: QuantityInput | undefined;
}

export interface AcresFromNriInput {
  /** Decimal interest from a division order: '0.00292969' or '3/1024'. */
  readonly nri: QuantityInput;
  readonly royalty: QuantityInput;
  readonly unitAcres: QuantityInput;
  readonly allocation?: QuantityInput | undefined;
}

export interface NriResult {
  readonly nri: Rational;
  readonly decimal: number;
  /** Exact, in lowest terms: '3/1024'. */
  readonly fractionText: string;
  /** 8 decimals, as division orders print it: '0.00292969'. */
  readonly decimalText: string;
  /** 6 decimals of percent: '0.292969%'. */
  readonly percentText: string;
}

export interface AcresResult {
  readonly mineralAcres: Rational;
  readonly decimal: number;
  /** Exact, as a deed writes it: '10', '10 1/2' or '3/1024'. */
  readonly fractionText: string;
  /** 4 decimals: '10.0000'. */
  readonly acresText: string;
}

/** Errors (never thrown) name the input in `error.field`: 'mineralAcres', 'royalty', 'unitAcres', ... */
export function nriFromAcres(input: NriFromAcresInput): CalcResult<NriResult> {
  return runCalculation(() => {
    const unitAcres = readUnitAcres(input.unitAcres);
    const mineralAcres = readMineralAcres(input.mineralAcres, unitAcres);
    const royalty = readRoyalty(input.royalty);
    const allocation = readAllocation(input.allocation);
    return describeNri(computeNri(mineralAcres, royalty, unitAcres, allocation));
  });
}

export function acresFromNri(input: AcresFromNriInput): CalcResult<AcresResult> {
  return runCalculation(() => {
    const nri = readInterest(input.nri, NRI_FIELD);
    const royalty = readRoyalty(input.royalty);
    const unitAcres = readUnitAcres(input.unitAcres);
    const allocation = readAllocation(input.allocation);
    const mineralAcres = computeMineralAcres(nri, royalty, unitAcres, allocation);
    if (rationalCompare(mineralAcres, unitAcres) > 0) {
      const message =
        'NRI is more than this royalty gives in this unit (it needs more acres than the unit holds)';
      throw new CalcError('out-of-range', message, { field: NRI_FIELD.key });
    }
    return describeAcres(mineralAcres);
  });
}

export function computeNri(
  mineralAcres: Rational,
  royalty: Rational,
  unitAcres: Rational,
  allocation: Rational,
) {
  return rationalMultiply(rationalDivide(rationalMultiply(mineralAcres, royalty), unitAcres), allocation);
}

export function computeMineralAcres(
  nri: Rational,
  royalty: Rational,
  unitAcres: Rational,
  allocation: Rational,
) {
  return rationalDivide(rationalDivide(rationalMultiply(nri, unitAcres), royalty), allocation);
}

export function describeNri(nri: Rational): NriResult {
  return {
    nri,
    decimal: rationalToNumber(nri),
    fractionText: formatRational(nri),
    decimalText: formatNriDecimal(nri),
    percentText: formatNriPercent(nri),
  };
}

export function describeAcres(mineralAcres: Rational): AcresResult {
  return {
    mineralAcres,
    decimal: rationalToNumber(mineralAcres),
    fractionText: formatRationalMixed(mineralAcres),
    acresText: formatAcres(mineralAcres),
  };
}

/** docs/product.md#limits: an NRI shows 8 decimals ('0.00292969'), rounded half-up on the exact value. */
export function formatNriDecimal(nri: Rational): string {
  return formatRationalDecimal(nri, 8);
}

/** docs/product.md#limits: 6 decimals of percent ('0.292969%'). */
export function formatNriPercent(nri: Rational): string {
  return `${formatRationalDecimal(rationalMultiply(nri, rationalFrom(100n)), 6)}%`;
}

/** docs/product.md#limits: acreage shows 4 decimals ('10.0000'). */
export function formatAcres(acres: Rational): string {
  return formatRationalDecimal(acres, 4);
}
