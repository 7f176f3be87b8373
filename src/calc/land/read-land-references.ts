import { allMatches } from '../all-matches';
import {
  type EastWest,
  type MeridianCode,
  type NorthSouth,
  type Section,
  type SectionKey,
  sectionIsValid,
  sectionKey,
  type Township,
  type TownshipKey,
  townshipIsValid,
  townshipKey,
} from './land-key';
import { choosePlace, nearHintsReader, type PlaceHints, readPlaceHints } from './place-hints';
import { PLSS_PATTERNS, type PlssForm } from './plss-patterns';
import { readAliquotBefore } from './read-aliquot-part';
import { type OccReference, readOccNumbers } from './read-occ-numbers';

// Reads the land a post names: sections, townships, Corporation Commission causes and orders, API well
// numbers. Never guesses: a number out of range, a state or meridian it cannot be sure of, a character that
// only looks like a dash or a digit, leave the words as text. docs/decisions/039-land-references.md.

interface Span {
  start: number;
  end: number;
  /** The words as written. */
  text: string;
}
export interface SectionReference extends Span {
  kind: 'section';
  key: SectionKey;
  land: Section;
  /** "N/2 SE/4", when a part of the section is written before it. */
  aliquot: string | null;
}
export interface TownshipReference extends Span {
  kind: 'township';
  key: TownshipKey;
  land: Township;
}
export type LandReference = SectionReference | TownshipReference | OccReference;

// Dashes and spaces that look the same are read the same; each is one character for one, so positions in
// the plain copy are positions in the text. Anything else unusual (a zero-width space, a full-width digit, a
// Cyrillic letter) is not read at all.
const LOOKALIKE_DASH = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const LOOKALIKE_SPACE = /[\u00A0\u2007\u202F]/g;
const plainCopy = (text: string) => text.replace(LOOKALIKE_DASH, '-').replace(LOOKALIKE_SPACE, ' ');

/** How far around a reference its own place words are looked for ("…, Grady County, Oklahoma"). */
const NEAR = 100;
// The words after a reference belong to it up to a line's or a sentence's end, or an "and" that starts
// another thought ("in Grady County and some in Kansas").
const CLAUSE_END = /\n|;|[a-z]{4,}[.!?](?:\s|$)|\s(?:and|but)\s/;
const CLAUSE_BREAK = /\n|;|[a-z]{4,}[.!?]\s|\s(?:and|but)\s/g;

/** Where the last clause of the text starts. */
function lastClauseStart(text: string): number {
  let start = 0;
  for (const match of allMatches(text, CLAUSE_BREAK)) start = match.index + match[0].length;
  return start;
}

type HintsReader = (text: string) => PlaceHints;

function nearbyHints(read: HintsReader | null, text: string, start: number, end: number): PlaceHints[] {
  if (!read) return [];
  const after = text.slice(end, end + NEAR);
  const stop = CLAUSE_END.exec(after);
  const before = text.slice(Math.max(0, start - NEAR), start);
  return [read(stop ? after.slice(0, stop.index) : after), read(before.slice(lastClauseStart(before)))];
}

/** A match not yet read: its words are taken even when they turn out to name no real land. */
interface Candidate {
  start: number;
  end: number;
  read: () => LandReference[];
}

function landFrom(groups: Record<string, string | undefined>, levels: PlaceHints[]): Township | null {
  const written = groups.mer?.replace(/\./g, '').toLowerCase() as MeridianCode | undefined;
  const place = written ? { state: 'ok' as const, meridian: written } : choosePlace(levels);
  if (place === 'unsure') return null;
  return {
    ...place,
    township: Number(groups.twp),
    townshipDirection: (groups.tdir ?? '').charAt(0).toLowerCase() as NorthSouth,
    range: Number(groups.rng),
    rangeDirection: (groups.rdir ?? '').charAt(0).toLowerCase() as EastWest,
  };
}

interface PostContext {
  plain: string;
  post: PlaceHints;
  /** Null when the post names no place at all, so no part of it can. */
  near: HintsReader | null;
}

function readMatch(
  form: PlssForm,
  match: RegExpExecArray,
  { plain, post, near }: PostContext,
): LandReference[] {
  const [start, end] = [match.index, match.index + match[0].length];
  const span = { start, end, text: match[0] };
  const groups = match.groups ?? {};
  const township = landFrom(groups, [...nearbyHints(near, plain, start, end), post]);
  if (!township || !townshipIsValid(township)) return [];
  if (form === 'township') return [{ kind: 'township', ...span, key: townshipKey(township), land: township }];
  if (form === 'section') {
    const land: Section = { ...township, section: Number(groups.sec) };
    if (!sectionIsValid(land)) return [];
    const aliquot = readAliquotBefore(plain, start);
    return [{ kind: 'section', ...span, key: sectionKey(land), land, aliquot }];
  }
  // A list: each number links on its own, the last one with the township and range after it.
  const list = groups.list ?? '';
  const listStart = start + match[0].indexOf(list);
  const numbers = [...allMatches(list, /\d{1,2}/g)];
  const references: SectionReference[] = [];
  for (const [index, number] of numbers.entries()) {
    const land: Section = { ...township, section: Number(number[0]) };
    if (!sectionIsValid(land)) return [];
    const from = listStart + number.index;
    const to = index === numbers.length - 1 ? end : from + number[0].length;
    references.push({
      kind: 'section',
      start: from,
      end: to,
      text: plain.slice(from, to),
      key: sectionKey(land),
      land,
      aliquot: null,
    });
  }
  return references;
}

/**
 * Every land reference in the text, in order, none overlapping another; at most `limit` of them (a post's
 * first references are linked, the rest stay text, so a hostile post costs a bounded time).
 */
export function readLandReferences(text: string, limit = Number.POSITIVE_INFINITY): LandReference[] {
  const plain = plainCopy(text);
  const post = readPlaceHints(plain);
  const context = { plain, post, near: nearHintsReader(post) };
  const candidates: Candidate[] = [];
  for (const [form, regex] of PLSS_PATTERNS)
    for (const match of allMatches(plain, regex))
      candidates.push({
        start: match.index,
        end: match.index + match[0].length,
        read: () => readMatch(form, match, context),
      });
  for (const reference of readOccNumbers(plain)) candidates.push({ ...reference, read: () => [reference] });
  // The earliest, then the longest, wins; what it covers is taken, even when it names no real land.
  candidates.sort((a, b) => a.start - b.start || b.end - a.end);
  const references: LandReference[] = [];
  let taken = 0;
  for (const candidate of candidates) {
    if (candidate.start < taken) continue;
    taken = candidate.end;
    for (const reference of candidate.read()) {
      if (references.length >= limit) return references;
      references.push({ ...reference, text: text.slice(reference.start, reference.end) });
    }
  }
  return references;
}
