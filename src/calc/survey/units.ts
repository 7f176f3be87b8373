// Branded length, area and angle units, after excalidraw's packages/math: a Feet is a number that has been
// through a constructor, so a distance in chains cannot reach the traverse by accident.

export type Feet = number & { readonly __brand: 'Feet' };
export type SquareFeet = number & { readonly __brand: 'SquareFeet' };
/** Decimal degrees. An azimuth is Degrees clockwise from north, 0 <= a < 360. */
export type Degrees = number & { readonly __brand: 'Degrees' };
export type Radians = number & { readonly __brand: 'Radians' };

export const feet = (value: number): Feet => value as Feet;
export const squareFeet = (value: number): SquareFeet => value as SquareFeet;
export const degrees = (value: number): Degrees => value as Degrees;
export const radians = (value: number): Radians => value as Radians;

/** docs/product.md#limits: 1 acre = 43,560 sq ft. */
export const SQUARE_FEET_PER_ACRE = 43_560;
/** docs/product.md#limits: a section is 640 acres, a 5,280 ft square. */
export const SECTION_SIDE_FEET = feet(5_280);
/** docs/product.md#states and #limits: a tract closes when the gap is 1 ft or less. */
export const CLOSURE_TOLERANCE_FEET = feet(1);

export type LengthUnit = 'feet' | 'chains' | 'rods' | 'links' | 'varas' | 'meters' | 'yards' | 'inches';

/**
 * docs/product.md#limits unit factors in feet. Rods, poles and perches are the same 16.5 ft length.
 * Inches are ours: deeds write "100 feet 6 inches".
 */
export const FEET_PER_UNIT: Readonly<Record<LengthUnit, number>> = {
  feet: 1,
  chains: 66,
  rods: 16.5,
  links: 0.66,
  varas: 2.7778,
  meters: 3.28084,
  yards: 3,
  inches: 1 / 12,
};

export const lengthToFeet = (value: number, unit: LengthUnit): Feet => feet(value * FEET_PER_UNIT[unit]);

export const degreesToRadians = (angle: Degrees): Radians => radians((angle * Math.PI) / 180);
export const radiansToDegrees = (angle: Radians): Degrees => degrees((angle * 180) / Math.PI);

export const squareFeetToAcres = (area: SquareFeet): number => area / SQUARE_FEET_PER_ACRE;
