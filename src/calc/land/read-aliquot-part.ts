import { allMatches } from '../all-matches';

// The part of a section written before it: "the NE/4 of", "N/2 SE/4", "the SW¼ of the NW¼ of", "NE 1/4 of",
// "SE4 of". A half is N, S, E or W; a quarter NE, NW, SE or SW; parts joined by "and" ("S/2 NW/4 and NE/4 of")
// are two tracts, not one part, so none is read.

const PART = String.raw`(?:ne|nw|se|sw|n|s|e|w)\s?(?:\/\s?[24]|1\/[24]|[24](?![\d/])|[¼½])`;
const TAIL = new RegExp(
  String.raw`(?<![a-z0-9/])((?:(?:the\s{1,2})?${PART}[\s,]{0,3}(?:of\s{1,2})?){1,6})$`,
  'i',
);
const EACH_PART = /(ne|nw|se|sw|n|s|e|w)\s?(?:\/\s?([24])|1\/([24])|([24])|([¼½]))/gi;
const JOINED_BY_AND = /(?:\band|&)\s{0,2}$/i;
/** How far back a part may start: six parts and their "of the"s. */
const LOOK_BACK = 90;

export function readAliquotBefore(text: string, end: number): string | null {
  const before = text.slice(Math.max(0, end - LOOK_BACK), end);
  const tail = TAIL.exec(before);
  if (!tail?.[1]) return null;
  if (JOINED_BY_AND.test(before.slice(0, tail.index))) return null;
  return normalisedParts(tail[1]);
}

const WHOLE = new RegExp(String.raw`^\s*((?:(?:the\s{1,2})?${PART}[\s,]{0,3}(?:of\s{1,2})?){1,6})\s*$`, 'i');

/** An aliquot description on its own ("N/2 SE/4", from an address), normalised; null if it is not one. */
export function readAliquotPart(text: string): string | null {
  const whole = WHOLE.exec(text);
  return whole?.[1] ? normalisedParts(whole[1]) : null;
}

function normalisedParts(phrase: string): string | null {
  const parts: string[] = [];
  for (const part of allMatches(phrase, EACH_PART)) {
    const direction = (part[1] ?? '').toUpperCase();
    const fraction = part[5];
    const denominator = part[2] ?? part[3] ?? part[4] ?? (fraction === '½' ? '2' : '4');
    if ((direction.length === 1) !== (denominator === '2')) return null;
    parts.push(`${direction}/${denominator}`);
  }
  return parts.length > 0 ? parts.join(' ') : null;
}
