import { allMatches } from '../all-matches';
import type { LineCall } from './call';
import { lineCallFrom } from './call-from';
import { degrees, feet, SECTION_SIDE_FEET } from './units';

// "The N/2 of the NE/4 of Section 9": an aliquot description names halves and quarters of a section instead of
// courses. With no course to read, the tract is drawn as that part of a regular 640-acre section (a surveyed
// section may differ, and the page says so). docs/product.md#reading-real-deeds.

const PART = String.raw`\b(NE|NW|SE|SW|N|S|E|W)\s?(?:1?\/\s?([24])|1\/([24]))`;
const EACH_PART = new RegExp(PART, 'gi');
/** Parts joined by "of the", "of" or commas, ending "of Section" / "Sec.": at most six parts, so it stays linear. */
const ALIQUOT = new RegExp(
  String.raw`((?:${PART}[\s,]*(?:of\s+(?:the\s+)?)?){1,6})(?:of\s+)?Sec(?:tion|\.)?\s*\d`,
  'i',
);

export interface AliquotTract {
  /** Section south-west corner to the part's south-west corner; empty when they are the same point. */
  tieCalls: LineCall[];
  /** Counter-clockwise from the part's south-west corner: north, east, south, west. */
  calls: LineCall[];
  /** The words read, "N/2 of the NE/4". */
  text: string;
}

export interface AliquotPart {
  /** N, S, E, W for a half; NE, NW, SE, SW for a quarter. */
  direction: string;
  denominator: string;
}

/** The halves and quarters named in `phrase`, in the order written ("N/2 of the NE/4"); null when none or not one. */
export function aliquotParts(phrase: string): AliquotPart[] | null {
  const parts = allMatches(phrase, EACH_PART).map((part) => ({
    direction: (part[1] ?? '').toUpperCase(),
    denominator: part[2] ?? part[3] ?? '',
  }));
  // A half is N, S, E or W; a quarter NE, NW, SE or SW: anything else ("N/4") is not an aliquot part.
  if (
    parts.length === 0 ||
    parts.some((part) => (part.direction.length === 1) !== (part.denominator === '2'))
  )
    return null;
  return parts;
}

/** The part's sides in feet from the section's south-west corner (a regular 5,280 ft section). */
export function aliquotBounds(parts: readonly AliquotPart[]): {
  west: number;
  south: number;
  east: number;
  north: number;
} {
  let [west, south, east, north] = [0, 0, SECTION_SIDE_FEET as number, SECTION_SIDE_FEET as number];
  // The last part named is the largest: "the N/2 of the NE/4" is the north half of the north-east quarter.
  for (const { direction } of [...parts].reverse()) {
    const [middleX, middleY] = [(west + east) / 2, (south + north) / 2];
    if (direction.includes('N')) south = middleY;
    if (direction.includes('S')) north = middleY;
    if (direction.includes('E')) west = middleX;
    if (direction.includes('W')) east = middleX;
  }
  return { west, south, east, north };
}

export function readAliquot(text: string): AliquotTract | null {
  const match = ALIQUOT.exec(text);
  if (!match?.[1]) return null;
  const phrase = match[1].trim().replace(/(?:[\s,]+of(?:\s+the)?)?[\s,]*$/i, '');
  const parts = aliquotParts(phrase);
  if (!parts) return null;
  const { west, south, east, north } = aliquotBounds(parts);
  const call = (bearing: number, length: number) => lineCallFrom(degrees(bearing), feet(length), phrase);
  const tieCalls = [...(west > 0 ? [call(90, west)] : []), ...(south > 0 ? [call(0, south)] : [])];
  return {
    tieCalls,
    calls: [call(0, north - south), call(90, east - west), call(180, north - south), call(270, east - west)],
    text: phrase,
  };
}
