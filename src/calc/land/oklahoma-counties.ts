import { allMatches } from '../all-matches';

// Oklahoma's 77 counties: the slug used in addresses (?county=grady), the name, and the county code the
// Corporation Commission and API well numbers use (the federal FIPS code: odd numbers 1 to 153, alphabetical).
// Beaver, Texas and Cimarron make up the Panhandle, surveyed from the Cimarron Meridian.

export type CountySlug = string & { readonly __brand: 'CountySlug' };

export interface OklahomaCounty {
  slug: CountySlug;
  name: string;
  code: number;
  /** True for the Panhandle's three counties, surveyed from the Cimarron Meridian. */
  panhandle: boolean;
}

const COUNTY_ROWS: ReadonlyArray<readonly [string, string, number]> = [
  ['adair', 'Adair', 1],
  ['alfalfa', 'Alfalfa', 3],
  ['atoka', 'Atoka', 5],
  ['beaver', 'Beaver', 7],
  ['beckham', 'Beckham', 9],
  ['blaine', 'Blaine', 11],
  ['bryan', 'Bryan', 13],
  ['caddo', 'Caddo', 15],
  ['canadian', 'Canadian', 17],
  ['carter', 'Carter', 19],
  ['cherokee', 'Cherokee', 21],
  ['choctaw', 'Choctaw', 23],
  ['cimarron', 'Cimarron', 25],
  ['cleveland', 'Cleveland', 27],
  ['coal', 'Coal', 29],
  ['comanche', 'Comanche', 31],
  ['cotton', 'Cotton', 33],
  ['craig', 'Craig', 35],
  ['creek', 'Creek', 37],
  ['custer', 'Custer', 39],
  ['delaware', 'Delaware', 41],
  ['dewey', 'Dewey', 43],
  ['ellis', 'Ellis', 45],
  ['garfield', 'Garfield', 47],
  ['garvin', 'Garvin', 49],
  ['grady', 'Grady', 51],
  ['grant', 'Grant', 53],
  ['greer', 'Greer', 55],
  ['harmon', 'Harmon', 57],
  ['harper', 'Harper', 59],
  ['haskell', 'Haskell', 61],
  ['hughes', 'Hughes', 63],
  ['jackson', 'Jackson', 65],
  ['jefferson', 'Jefferson', 67],
  ['johnston', 'Johnston', 69],
  ['kay', 'Kay', 71],
  ['kingfisher', 'Kingfisher', 73],
  ['kiowa', 'Kiowa', 75],
  ['latimer', 'Latimer', 77],
  ['le-flore', 'Le Flore', 79],
  ['lincoln', 'Lincoln', 81],
  ['logan', 'Logan', 83],
  ['love', 'Love', 85],
  ['mcclain', 'McClain', 87],
  ['mccurtain', 'McCurtain', 89],
  ['mcintosh', 'McIntosh', 91],
  ['major', 'Major', 93],
  ['marshall', 'Marshall', 95],
  ['mayes', 'Mayes', 97],
  ['murray', 'Murray', 99],
  ['muskogee', 'Muskogee', 101],
  ['noble', 'Noble', 103],
  ['nowata', 'Nowata', 105],
  ['okfuskee', 'Okfuskee', 107],
  ['oklahoma', 'Oklahoma', 109],
  ['okmulgee', 'Okmulgee', 111],
  ['osage', 'Osage', 113],
  ['ottawa', 'Ottawa', 115],
  ['pawnee', 'Pawnee', 117],
  ['payne', 'Payne', 119],
  ['pittsburg', 'Pittsburg', 121],
  ['pontotoc', 'Pontotoc', 123],
  ['pottawatomie', 'Pottawatomie', 125],
  ['pushmataha', 'Pushmataha', 127],
  ['roger-mills', 'Roger Mills', 129],
  ['rogers', 'Rogers', 131],
  ['seminole', 'Seminole', 133],
  ['sequoyah', 'Sequoyah', 135],
  ['stephens', 'Stephens', 137],
  ['texas', 'Texas', 139],
  ['tillman', 'Tillman', 141],
  ['tulsa', 'Tulsa', 143],
  ['wagoner', 'Wagoner', 145],
  ['washington', 'Washington', 147],
  ['washita', 'Washita', 149],
  ['woods', 'Woods', 151],
  ['woodward', 'Woodward', 153],
];

const PANHANDLE = new Set(['beaver', 'texas', 'cimarron']);

export const OKLAHOMA_COUNTIES: readonly OklahomaCounty[] = COUNTY_ROWS.map(([slug, name, code]) => ({
  slug: slug as CountySlug,
  name,
  code,
  panhandle: PANHANDLE.has(slug),
}));

/** The slug a thread's county filter takes for a thread about land outside Oklahoma. */
export const OTHER_STATE_COUNTY = 'other-state' as CountySlug;

const BY_SLUG = new Map(OKLAHOMA_COUNTIES.map((county) => [county.slug as string, county]));
const BY_CODE = new Map(OKLAHOMA_COUNTIES.map((county) => [county.code, county]));

export const countyBySlug = (slug: string): OklahomaCounty | undefined => BY_SLUG.get(slug.toLowerCase());
export const countyByCode = (code: number): OklahomaCounty | undefined => BY_CODE.get(code);
/** "Le Flore", "le  flore" and "LeFlore" are one county. */
export const countyByName = (name: string): OklahomaCounty | undefined =>
  BY_SLUG.get(name.trim().toLowerCase().replace(/\s+/g, '-')) ??
  OKLAHOMA_COUNTIES.find(
    (county) => county.name.replace(/ /g, '').toLowerCase() === name.replace(/\s+/g, '').toLowerCase(),
  );

/** What a thread may say it is about: one of the 77 counties, or land in another state. */
export interface CountyChoice {
  slug: CountySlug;
  name: string;
}

export const COUNTY_CHOICES: readonly CountyChoice[] = [
  ...OKLAHOMA_COUNTIES.map(({ slug, name }) => ({ slug, name })),
  { slug: OTHER_STATE_COUNTY, name: 'Other state' },
];
const CHOICE_BY_SLUG = new Map(COUNTY_CHOICES.map((choice) => [choice.slug as string, choice]));

/** The choice with exactly this slug (lower case, as addresses write it), or undefined. */
export const countyChoice = (slug: string): CountyChoice | undefined => CHOICE_BY_SLUG.get(slug);

const MENTION_NAMES = OKLAHOMA_COUNTIES.map((county) => county.name.replace(/ /g, ' ?')).join('|');

/** "Grady County", "Grady co." or "LeFlore Co": a county named as a county. A new expression each call (it is global). */
export const countyMentionPattern = (): RegExp =>
  new RegExp(String.raw`\b(${MENTION_NAMES}) (?:county|co\.?)(?![a-z])`, 'gi');

const COUNTY_MENTION = countyMentionPattern();

/** The counties a text names as counties, in the order first named, each once. */
export function countiesNamedIn(text: string): CountySlug[] {
  const found: CountySlug[] = [];
  for (const match of allMatches(text, COUNTY_MENTION)) {
    const county = countyByName(match[1] ?? '');
    if (county && !found.includes(county.slug)) found.push(county.slug);
  }
  return found;
}
