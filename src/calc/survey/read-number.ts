import { type Token, tokenIsSymbol, tokenIsWord } from './deed-tokens';

// Old deeds spell their numbers: "Sixteen chains and twenty five links", "ten (10) chains", "fifty-six".
const SMALL_NUMBERS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const MULTIPLIERS: Readonly<Record<string, number>> = { hundred: 100, thousand: 1000 };
/** Longest spelled number we read ("one thousand three hundred and twenty five" is 8 words). */
const MAX_NUMBER_WORDS = 12;

export interface NumberRead {
  value: number;
  next: number;
}

const isNumberWord = (token: Token | undefined): boolean =>
  token?.kind === 'word' && (token.text in SMALL_NUMBERS || token.text in MULTIPLIERS);

function readNumberWords(tokens: readonly Token[], start: number): NumberRead | null {
  let total = 0;
  let current = 0;
  let index = start;
  let words = 0;
  while (words < MAX_NUMBER_WORDS) {
    const token = tokens[index];
    if (token?.kind !== 'word') break;
    if (token.text in SMALL_NUMBERS) current += SMALL_NUMBERS[token.text] ?? 0;
    else if (token.text === 'hundred') current = (current || 1) * 100;
    else if (token.text === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else break;
    index += 1;
    words += 1;
    // "sixty-six", and "one hundred and five" or "one hundred & four" (but not "six chains and twenty", where
    // "and" follows a unit).
    const joiner =
      tokenIsSymbol(tokens[index], '-') ||
      ((tokenIsWord(tokens[index], 'and') || tokenIsSymbol(tokens[index], '&')) &&
        words > 0 &&
        tokenIsWord(tokens[index - 1], 'hundred', 'thousand'));
    if (joiner && isNumberWord(tokens[index + 1])) index += 1;
  }
  return words === 0 ? null : { value: total + current, next: index };
}

/** "ten (10)": a figure restating the words is read once. */
function skipRestatement(tokens: readonly Token[], index: number): number {
  if (
    tokenIsSymbol(tokens[index], '(') &&
    tokens[index + 1]?.kind === 'number' &&
    tokenIsSymbol(tokens[index + 2], ')')
  ) {
    return index + 3;
  }
  return index;
}

/** A number written in figures (with an optional "1/2" fraction after it) or in words, at `start`. */
export function readNumber(tokens: readonly Token[], start: number): NumberRead | null {
  const token = tokens[start];
  if (token?.kind === 'number') {
    let value = token.value;
    let next = start + 1;
    const numerator = tokens[next];
    const denominator = tokens[next + 2];
    // "100 1/2 feet"
    if (
      numerator?.kind === 'number' &&
      tokenIsSymbol(tokens[next + 1], '/') &&
      denominator?.kind === 'number' &&
      denominator.value > 0
    ) {
      value += numerator.value / denominator.value;
      next += 3;
    }
    return { value, next: skipRestatement(tokens, next) };
  }
  const words = readNumberWords(tokens, start);
  if (!words) return null;
  const fraction = spelledDecimalFraction(tokens, words.next);
  const whole = fraction ? { value: words.value + fraction.value, next: fraction.next } : words;
  return { value: whole.value, next: skipRestatement(tokens, whole.next) };
}

const PARTS: Readonly<Record<string, number>> = { hundredths: 100, hundredth: 100, tenths: 10, tenth: 10 };

/**
 * "seven and seventy-three one-hundredths (chains)": the "and ... hundredths" after a spelled whole, as federal
 * statutes and old surveys write decimals. Null when the words after "and" are not such a fraction.
 */
function spelledDecimalFraction(tokens: readonly Token[], start: number): NumberRead | null {
  if (!tokenIsWord(tokens[start], 'and')) return null;
  const numerator = readNumberWords(tokens, start + 1);
  if (!numerator) return null;
  let index = numerator.next;
  // "one-hundredths", "one·hundredths": the "one" of the denominator may already be read into the numerator.
  let value = numerator.value;
  if (tokenIsSymbol(tokens[index], '-', '·') && tokens[index + 1]?.kind === 'word') {
    if (tokenIsWord(tokens[index - 1], 'one')) value -= 1;
    index += 1;
  }
  const parts = tokens[index]?.kind === 'word' ? PARTS[tokens[index]?.text ?? ''] : undefined;
  if (parts === undefined || value < 0 || value >= parts) return null;
  return { value: value / parts, next: index + 1 };
}

export const tokenStartsNumberWord = isNumberWord;
