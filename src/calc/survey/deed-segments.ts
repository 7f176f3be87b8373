import { type Token, tokenIsSymbol, tokenIsWord } from './deed-tokens';
import { tokenStartsBearing } from './read-bearing';
import { tokenStartsNumberWord } from './read-number';

/**
 * A piece of the deed between separators: a line end, ";", "thence"/"then", or a course number ("1.", "(1)",
 * "Call 1:"). Warnings are counted per segment: for one call per line, segment N is line N.
 */
export interface Segment {
  /** 1-based, counting only segments with something in them. */
  number: number;
  /** Token range [start, end). */
  start: number;
  end: number;
  /** Starts with thence, then or a course number: a call was meant here. */
  startsWithKeyword: boolean;
  /** Began at a line end (not at thence, ";" or a number), so it may continue the segment before it. */
  afterNewline: boolean;
}

/** Token indices of course numbers, which are not distances. */
export function courseNumberTokens(tokens: readonly Token[]): Set<number> {
  const marked = new Set<number>();
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const lineStart = index === 0 || previous?.kind === 'newline';
    const small = token.kind === 'number' && Number.isInteger(token.value) && token.value < 1000;
    // "1." or "1)" opening a line
    if (
      lineStart &&
      small &&
      tokenIsSymbol(tokens[index + 1], '.', ')') &&
      tokens[index + 2]?.kind !== 'number'
    ) {
      marked.add(index).add(index + 1);
    }
    // "(1)" anywhere, unless it restates spelled words: "four (4) courses", "ten (10) chains"
    const restates = previous?.kind === 'number' || tokenStartsNumberWord(previous);
    if (
      tokenIsSymbol(token, '(') &&
      tokens[index + 1]?.kind === 'number' &&
      tokenIsSymbol(tokens[index + 2], ')') &&
      !restates
    ) {
      marked
        .add(index)
        .add(index + 1)
        .add(index + 2);
    }
    // "Call 1:", "Course 2."
    if (
      tokenIsWord(token, 'call', 'course') &&
      tokens[index + 1]?.kind === 'number' &&
      tokenIsSymbol(tokens[index + 2], ':', '.', ')')
    ) {
      marked
        .add(index)
        .add(index + 1)
        .add(index + 2);
    }
  });
  return marked;
}

export function deedSegments(tokens: readonly Token[], courseNumbers: ReadonlySet<number>): Segment[] {
  const segments: Segment[] = [];
  let start = 0;
  let startsWithKeyword = false;
  let afterNewline = false;
  const close = (end: number): void => {
    if (end > start)
      segments.push({ number: segments.length + 1, start, end, startsWithKeyword, afterNewline });
  };
  tokens.forEach((token, index) => {
    const separator = token.kind === 'newline' || tokenIsSymbol(token, ';');
    const opensSegment =
      tokenIsWord(token, 'thence', 'then') || (courseNumbers.has(index) && !courseNumbers.has(index - 1));
    if (separator || opensSegment) {
      close(index);
      start = separator ? index + 1 : index;
      startsWithKeyword = opensSegment;
      afterNewline = token.kind === 'newline';
    }
  });
  close(tokens.length);
  return segments;
}

const PREAMBLE_WORDS = new Set([
  'containing',
  'contains',
  'beginning',
  'commencing',
  'being',
  'subject',
  'together',
]);

/**
 * Segments that hold no call and need no warning: "on the following four (4) courses", "containing 5 acres",
 * "to the point of beginning", or punctuation.
 */
export function segmentIsIgnorable(
  tokens: readonly Token[],
  segment: Segment,
  courseNumbers: ReadonlySet<number>,
): boolean {
  const words: string[] = [];
  for (let index = segment.start; index < segment.end; index += 1) {
    const token = tokens[index];
    if (token && !courseNumbers.has(index) && token.kind !== 'symbol')
      words.push(token.kind === 'word' ? token.text : '#');
  }
  const content = words.filter((word) => !['thence', 'then', 'and'].includes(word));
  const first = content[0];
  if (first === undefined || PREAMBLE_WORDS.has(first)) return true;
  if (content.includes('following') && content.some((word) => /^(courses?|calls?|bearings?)$/.test(word)))
    return true;
  return first === 'to' && content.includes('beginning');
}

/** Has a direction word or a figure, so a reader would take it for a call. */
export function segmentLooksLikeCall(
  tokens: readonly Token[],
  segment: Segment,
  courseNumbers: ReadonlySet<number>,
): boolean {
  for (let index = segment.start; index < segment.end; index += 1) {
    const token = tokens[index];
    if (!courseNumbers.has(index) && (token?.kind === 'number' || tokenStartsBearing(token))) return true;
  }
  return false;
}
