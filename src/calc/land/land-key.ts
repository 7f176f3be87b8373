// One normalised key per piece of land, so every way of writing it meets in links, search, follows and the
// section page: "ok-im-05n-03w-20" is section 20, township 5 north, range 3 west of the Indian Meridian in
// Oklahoma; "ok-im-05n-03w" is the township. docs/decisions/039-land-references.md.

export type SectionKey = string & { readonly __brand: 'SectionKey' };
export type TownshipKey = string & { readonly __brand: 'TownshipKey' };

export type StateCode = 'ok' | 'ks' | 'nd' | 'ne' | 'nm' | 'co' | 'ar' | 'sd' | 'wy';
/** Indian, Cimarron, Fifth and Sixth Principal, New Mexico Principal, Black Hills, Wind River, Ute. */
export type MeridianCode = 'im' | 'cm' | '5p' | '6p' | 'nm' | 'bh' | 'wr' | 'ut';
export type NorthSouth = 'n' | 's';
export type EastWest = 'e' | 'w';

export interface Township {
  state: StateCode;
  meridian: MeridianCode;
  township: number;
  townshipDirection: NorthSouth;
  range: number;
  rangeDirection: EastWest;
}
export interface Section extends Township {
  section: number;
}

interface Limits {
  north: number;
  south: number;
  east: number;
  west: number;
}
// Oklahoma's survey, measured on the Bureau of Land Management's township plats: north of the Indian
// Meridian's base line to 29N, south to 11S, west to 28W (the Texas line), east to 27E (Arkansas). The
// Cimarron Meridian covers only the Panhandle: 1N to 6N, all east of the meridian (the New Mexico line).
const OKLAHOMA_LIMITS: Partial<Record<MeridianCode, Limits>> = {
  im: { north: 29, south: 11, east: 27, west: 28 },
  cm: { north: 6, south: 0, east: 28, west: 0 },
};
// Elsewhere the reader only checks numbers are plausible and the townships lie on the state's side of its
// base line (all of Kansas is south of the Sixth Principal Meridian's base line; Nebraska, the Dakotas and
// Wyoming north of theirs).
const OTHER_STATES_LIMITS: Record<Exclude<StateCode, 'ok'>, Limits> = {
  ks: { north: 0, south: 35, east: 25, west: 43 },
  ne: { north: 35, south: 0, east: 20, west: 58 },
  nd: { north: 163, south: 0, east: 0, west: 107 },
  sd: { north: 131, south: 10, east: 30, west: 104 },
  nm: { north: 32, south: 32, east: 38, west: 21 },
  co: { north: 12, south: 35, east: 10, west: 104 },
  ar: { north: 21, south: 20, east: 8, west: 33 },
  wy: { north: 58, south: 3, east: 6, west: 121 },
};

/** The meridians a state's townships may be counted from; one entry means naming the state is enough. */
export const STATE_MERIDIANS: Readonly<Record<StateCode, readonly MeridianCode[]>> = {
  ok: ['im', 'cm'],
  ks: ['6p'],
  ne: ['6p'],
  nd: ['5p'],
  ar: ['5p'],
  nm: ['nm'],
  sd: ['5p', 'bh'],
  co: ['6p', 'nm', 'ut'],
  wy: ['6p', 'wr'],
};

/** True when the township and range exist on that state's meridian (as far as these tables know). */
export function townshipIsValid(township: Township): boolean {
  if (!STATE_MERIDIANS[township.state].includes(township.meridian)) return false;
  const limits =
    township.state === 'ok' ? OKLAHOMA_LIMITS[township.meridian] : OTHER_STATES_LIMITS[township.state];
  if (!limits) return false;
  const northSouth = township.townshipDirection === 'n' ? limits.north : limits.south;
  const eastWest = township.rangeDirection === 'e' ? limits.east : limits.west;
  return (
    Number.isInteger(township.township) &&
    Number.isInteger(township.range) &&
    township.township >= 1 &&
    township.township <= northSouth &&
    township.range >= 1 &&
    township.range <= eastWest
  );
}

export const sectionIsValid = (section: Section): boolean =>
  Number.isInteger(section.section) &&
  section.section >= 1 &&
  section.section <= 36 &&
  townshipIsValid(section);

const pad = (value: number): string => String(value).padStart(2, '0');

export const townshipKey = (township: Township): TownshipKey =>
  `${township.state}-${township.meridian}-${pad(township.township)}${township.townshipDirection}-${pad(township.range)}${township.rangeDirection}` as TownshipKey;

export const sectionKey = (section: Section): SectionKey =>
  `${townshipKey(section)}-${pad(section.section)}` as SectionKey;

const KEY = /^([a-z]{2})-(im|cm|5p|6p|nm|bh|wr|ut)-(\d{2,3})([ns])-(\d{2,3})([ew])(?:-(\d{2}))?$/;

/** Reads a key back (from an address); null unless it is a key this module would write for real land. */
export function parseLandKey(key: string): Section | Township | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, state, meridian, township, townshipDirection, range, rangeDirection, section] = match;
  if (!(state && state in STATE_MERIDIANS)) return null;
  const base: Township = {
    state: state as StateCode,
    meridian: meridian as MeridianCode,
    township: Number(township),
    townshipDirection: townshipDirection as NorthSouth,
    range: Number(range),
    rangeDirection: rangeDirection as EastWest,
  };
  const land = section === undefined ? base : { ...base, section: Number(section) };
  const valid = 'section' in land ? sectionIsValid(land) : townshipIsValid(land);
  // Only the one spelling of a key is a key: "ok-im-5n-3w" is not "ok-im-05n-03w".
  const again = 'section' in land ? sectionKey(land) : townshipKey(land);
  return valid && again === key ? land : null;
}
