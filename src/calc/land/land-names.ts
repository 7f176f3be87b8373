import type { MeridianCode, Section, StateCode, Township } from './land-key';

// A section's name in the forms owners write it, so its page can be found by any of them and a reader
// recognises the one they use.

const MERIDIAN_NAMES: Readonly<Record<MeridianCode, string>> = {
  im: 'Indian Meridian',
  cm: 'Cimarron Meridian',
  '5p': 'Fifth Principal Meridian',
  '6p': 'Sixth Principal Meridian',
  nm: 'New Mexico Principal Meridian',
  bh: 'Black Hills Meridian',
  wr: 'Wind River Meridian',
  ut: 'Ute Meridian',
};
const STATE_NAMES: Readonly<Record<StateCode, string>> = {
  ok: 'Oklahoma',
  ks: 'Kansas',
  nd: 'North Dakota',
  ne: 'Nebraska',
  nm: 'New Mexico',
  co: 'Colorado',
  ar: 'Arkansas',
  sd: 'South Dakota',
  wy: 'Wyoming',
};

export const meridianName = (meridian: MeridianCode): string => MERIDIAN_NAMES[meridian];
export const stateName = (state: StateCode): string => STATE_NAMES[state];

const word = (direction: string): string =>
  ({ n: 'North', s: 'South', e: 'East', w: 'West' })[direction] ?? direction;
const pad = (value: number): string => String(value).padStart(2, '0');

/** "5N-3W", "T5N R3W", "Township 5 North, Range 3 West" and the like. */
export function townshipNames(land: Township): string[] {
  const [t, r] = [
    `${land.township}${land.townshipDirection.toUpperCase()}`,
    `${land.range}${land.rangeDirection.toUpperCase()}`,
  ];
  return [
    `Township ${land.township} ${word(land.townshipDirection)}, Range ${land.range} ${word(land.rangeDirection)}, ${meridianName(land.meridian)}`,
    `T${t} R${r}`,
    `${t}-${r}`,
    `T${pad(land.township)}${land.townshipDirection.toUpperCase()}-R${pad(land.range)}${land.rangeDirection.toUpperCase()}`,
  ];
}

/** The section's name in every common form, the deed's first. */
export function sectionNames(land: Section): string[] {
  const [t, r] = [
    `${land.township}${land.townshipDirection.toUpperCase()}`,
    `${land.range}${land.rangeDirection.toUpperCase()}`,
  ];
  const [paddedT, paddedR] = [
    `${pad(land.township)}${land.townshipDirection.toUpperCase()}`,
    `${pad(land.range)}${land.rangeDirection.toUpperCase()}`,
  ];
  return [
    `Section ${land.section}, Township ${land.township} ${word(land.townshipDirection)}, Range ${land.range} ${word(land.rangeDirection)}, ${meridianName(land.meridian)}`,
    `${land.section}-${t}-${r}`,
    `Sec. ${pad(land.section)}-${paddedT}-${paddedR}`,
    `S${land.section} T${t} R${r}`,
    `${t} ${r} Sec ${land.section}`,
    `T${t}-R${r}-S${land.section}`,
  ];
}

/** The short title of a section: "Section 20-5N-3W". */
export const sectionTitle = (land: Section): string =>
  `Section ${land.section}-${land.township}${land.townshipDirection.toUpperCase()}-${land.range}${land.rangeDirection.toUpperCase()}`;
export const townshipTitle = (land: Township): string =>
  `Township ${land.township}${land.townshipDirection.toUpperCase()}-${land.range}${land.rangeDirection.toUpperCase()}`;
