import type { Point } from './bearing';
import { SECTION_SIDE_FEET, SQUARE_FEET_PER_ACRE } from './units';

export type QuarterName = 'NE' | 'NW' | 'SW' | 'SE';

/** A quarter (160 acres) or quarter-quarter (40 acres) of a section. */
export interface SectionPart {
  /** "NE/4", or for a quarter-quarter the quarter-quarter first: "NW/4 NE/4" (the NW 40 of the NE 160). */
  label: string;
  quarter: QuarterName;
  /** Null for a quarter. */
  quarterQuarter: QuarterName | null;
  /** Counter-clockwise from the south-west corner, feet, x east, y north. */
  polygon: Point[];
  center: Point;
  acres: number;
}

export interface SectionGrid {
  /** 5,280 ft (docs/product.md#limits). */
  side: number;
  acres: number;
  outline: Point[];
  quarters: SectionPart[];
  /** 16 parts, in rows from the north, west to east: NW/4 NW/4, NE/4 NW/4, NW/4 NE/4, NE/4 NE/4, SW/4 NW/4, ... */
  quarterQuarters: SectionPart[];
}

const square = (west: number, south: number, side: number): Point[] => [
  { x: west, y: south },
  { x: west + side, y: south },
  { x: west + side, y: south + side },
  { x: west, y: south + side },
];

/** Which quarter a cell of a 2 x 2 split lies in: column 0 is west, row 0 is north. */
const quarterOf = (column: number, row: number): QuarterName =>
  `${row === 0 ? 'N' : 'S'}${column === 0 ? 'W' : 'E'}` as QuarterName;

function sectionPart(
  west: number,
  south: number,
  side: number,
  quarter: QuarterName,
  quarterQuarter: QuarterName | null,
): SectionPart {
  return {
    label: quarterQuarter ? `${quarterQuarter}/4 ${quarter}/4` : `${quarter}/4`,
    quarter,
    quarterQuarter,
    polygon: square(west, south, side),
    center: { x: west + side / 2, y: south + side / 2 },
    acres: (side * side) / SQUARE_FEET_PER_ACRE,
  };
}

/**
 * The standard 640-acre section, a 5,280 ft square, split into 4 quarters of 160 acres and 16 quarter-quarters of
 * 40. Place it with its south-west corner or its centre (default: south-west corner at 0, 0).
 */
export function sectionGrid(placement: { southWest?: Point; center?: Point } = {}): SectionGrid {
  const side = SECTION_SIDE_FEET;
  const origin =
    placement.southWest ??
    (placement.center
      ? { x: placement.center.x - side / 2, y: placement.center.y - side / 2 }
      : { x: 0, y: 0 });
  const half = side / 2;
  const quarterSide = side / 4;
  const quarters: SectionPart[] = [];
  const quarterQuarters: SectionPart[] = [];
  for (let row = 0; row < 2; row += 1) {
    for (let column = 0; column < 2; column += 1) {
      quarters.push(
        sectionPart(
          origin.x + column * half,
          origin.y + (1 - row) * half,
          half,
          quarterOf(column, row),
          null,
        ),
      );
    }
  }
  for (let row = 0; row < 4; row += 1) {
    for (let column = 0; column < 4; column += 1) {
      const quarter = quarterOf(Math.floor(column / 2), Math.floor(row / 2));
      const quarterQuarter = quarterOf(column % 2, row % 2);
      const south = origin.y + (3 - row) * quarterSide;
      quarterQuarters.push(
        sectionPart(origin.x + column * quarterSide, south, quarterSide, quarter, quarterQuarter),
      );
    }
  }
  return {
    side,
    acres: (side * side) / SQUARE_FEET_PER_ACRE,
    outline: square(origin.x, origin.y, side),
    quarters,
    quarterQuarters,
  };
}
