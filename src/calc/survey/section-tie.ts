import type { Point } from './bearing';
import { deedTextNormalize, EXCEPTION_PHRASE } from './deed-tokens';
import { aliquotBounds, aliquotParts } from './read-aliquot';

// Where a description ties to its section: "Beginning at the Southwest corner of Section 12", "Commencing at the
// SW corner of said NE/4", "COM E 2004.76 FT & N 1798.17 FT FR S 1/4 COR. SEC. 23", "203.2 feet East of the
// Northwest Corner of the NE/4 NW/4 NW/4". The section is then drawn with that corner on the point the
// description starts from (docs/decisions/038-deed-grammar-or-scanner.md). With no such tie the tract is not
// placed on a section at all: a default corner would draw it in a place the deed never said.

export interface SectionTie {
  /** The corner as the description names it, for the page: "the Southwest corner of Section 12". */
  description: string;
  /** The corner in feet from the section's south-west corner: x east, y north (a regular 5,280 ft section). */
  cornerInSection: Point;
}

const CORNER_NAMES: Readonly<Record<string, 'NE' | 'NW' | 'SE' | 'SW'>> = {
  northeast: 'NE',
  northwest: 'NW',
  southeast: 'SE',
  southwest: 'SW',
  ne: 'NE',
  nw: 'NW',
  se: 'SE',
  sw: 'SW',
};
const CORNER_WORDS: Readonly<Record<string, string>> = {
  NE: 'northeast corner',
  NW: 'northwest corner',
  SE: 'southeast corner',
  SW: 'southwest corner',
  N: 'north quarter corner',
  S: 'south quarter corner',
  E: 'east quarter corner',
  W: 'west quarter corner',
  C: 'center',
};
const SIDE_NAMES: Readonly<Record<string, 'N' | 'S' | 'E' | 'W'>> = {
  north: 'N',
  south: 'S',
  east: 'E',
  west: 'W',
};

/** "Southwest corner of", "S.W. Cor.", "North quarter corner", "S 1/4 COR", "center of", then what it is of. */
const CORNER = new RegExp(
  [
    String.raw`\b(?:(north|south)\s*-?\s*(east|west)|([ns])\.?\s?([ew])\.?|(north|south|east|west)\s+(?:quarter|1\/4)|([nsew])\.?\s?1\/4|(center|centre))`,
    String.raw`\s*(?:corner|cor\b\.?|of)\s*(?:corner|cor\b\.?)?`,
    String.raw`(?:\s*(?:of|fr|from)\s+)?([^;]{0,120})`,
  ].join(''),
  'i',
);
/** The words of the clause that starts the description: up to its first "thence". */
const OPENING = /^[\s\S]*?(?=\bthence\b|\bth\b|$)/i;
/** "Section 12", "Sec. 23", "Section Three (3)". */
const SECTION_NUMBER = /\bsec(?:tion|\.)?\s*(?:[a-z-]+\s*\(\s*)?(\d{1,2})\b/i;
/** "T21N, R14E", "Township 21 North, Range 14 East", "Township Seventeen (17) North, Range Fourteen (14) East". */
const TOWNSHIP_RANGE =
  /\b(?:township|twp\.?|t)[\s-]*(?:[a-z-]+\s*\(\s*)?(\d{1,3})\s*\)?[\s-]*(n|s)(?:orth|outh)?\b[\s\S]{0,40}?\b(?:range|rge\.?|r)[\s-]*(?:[a-z-]+\s*\(\s*)?(\d{1,3})\s*\)?[\s-]*(e|w)(?:ast|est)?\b/i;

function cornerOf(match: RegExpExecArray): 'NE' | 'NW' | 'SE' | 'SW' | 'N' | 'S' | 'E' | 'W' | 'C' | null {
  const [, northSouth, eastWest, ns, ew, side, sideLetter, center] = match;
  if (northSouth && eastWest) return CORNER_NAMES[`${northSouth}${eastWest}`.toLowerCase()] ?? null;
  if (ns && ew) return CORNER_NAMES[`${ns}${ew}`.toLowerCase()] ?? null;
  if (side) return SIDE_NAMES[side.toLowerCase()] ?? null;
  if (sideLetter)
    return (
      SIDE_NAMES[{ n: 'north', s: 'south', e: 'east', w: 'west' }[sideLetter.toLowerCase()] ?? ''] ?? null
    );
  return center ? 'C' : null;
}

/** "Section 12, T21N, R14E", as far as the text names them. */
function sectionWhere(normalized: string): string {
  const section = SECTION_NUMBER.exec(normalized)?.[1];
  const townshipRange = TOWNSHIP_RANGE.exec(normalized);
  return [
    section ? `Section ${Number(section)}` : 'the section',
    townshipRange ? `T${Number(townshipRange[1])}${townshipRange[2]?.toUpperCase()}` : '',
    townshipRange ? `R${Number(townshipRange[3])}${townshipRange[4]?.toUpperCase()}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The section corner (or quarter corner, or aliquot part's corner) the description starts from, or null. Only the
 * text before "less and except" counts: an excepted tract's corner is not the tract's. `aliquot` is the aliquot part
 * parseDeed drew for a description with no courses ("N/2 of the SE/4"): its tie runs from the section's south-west
 * corner, so that is the corner the section is placed by.
 */
export function sectionTie(text: string, aliquot: string | null = null): SectionTie | null {
  const whole = deedTextNormalize(text);
  const exceptionAt = whole.search(EXCEPTION_PHRASE);
  const normalized = exceptionAt < 0 ? whole : whole.slice(0, exceptionAt);
  if (aliquot !== null) {
    if (!/\bsec(?:tion|\.)?\b/i.test(normalized)) return null;
    return {
      description: `the southwest corner of ${sectionWhere(normalized)}, from which the ${aliquot} is drawn`,
      cornerInSection: { x: 0, y: 0 },
    };
  }
  const opening = OPENING.exec(normalized)?.[0] ?? '';
  // The last "beginning"/"commencing" of the opening is where the description starts from.
  const startsAt = Math.max(
    0,
    opening.search(
      /\b(?:commencing|commence|beginning|begin|com|beg)\b(?![\s\S]*\b(?:commencing|beginning)\b)/i,
    ),
  );
  const match = CORNER.exec(opening.slice(startsAt));
  if (!match) return null;
  const corner = cornerOf(match);
  const rest = match[8] ?? '';
  const parts = aliquotParts(rest);
  const namesSection = /\bsec(?:tion|\.)?\b/i.test(normalized);
  if (!corner || (parts === null && !/\bsec(?:tion|\.)?\b/i.test(rest))) return null;
  if (!namesSection) return null;
  const { west, south, east, north } = aliquotBounds(parts ?? []);
  const x = corner.includes('W') ? west : corner.includes('E') ? east : (west + east) / 2;
  const y = corner.includes('S') ? south : corner.includes('N') ? north : (south + north) / 2;
  const where = sectionWhere(normalized);
  const part =
    parts && parts.length > 0
      ? ` of the ${parts.map((piece) => `${piece.direction}/${piece.denominator}`).join(' of the ')}`
      : '';
  return { description: `the ${CORNER_WORDS[corner]}${part} of ${where}`, cornerInSection: { x, y } };
}

/**
 * The section's south-west corner in the tract's coordinates (point of beginning at 0, 0), given where the
 * description starts: the point of commencement when it has a tie, else the point of beginning.
 */
export function sectionSouthWestFor(tie: SectionTie, startPoint: Point): Point {
  return { x: startPoint.x - tie.cornerInSection.x, y: startPoint.y - tie.cornerInSection.y };
}
