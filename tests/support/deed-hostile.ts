// 200,000 characters built to make a backtracking parser go quadratic or worse: long runs of one token,
// half-finished bearings, phrase words that make the reader look ahead, curves that ask for the next line.
// tests/unit/deed-hostile.test.ts checks what parseDeed makes of them; `npm run bench -- deed-parse` times them.
export const HOSTILE_LENGTH = 200_000;
const fill = (piece: string): string =>
  piece.repeat(Math.ceil(HOSTILE_LENGTH / piece.length)).slice(0, HOSTILE_LENGTH);

export const HOSTILE_DEEDS: Record<string, string> = {
  'many calls': fill('thence N 45°30\'15" E 100.00 feet; '),
  'one call per line': fill('N 45 E 100 ft\n'),
  'bad calls': fill('N 95 E 100 ft\n'),
  quotes: fill("'"),
  'one huge number': fill('1'),
  'directions only': fill('N '),
  'angles without direction': fill('N 45 30 15 '),
  'phrase words': fill('East along '),
  thence: fill('thence '),
  curves: fill('along a curve to the right\n'),
  'spelled numbers': fill('North one hundred and '),
  'less without except': fill('less and '),
  'no spaces': fill('N45E100ftS45E'),
  dashes: fill('N45-30-'),
  random: Array.from({ length: HOSTILE_LENGTH }, (_, index) =>
    String.fromCharCode(32 + ((index * 7919) % 95)),
  ).join(''),
};
