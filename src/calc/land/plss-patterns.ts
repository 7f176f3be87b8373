// The ways owners write a section, township and range, as regular expressions over text whose dashes and
// spaces were made plain (readLandReferences does that). Every quantifier is bounded, so a reading costs
// time in proportion to the text whatever it holds. Each pattern names its groups: sec, twp, tdir, rng,
// rdir, mer (an IM/CM written against the range, "3WIM", "24ECM") and, for lists, list.

/** A number, or a deed's spelled one with its figure: "Twenty (20)". */
const number = (name: string) =>
  String.raw`(?:[a-z]{3,9}(?:-[a-z]{3,9})?\s{0,2}\(\s{0,2})?(?<${name}>\d{1,3})(?:\s{0,2}\))?`;
const SECTION_WORD = String.raw`(?:sec(?:tion)?\.?|s\.?)`;
const TOWNSHIP_WORD = String.raw`(?:t(?:wp|ownship)?\.?)`;
const RANGE_WORD = String.raw`(?:r(?:ge?|ange)?\.?)`;
const NORTH_SOUTH = String.raw`(?<tdir>north|south|n|s)\.?`;
const EAST_WEST = String.raw`(?<rdir>east|west|e|w)\.?(?:\s?(?<mer>im|cm|i\.m\.|c\.m\.))?`;
const END = '(?![a-z0-9])';
/** Township and range, with their T and R optional: "T5N", "5N", "Township 5 North", "Twp. 5 N.". */
const TOWNSHIP = String.raw`(?:${TOWNSHIP_WORD}\s{0,2})?${number('twp')}\s{0,2}${NORTH_SOUTH}`;
const RANGE = String.raw`(?:${RANGE_WORD}\s{0,2})?${number('rng')}\s{0,2}${EAST_WEST}`;
/** The same with the T and R required, for a township written on its own. */
const MARKED_TOWNSHIP = String.raw`${TOWNSHIP_WORD}\s{0,2}${number('twp')}\s{0,2}${NORTH_SOUTH}`;
const MARKED_RANGE = String.raw`${RANGE_WORD}\s{0,2}${number('rng')}\s{0,2}${EAST_WEST}`;
const DASH = String.raw`\s{0,2}-\s{0,2}`;
const BETWEEN = String.raw`(?:\s{0,2}[-,;]\s{0,2}|\s{1,3})`;
const START = '(?<![a-z0-9./-])';
const LIST = String.raw`(?<list>\d{1,2}(?:(?:\s{0,2},)?\s{0,3}(?:and|&|,)\s{0,3}\d{1,2}){1,7})`;

const pattern = (source: string) => new RegExp(source, 'gi');

export type PlssForm = 'section' | 'township' | 'list';
export const PLSS_PATTERNS: ReadonlyArray<readonly [PlssForm, RegExp]> = [
  // "Sections 20 and 29, T5N, R3W", "sections 19, 20 & 30-5N-3W"
  [
    'list',
    pattern(String.raw`${START}sec(?:tion)?s\.?\s{1,2}${LIST}${DASH}${TOWNSHIP}${DASH}${RANGE}${END}`),
  ],
  [
    'list',
    pattern(
      String.raw`${START}sec(?:tion)?s\.?\s{1,2}${LIST}[\s,;]{1,4}(?:in\s{1,2}|of\s{1,2})?${TOWNSHIP}${BETWEEN}${RANGE}${END}`,
    ),
  ],
  // "20-5N-3W", "Sec. 20-05N-03W", "20-T5N-R3W", "S20-T5N-R3W", "Section 20 - 5N - 3W"
  [
    'section',
    pattern(
      String.raw`${START}(?:${SECTION_WORD}\s{0,2})?(?<sec>\d{1,2})${DASH}${TOWNSHIP}${DASH}${RANGE}${END}`,
    ),
  ],
  // "Section 20, Township 5 North, Range 3 West", "S20 T5N R3W", "sec 20 5n 3w", "Sec 20, T5N-R3W"
  [
    'section',
    pattern(
      String.raw`${START}${SECTION_WORD}\s{0,2}${number('sec')}[\s,;]{1,4}(?:in\s{1,2}|of\s{1,2})?${TOWNSHIP}${BETWEEN}${RANGE}${END}`,
    ),
  ],
  // "5N 3W sec 20", "T5N-R3W-S20", "Township 5 North, Range 3 West, Section 20"
  [
    'section',
    pattern(
      String.raw`${START}${TOWNSHIP}${BETWEEN}${RANGE}${BETWEEN}${SECTION_WORD}\s{0,2}${number('sec')}${END}`,
    ),
  ],
  // "T5N R3W", "Township 5 North, Range 3 West": the township itself
  ['township', pattern(`${START}${MARKED_TOWNSHIP}${BETWEEN}${MARKED_RANGE}${END}`)],
];
