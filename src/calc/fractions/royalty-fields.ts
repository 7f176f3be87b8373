// The Royalty and NRI Calculator's inputs, read and checked once for all four royalty functions.
import type { QuantityField } from './parse-quantity';
import {
  parseQuantity,
  type QuantityInput,
  requireAtMost,
  requireNonNegative,
  requirePositive,
} from './parse-quantity';
import { RATIONAL_ONE, type Rational, rationalFrom, rationalMultiply } from './rational';

export const MINERAL_ACRES_FIELD: QuantityField = { key: 'mineralAcres', label: 'Mineral acres' };
export const ROYALTY_FIELD: QuantityField = { key: 'royalty', label: 'Royalty' };
export const UNIT_ACRES_FIELD: QuantityField = { key: 'unitAcres', label: 'Unit size' };
export const ALLOCATION_FIELD: QuantityField = { key: 'allocation', label: 'Allocation' };
export const NRI_FIELD: QuantityField = { key: 'nri', label: 'NRI' };

const ONE_HUNDRED = rationalFrom(100n);
const ONE_PERCENT = rationalFrom(1n, 100n);

/** A lease royalty is a share of production: above 0, at most 1 (3/16 or 0.1875, never 18.75). */
export function readRoyalty(input: QuantityInput): Rational {
  const royalty = requirePositive(parseQuantity(input, ROYALTY_FIELD), ROYALTY_FIELD);
  const message = 'Royalty cannot be more than 1 (enter 3/16 or 0.1875, not 18.75)';
  return requireAtMost(royalty, RATIONAL_ONE, ROYALTY_FIELD, message);
}

/** docs/product.md#validation: the unit size divides, so it must be above 0. */
export function readUnitAcres(input: QuantityInput): Rational {
  return requirePositive(parseQuantity(input, UNIT_ACRES_FIELD), UNIT_ACRES_FIELD);
}

/** Net mineral acres in the unit: not negative, and not more than the unit holds. */
export function readMineralAcres(input: QuantityInput, unitAcres: Rational): Rational {
  const acres = requireNonNegative(parseQuantity(input, MINERAL_ACRES_FIELD), MINERAL_ACRES_FIELD);
  const message = 'Mineral acres cannot be more than the unit size';
  return requireAtMost(acres, unitAcres, MINERAL_ACRES_FIELD, message);
}

/** A decimal interest between 0 and 1, as a division order states it. */
export function readInterest(input: QuantityInput, field: QuantityField): Rational {
  const interest = requireNonNegative(parseQuantity(input, field), field);
  return requireAtMost(interest, RATIONAL_ONE, field, `${field.label} cannot be more than 1`);
}

/**
 * The share of a well's production allocated to this unit (a horizontal well crossing several units is
 * split between them), typed as a percentage and returned as a fraction: '62.5' → 5/8. Blank or
 * omitted means 100%. It divides in the inverse calculation, so it must be above 0.
 */
export function readAllocation(input: QuantityInput | undefined): Rational {
  if (input === undefined || (typeof input === 'string' && input.trim() === '')) return RATIONAL_ONE;
  const percent = requirePositive(parseQuantity(input, ALLOCATION_FIELD), ALLOCATION_FIELD);
  requireAtMost(percent, ONE_HUNDRED, ALLOCATION_FIELD, 'Allocation cannot be more than 100 percent');
  return rationalMultiply(percent, ONE_PERCENT);
}
