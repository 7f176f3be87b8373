import {
  type Point,
  SECTION_SIDE_FEET,
  type SectionGrid,
  type SectionTie,
  sectionGrid,
  sectionSouthWestFor,
} from '../../../../../calc/survey';

/** Where on the section the point of beginning sits: its corners, quarter corners or centre. */
export type SectionCorner = 'NW' | 'N' | 'NE' | 'W' | 'C' | 'E' | 'SW' | 'S' | 'SE';

export const SECTION_CORNERS: readonly { value: SectionCorner; label: string }[] = [
  { value: 'NW', label: 'Northwest corner' },
  { value: 'N', label: 'North quarter corner' },
  { value: 'NE', label: 'Northeast corner' },
  { value: 'W', label: 'West quarter corner' },
  { value: 'C', label: 'Center of the section' },
  { value: 'E', label: 'East quarter corner' },
  { value: 'SW', label: 'Southwest corner' },
  { value: 'S', label: 'South quarter corner' },
  { value: 'SE', label: 'Southeast corner' },
];

export const isSectionCorner = (value: string): value is SectionCorner =>
  SECTION_CORNERS.some((corner) => corner.value === value);

/**
 * The 640-acre section (docs/product.md#limits) placed so that `corner` lies on the point of beginning at (0, 0). A deed
 * "beginning at the Northwest Corner of the NE/4" sits on the north quarter corner.
 */
export function sectionAtPointOfBeginning(corner: SectionCorner): SectionGrid {
  const east = corner.endsWith('E') ? 1 : corner.endsWith('W') ? 0 : 0.5;
  const north = corner.startsWith('N') ? 1 : corner.startsWith('S') ? 0 : 0.5;
  return sectionGrid({ southWest: { x: -east * SECTION_SIDE_FEET, y: -north * SECTION_SIDE_FEET } });
}

export interface SectionPlacement {
  section: SectionGrid | null;
  /** What the page says about where the section is, or null when nothing needs saying. */
  note: string | null;
}

/**
 * The section to draw: at the corner chosen, else where the description ties (its corner on `start`, the point the
 * description starts from), else none, with a note that the tract could not be placed. A default corner would
 * draw the tract where the deed never put it.
 */
export function sectionPlacement(
  shown: boolean,
  corner: SectionCorner | null,
  tie: SectionTie | null,
  start: Point,
): SectionPlacement {
  if (!shown) return { section: null, note: null };
  if (corner) return { section: sectionAtPointOfBeginning(corner), note: null };
  if (tie)
    return {
      section: sectionGrid({ southWest: sectionSouthWestFor(tie, start) }),
      note: `Placed where the description ties: ${tie.description}.`,
    };
  return {
    section: null,
    note: 'Could not place the tract: the description ties to no section corner. Choose the corner its point of beginning is on.',
  };
}
