// Turns pasted deed text into tokens in one linear pass (no backtracking regular expressions), so that 200,000
// characters of anything tokenise in milliseconds.

export type TokenKind = 'number' | 'word' | 'symbol' | 'newline';

export interface Token {
  kind: TokenKind;
  /** Lower-cased text for words; the character for symbols. */
  text: string;
  /** Numeric value of a number token. */
  value: number;
  /** Offsets into the normalised text. */
  start: number;
  end: number;
}

// County-record text arrives with typographic marks and encoding damage: "¦" for "°" (a Latin-1 round trip),
// curly quotes and primes for minutes and seconds, "&deg;" from HTML, no-break spaces.
const REPLACEMENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\r\n?/g, '\n'],
  [/&deg;?/gi, '°'],
  [/[º˚¦∘]/g, '°'],
  [/[’‘′´`]/g, "'"],
  [/[”“″]/g, '"'],
  [/[\u00a0\u2000-\u200b\u202f\t\f\v]/g, ' '],
  [/[–—−]/g, '-'],
  // "31½ degrees", "7 ¼ poles": vulgar fractions become "31 1/2".
  [/\s?½/g, ' 1/2'],
  [/\s?¼/g, ' 1/4'],
  [/\s?¾/g, ' 3/4'],
  [/\s?⅓/g, ' 1/3'],
  [/\s?⅔/g, ' 2/3'],
  // Run-together words from PDF copies ("ThenceSouth", "TrueBeginning") split where a capital follows a small letter.
  [/([a-z])([A-Z])/g, '$1 $2'],
];

/** "less and except", "save and excepting": where the excepted land begins. Bounded gaps keep the search linear. */
export const EXCEPTION_PHRASE = /\b(?:less|save)\s{0,20}(?:and|&)\s{0,20}except(?:ing)?\b/i;

export function deedTextNormalize(text: string): string {
  return REPLACEMENTS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

const isDigit = (char: string | undefined): boolean => char !== undefined && char >= '0' && char <= '9';
const isLetter = (char: string | undefined): boolean => char !== undefined && /\p{L}/u.test(char);

/** Reads a number at `start`: 1,083.29 (thousands commas only in groups of three), .5, 1e308 (lower-case e only). */
function numberEnd(text: string, start: number): number {
  let end = start;
  while (isDigit(text[end])) end += 1;
  while (
    text[end] === ',' &&
    isDigit(text[end + 1]) &&
    isDigit(text[end + 2]) &&
    isDigit(text[end + 3]) &&
    !isDigit(text[end + 4])
  ) {
    end += 4;
  }
  if (text[end] === '.' && isDigit(text[end + 1])) {
    end += 1;
    while (isDigit(text[end])) end += 1;
  }
  // An upper-case E after digits is a bearing ("N45-30-15E"), so only "1e308" is read as an exponent.
  if (text[end] === 'e') {
    const signed = text[end + 1] === '+' || text[end + 1] === '-';
    const digitAt = end + (signed ? 2 : 1);
    if (isDigit(text[digitAt])) {
      end = digitAt;
      while (isDigit(text[end])) end += 1;
    }
  }
  return end;
}

export function deedTextTokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '\n') {
      tokens.push({ kind: 'newline', text: '\n', value: 0, start: index, end: index + 1 });
      index += 1;
    } else if (char === ' ') {
      index += 1;
    } else if (isDigit(char) || (char === '.' && isDigit(text[index + 1]) && !isLetter(text[index - 1]))) {
      // ".5" is a number, but the point of "S.52°" or "E.9. poles" closes an abbreviation.
      const end = numberEnd(text, index);
      const raw = text.slice(index, end);
      tokens.push({ kind: 'number', text: raw, value: Number(raw.replaceAll(',', '')), start: index, end });
      index = end;
    } else if (isLetter(char)) {
      let end = index + 1;
      while (isLetter(text[end])) end += 1;
      tokens.push({ kind: 'word', text: text.slice(index, end).toLowerCase(), value: 0, start: index, end });
      index = end;
    } else {
      tokens.push({ kind: 'symbol', text: char, value: 0, start: index, end: index + 1 });
      index += 1;
    }
  }
  return tokens;
}

export const tokenIsWord = (token: Token | undefined, ...words: string[]): boolean =>
  token?.kind === 'word' && words.includes(token.text);

export const tokenIsSymbol = (token: Token | undefined, ...symbols: string[]): boolean =>
  token?.kind === 'symbol' && symbols.includes(token.text);
