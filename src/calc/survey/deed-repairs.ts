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
/** "THENCES88°03'18\"W": the keyword glued to a quadrant bearing. */
const GLUED_THENCE = /\b(thence)(?=[NS]\s?\d)/gi;
/** "to reach the pointof beginning", "TO THEPOINT OF BEGINNING": words of the point of beginning run together. */
const GLUED_POINT_OF_BEGINNING =
  /\b(?:(the)(point|place)(?=\s{1,3}of\s{1,3}beg)|(point|place)(of)(?=\s{1,3}beg))/gi;
/** "0°l8'": an l, I or O just after an angle mark and before a digit. */
const LETTER_AFTER_MARK = /(?<=[°'] ?)[OIl](?=\d)/g;
/** "89'11'38\"": an apostrophe typed for the degree sign, read so only when minutes and seconds marks follow. */
const APOSTROPHE_DEGREES =
  /(?<=\b[NS]\.?\s?|\b(?:north|south)\s)(\d{1,2})'(?=\d{1,2}'\d{1,2}(?:\.\d{1,6})?")/gi;
/** "N 0009'00\" E": degrees and minutes glued, the degree sign lost, after a quadrant letter. */
const GLUED_DEGREES_MINUTES = /(?<=\b[NS]\.?\s?)([0-8]\d)([0-5]\d)(?='\s?\d{1,2}(?:\.\d{1,6})?"?\s?[EW]\b)/g;

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
  const marksFixed = bracketsFixed
    .replace(GLUED_THENCE, (keyword: string, _group: string, offset: number, whole: string) => {
      const glued = whole.slice(offset, offset + keyword.length + 3);
      note(glued, `${keyword} ${glued.slice(keyword.length)}`);
      return `${keyword} `;
    })
    .replace(GLUED_POINT_OF_BEGINNING, (glued: string, ...parts: Array<string | undefined>) => {
      const split = parts.slice(0, 4).filter(Boolean).join(' ');
      note(glued, split);
      return split;
    })
    .replace(LETTER_AFTER_MARK, (letter: string) => {
      const digit = letter === 'O' ? '0' : '1';
      note(`°${letter}`, `°${digit}`);
      return digit;
    })
    .replace(APOSTROPHE_DEGREES, (_whole, degrees: string) => {
      note(`${degrees}'`, `${degrees}°`);
      return `${degrees}°`;
    })
    .replace(GLUED_DEGREES_MINUTES, (whole: string, degrees: string, minutes: string) => {
      note(`${whole}'`, `${degrees}°${minutes}'`);
      return `${degrees}°${minutes}`;
    });
  return { text: marksFixed, repairs };
}

const RESTATED_WORDS = new Set(['and', 'point', 'hundredths', 'hundredth', 'tenths', 'tenth', 'thousandths']);
const LENGTH_WORDS = new Set([
  'feet',
  'foot',
  'ft',
  'chains',
  'chain',
  'rods',
  'rod',
  'poles',
  'links',
  'varas',
]);
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
    // "(806.80')" or "(300')": the figure may carry its own foot mark.
    const marked = tokenIsSymbol(tokens[index + 2], "'") ? 1 : 0;
    const closes = tokenIsSymbol(tokens[index + 2 + marked], ')');
    const opens = tokenIsSymbol(token, '(') && figure?.kind === 'number' && closes;
    // "Three Hundred Feet (300')": the unit between the spelled number and its figures is kept after the figure.
    const unit = tokenIsWord(result.at(-1), ...LENGTH_WORDS) ? result.at(-1) : undefined;
    const spelledEnd = result.length - (unit ? 1 : 0);
    // "one hundred twenty-eight and 53/100 (128.53)": a fraction of a hundred closes the spelled number.
    const hundredths =
      result[spelledEnd - 1]?.kind === 'number' &&
      tokenIsSymbol(result[spelledEnd - 2], '/') &&
      result[spelledEnd - 3]?.kind === 'number' &&
      tokenIsWord(result[spelledEnd - 4], 'and')
        ? 3
        : 0;
    const last = result[spelledEnd - 1 - hundredths];
    const restates =
      opens &&
      (hundredths > 0 || tokenStartsNumberWord(last) || tokenIsWord(last, 'hundredths', 'tenths')) &&
      (unit === undefined || marked === 1 || hundredths > 0 || tokenStartsNumberWord(last));
    if (!restates) {
      result.push(token);
      continue;
    }
    let keep = spelledEnd - hundredths;
    // Bounded: a spelled number is a dozen words at most.
    for (let back = 0; back < 16 && keep > 0 && isSpelledPart(result[keep - 1]); back += 1) keep -= 1;
    while (keep < spelledEnd - hundredths && !tokenStartsNumberWord(result[keep])) keep += 1;
    result.length = keep;
    result.push(figure);
    if (unit) result.push(unit);
    index += 2 + marked;
  }
  return result;
}
