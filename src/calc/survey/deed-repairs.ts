import { type Token, tokenIsSymbol, tokenIsWord } from './deed-tokens';
import { tokenStartsNumberWord } from './read-number';

// Scanned county records come through OCR with letters inside numbers ("S 8O°05'17\" W", "1665.l1") and spaces
// after a decimal point ("318. 42 FEET"). Only these unambiguous damages are repaired, each listed in a warning;
// anything else is left for the parser to report (docs/product.md#reading-real-deeds).

export interface RepairedText {
  text: string;
  /** "8O → 80", one per repair, in text order. */
  repairs: string[];
}

const MAX_LISTED_REPAIRS = 20;

/** O or o read for 0, l or I for 1: only glued to a digit, with a digit, decimal point or angle mark on the other side. */
const LETTER_IN_NUMBER = /(?<=\d)[OoIl](?=[\d.°'"])|(?<=[\d.])[OoIl](?=\d)/g;
/** "318. 42": a decimal point, spaces, then digits (the spaces are the damage). */
const SPACE_AFTER_POINT = /(?<=\d\.) {1,3}(?=\d)/g;

/** "1101.93ftand thence": a unit glued to the word after it. */
const GLUED_UNIT = /(?<=\d\s?)(?:ft|feet)(?=(?:and|to|thence|then|along)\b)/gi;
/**
 * "10)0.00 feet": a bracket scanned inside a figure that has its decimal point after it, so the bracket cannot be the
 * point. "258)31" stays a problem: there the bracket may be the decimal point.
 */
const STRAY_BRACKET = /(?<=\d)\)(?=\d+\.\d)/g;

export function deedTextRepair(text: string): RepairedText {
  const repairs: string[] = [];
  const note = (from: string, to: string): void => {
    if (repairs.length < MAX_LISTED_REPAIRS) repairs.push(`${from} → ${to}`);
  };
  const lettersFixed = text.replace(LETTER_IN_NUMBER, (letter, offset: number) => {
    const digit = letter === 'O' || letter === 'o' ? '0' : '1';
    const start = Math.max(0, offset - 3);
    const original = text.slice(start, offset + 4);
    note(
      original.trim(),
      `${original.slice(0, offset - start)}${digit}${original.slice(offset - start + 1)}`.trim(),
    );
    return digit;
  });
  const spacesFixed = lettersFixed.replace(SPACE_AFTER_POINT, (_spaces, offset: number) => {
    const before = lettersFixed.slice(Math.max(0, offset - 4), offset);
    const after = /^\s*\d{1,4}/.exec(lettersFixed.slice(offset))?.[0] ?? '';
    note(`${before}${after}`.trim(), `${before}${after.trim()}`.trim());
    return '';
  });
  const unitsFixed = spacesFixed.replace(GLUED_UNIT, (unit, offset: number) => {
    const glued = /^\w+/.exec(spacesFixed.slice(offset))?.[0] ?? unit;
    note(glued, `${unit} ${glued.slice(unit.length)}`);
    return `${unit} `;
  });
  const bracketsFixed = unitsFixed.replace(STRAY_BRACKET, (bracket, offset: number) => {
    if (unitsFixed.slice(Math.max(0, offset - 6), offset).includes('(')) return bracket;
    const around = unitsFixed.slice(Math.max(0, offset - 3), offset + 5);
    note(around.trim(), around.replace(')', '').trim());
    return '';
  });
  return { text: bracketsFixed, repairs };
}

const RESTATED_WORDS = new Set(['and', 'hundredths', 'hundredth', 'tenths', 'tenth', 'thousandths']);
const isSpelledPart = (token: Token | undefined): boolean =>
  tokenStartsNumberWord(token) ||
  tokenIsSymbol(token, '-') ||
  (token?.kind === 'word' && RESTATED_WORDS.has(token.text));

/**
 * "Twelve Hundred Eight and Fifty-five One-hundredths (1,208.55) feet", "Four (4) Degrees": a number spelled out
 * and restated in figures is read once, from the figures. The spelled words and the brackets are dropped.
 */
export function restatedFiguresCollapse(tokens: readonly Token[]): Token[] {
  const result: Token[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    const figure = tokens[index + 1];
    const restates =
      tokenIsSymbol(token, '(') &&
      figure?.kind === 'number' &&
      tokenIsSymbol(tokens[index + 2], ')') &&
      (tokenStartsNumberWord(result.at(-1)) || tokenIsWord(result.at(-1), 'hundredths', 'tenths'));
    if (!restates) {
      result.push(token);
      continue;
    }
    let keep = result.length;
    // Bounded: a spelled number is a dozen words at most.
    for (let back = 0; back < 16 && keep > 0 && isSpelledPart(result[keep - 1]); back += 1) keep -= 1;
    while (keep < result.length && !tokenStartsNumberWord(result[keep])) keep += 1;
    result.length = keep;
    result.push(figure);
    index += 2;
  }
  return result;
}
