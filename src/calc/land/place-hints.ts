import { allMatches } from '../all-matches';
import type { MeridianCode, StateCode } from './land-key';
import { STATE_MERIDIANS } from './land-key';
import { countyMentionPattern } from './oklahoma-counties';

// Which state and meridian a township and range are counted from, read from what the writer says around it:
// first the words right after the reference (", Grady County, Oklahoma"), then those right before it ("Caddo
// County 9-7N-10W"), then the whole post. The first of those that names anything decides; when what it names
// disagrees (Oklahoma and Kansas, a Panhandle county and another), the reference stays text: never guessed.

export interface PlaceHints {
  states: Set<StateCode | 'tx'>;
  meridians: Set<MeridianCode>;
  panhandleCounty: boolean;
  otherOklahomaCounty: boolean;
}

// Full names in any case; abbreviations only in capitals ("OK", "KS"), where "ok" and "co" are words.
const STATE_PATTERNS: ReadonlyArray<readonly [StateCode | 'tx', RegExp]> = [
  ['ok', /\b(?:[Oo]klahoma|OKLAHOMA|Okla\.|OK)\b/],
  ['ks', /\b(?:[Kk]ansas|KANSAS|Kan\.|KS)(?![\w.])/],
  ['nd', /\b(?:[Nn]orth [Dd]akota|NORTH DAKOTA|N\. ?D\.|ND)(?![\w])/],
  ['sd', /\b(?:[Ss]outh [Dd]akota|SOUTH DAKOTA|S\. ?D\.|SD)(?![\w])/],
  ['ne', /\b(?:[Nn]ebraska|NEBRASKA|Neb\.)(?![\w])/],
  ['nm', /\b(?:[Nn]ew [Mm]exico|NEW MEXICO|N\. ?M\.|NM)(?![\w])(?! ?P\.? ?M)/],
  ['co', /\b(?:[Cc]olorado|COLORADO|Colo\.)(?![\w])/],
  ['ar', /\b(?:[Aa]rkansas|ARKANSAS|Ark\.)(?![\w.])(?! [Rr]iver)/],
  ['wy', /\b(?:[Ww]yoming|WYOMING|Wyo\.|WY)(?![\w])/],
  // Texas has no township-and-range survey; "Texas County" is Oklahoma's and is read as a county.
  ['tx', /\b(?:[Tt]exas|TEXAS|Tex\.|TX)(?![\w])(?! [Cc]o(?:unty|\.))/],
];

const MERIDIAN_PATTERNS: ReadonlyArray<readonly [MeridianCode, RegExp]> = [
  ['im', /\b(?:indian (?:base and )?meridian|I\. ?M\.|IM\b)/i],
  ['cm', /\b(?:cimarron (?:base and )?meridian|C\. ?M\.|E?CM\b)/i],
  ['5p', /\b(?:5th|fifth) (?:P\. ?M\.?|PM\b|principal meridian)/i],
  ['6p', /\b(?:6th|sixth) (?:P\. ?M\.?|PM\b|principal meridian)/i],
  ['nm', /\b(?:new mexico principal meridian|N\. ?M\. ?P\. ?M\.?|NMPM\b)/i],
  ['bh', /\bblack hills (?:base and )?meridian/i],
  ['wr', /\bwind river (?:base and )?meridian/i],
  ['ut', /\bute (?:principal )?meridian/i],
];

const COUNTY = countyMentionPattern();
const PANHANDLE = new Set(['beaver', 'texas', 'cimarron']);

/** What a text names: states, meridians, Oklahoma counties (Panhandle or not). */
export function readPlaceHints(text: string): PlaceHints {
  return readWith(text, STATE_PATTERNS, MERIDIAN_PATTERNS, true);
}

/**
 * A reader of the hints near each reference of one post, which looks only for what the whole post names
 * (a window of the post cannot name what the post does not): a post of thousands of references that names
 * no place costs nothing more per reference.
 */
export function nearHintsReader(post: PlaceHints): ((text: string) => PlaceHints) | null {
  const states = STATE_PATTERNS.filter(([state]) => post.states.has(state));
  const meridians = MERIDIAN_PATTERNS.filter(([meridian]) => post.meridians.has(meridian));
  const counties = post.panhandleCounty || post.otherOklahomaCounty;
  if (states.length === 0 && meridians.length === 0 && !counties) return null;
  return (text) => readWith(text, states, meridians, counties);
}

const emptyHints = (): PlaceHints => ({
  states: new Set(),
  meridians: new Set(),
  panhandleCounty: false,
  otherOklahomaCounty: false,
});

function readWith(
  text: string,
  states: typeof STATE_PATTERNS,
  meridians: typeof MERIDIAN_PATTERNS,
  counties: boolean,
): PlaceHints {
  const hints = emptyHints();
  for (const [state, pattern] of states) if (pattern.test(text)) hints.states.add(state);
  for (const [meridian, pattern] of meridians) if (pattern.test(text)) hints.meridians.add(meridian);
  if (!counties) return hints;
  for (const match of allMatches(text, COUNTY)) {
    const name = (match[1] ?? '').replace(/ /g, '').toLowerCase();
    if (PANHANDLE.has(name)) hints.panhandleCounty = true;
    else hints.otherOklahomaCounty = true;
  }
  return hints;
}

const saysAnything = (hints: PlaceHints): boolean =>
  hints.states.size > 0 || hints.meridians.size > 0 || hints.panhandleCounty || hints.otherOklahomaCounty;

export type Place = { state: StateCode; meridian: MeridianCode } | 'unsure';

/** What one set of hints decides: a place, 'unsure' (they disagree), or null (they say nothing). */
export function placeFromHints(hints: PlaceHints): Place | null {
  if (!saysAnything(hints)) return null;
  const others = [...hints.states].filter(
    (state): state is Exclude<StateCode, 'ok'> => state !== 'ok' && state !== 'tx',
  );
  if (others.length > 1 || (others.length === 1 && hints.states.has('ok'))) return 'unsure';
  const [other] = others;
  if (other) {
    // A county name shared with Oklahoma's ("Comanche County, Kansas") belongs to the state named.
    const allowed = STATE_MERIDIANS[other];
    const named = [...hints.meridians].filter((meridian) => allowed.includes(meridian));
    if (named.length === 1 && named[0]) return { state: other, meridian: named[0] };
    if (named.length === 0 && hints.meridians.size === 0 && allowed.length === 1 && allowed[0])
      return { state: other, meridian: allowed[0] };
    return 'unsure';
  }
  if (
    hints.states.has('tx') &&
    !hints.states.has('ok') &&
    !hints.panhandleCounty &&
    !hints.otherOklahomaCounty
  )
    return 'unsure';
  const oklahomaMeridians = [...hints.meridians].filter((meridian) => meridian === 'im' || meridian === 'cm');
  if (hints.meridians.size > oklahomaMeridians.length) return 'unsure';
  if (oklahomaMeridians.length === 2) return 'unsure';
  if (oklahomaMeridians[0]) return { state: 'ok', meridian: oklahomaMeridians[0] };
  if (hints.panhandleCounty && hints.otherOklahomaCounty) return 'unsure';
  return { state: 'ok', meridian: hints.panhandleCounty ? 'cm' : 'im' };
}

/** The nearest hints that say anything decide; with none anywhere, the forum's own state and meridian. */
export function choosePlace(levels: readonly PlaceHints[]): Place {
  for (const hints of levels) {
    const place = placeFromHints(hints);
    if (place) return place;
  }
  return { state: 'ok', meridian: 'im' };
}
