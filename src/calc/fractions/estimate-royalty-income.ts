// A rough monthly royalty estimate for the How It Works card: the owner's NRI of the well's sales, less
// gross production tax and post-production deductions. Every step is exact; only the '$' texts round.
//
// Semantics (not in the product description, chosen to match how check stubs are laid out):
// - volumes and prices are the whole well's (8/8ths) for the period, so the owner's share is
//   (oil value + gas value) × NRI;
// - the tax and the deductions are each a percentage of that owner's share, side by side rather than
//   one taken after the other, as stubs list them against the gross;
// - blank volume, price and percentage boxes count as 0 (a gas-only well leaves the oil boxes empty);
//   the NRI is required.
import { type CalcResult, runCalculation } from './calc-error';
import { formatRationalDecimal } from './format-rational';
import {
  parseQuantity,
  type QuantityField,
  type QuantityInput,
  requireAtMost,
  requireNonNegative,
} from './parse-quantity';
import {
  RATIONAL_ZERO,
  type Rational,
  rationalAdd,
  rationalFrom,
  rationalMultiply,
  rationalSubtract,
} from './rational';
import { NRI_FIELD, readInterest } from './royalty-fields';

/** A starting value for the tax box: 7% is Oklahoma's usual gross production tax rate on oil and gas. */
export const OKLAHOMA_GROSS_PRODUCTION_TAX_PERCENT = '7';

export interface RoyaltyIncomeInput {
  readonly nri: QuantityInput;
  /** Barrels of oil sold from the well in the period. */
  readonly oilBbl: QuantityInput;
  /** Dollars per barrel. */
  readonly oilPrice: QuantityInput;
  /** Thousand cubic feet of gas sold from the well in the period. */
  readonly gasMcf: QuantityInput;
  /** Dollars per Mcf. */
  readonly gasPrice: QuantityInput;
  /** e.g. '7' for 7%. */
  readonly productionTaxPercent: QuantityInput;
  /** Post-production deductions as a percentage of the owner's share, e.g. '10'. */
  readonly deductionsPercent: QuantityInput;
}

export type IncomeStepKey =
  | 'grossOilValue'
  | 'grossGasValue'
  | 'grossValue'
  | 'ownerShare'
  | 'productionTax'
  | 'deductions'
  | 'net';

export interface IncomeStep {
  readonly key: IncomeStepKey;
  /** e.g. 'Less gross production tax (7%)'. */
  readonly label: string;
  /** Exact dollars; tax and deductions are positive amounts that are subtracted. */
  readonly amount: Rational;
  /** Dollars and cents, half-up: '$1,234.56'; subtracted lines read '-$86.42'. */
  readonly text: string;
}

export type RoyaltyIncomeEstimate = Readonly<Record<IncomeStepKey, IncomeStep>> & {
  /** The same steps in the order to show them. */
  readonly steps: readonly IncomeStep[];
};

const OIL_VOLUME: QuantityField = { key: 'oilBbl', label: 'Oil volume' };
const OIL_PRICE: QuantityField = { key: 'oilPrice', label: 'Oil price' };
const GAS_VOLUME: QuantityField = { key: 'gasMcf', label: 'Gas volume' };
const GAS_PRICE: QuantityField = { key: 'gasPrice', label: 'Gas price' };
const PRODUCTION_TAX: QuantityField = { key: 'productionTaxPercent', label: 'Production tax' };
const DEDUCTIONS: QuantityField = { key: 'deductionsPercent', label: 'Deductions' };
const ONE_PERCENT = rationalFrom(1n, 100n);

export function estimateRoyaltyIncome(input: RoyaltyIncomeInput): CalcResult<RoyaltyIncomeEstimate> {
  return runCalculation(() => {
    const nri = readInterest(input.nri, NRI_FIELD);
    const oil = rationalMultiply(readAmount(input.oilBbl, OIL_VOLUME), readAmount(input.oilPrice, OIL_PRICE));
    const gas = rationalMultiply(readAmount(input.gasMcf, GAS_VOLUME), readAmount(input.gasPrice, GAS_PRICE));
    const taxPercent = readPercent(input.productionTaxPercent, PRODUCTION_TAX);
    const deductionsPercent = readPercent(input.deductionsPercent, DEDUCTIONS);
    const gross = rationalAdd(oil, gas);
    const ownerShare = rationalMultiply(gross, nri);
    const tax = rationalMultiply(ownerShare, rationalMultiply(taxPercent, ONE_PERCENT));
    const deductions = rationalMultiply(ownerShare, rationalMultiply(deductionsPercent, ONE_PERCENT));
    const net = rationalSubtract(rationalSubtract(ownerShare, tax), deductions);
    const taxLabel = `Less gross production tax (${formatPercent(taxPercent)})`;
    const deductionsLabel = `Less deductions (${formatPercent(deductionsPercent)})`;
    const lines: Record<IncomeStepKey, IncomeStep> = {
      grossOilValue: step('grossOilValue', 'Gross oil value (barrels × price)', oil),
      grossGasValue: step('grossGasValue', 'Gross gas value (Mcf × price)', gas),
      grossValue: step('grossValue', 'Gross value of production', gross),
      ownerShare: step('ownerShare', 'Your share (gross value × NRI)', ownerShare),
      productionTax: step('productionTax', taxLabel, tax, true),
      deductions: step('deductions', deductionsLabel, deductions, true),
      net: step('net', 'Estimated net royalty', net),
    };
    // Object.values keeps insertion order, which is the order to show the steps in.
    return { ...lines, steps: Object.values(lines) };
  });
}

function readAmount(input: QuantityInput, quantityField: QuantityField): Rational {
  if (typeof input === 'string' && input.trim() === '') return RATIONAL_ZERO;
  return requireNonNegative(parseQuantity(input, quantityField), quantityField);
}

function readPercent(input: QuantityInput, quantityField: QuantityField): Rational {
  const message = `${quantityField.label} cannot be more than 100 percent`;
  return requireAtMost(readAmount(input, quantityField), rationalFrom(100n), quantityField, message);
}

function step(key: IncomeStepKey, label: string, amount: Rational, subtracted = false): IncomeStep {
  return { key, label, amount, text: `${subtracted ? '-' : ''}${formatDollars(amount)}` };
}

/** '$1,234.56', '-$0.50': cents rounded half-up on the exact amount. */
export function formatDollars(amount: Rational): string {
  const text = formatRationalDecimal(amount, 2, { groupThousands: true });
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

function formatPercent(percent: Rational): string {
  return `${formatRationalDecimal(percent, 4, { trimZeros: true })}%`;
}
