import { gluedDegreeSign, markStandsForDegrees, runTogetherMinutesSeconds } from './angle-marks';
import { type Token, tokenIsSymbol, tokenIsWord } from './deed-tokens';
import { readNumber } from './read-number';

// The angle of a bearing or a curve's central angle: 45°30'15", 45-30-15, 45 deg 30 min 15 sec, spelled angles,
// and the damaged marks angle-marks.ts reads through.

const DEGREE_WORDS = ['deg', 'degs', 'degree', 'degrees', 'd'];
const MINUTE_WORDS = ['min', 'mins', 'minute', 'minutes', 'm'];
const SECOND_WORDS = ['sec', 'secs', 'second', 'seconds'];
const EAST_WEST_WORDS = new Set(['e', 'east', 'w', 'west']);

/** Skips the "." of "S." and "deg." */
const afterDot = (tokens: readonly Token[], index: number): number =>
  tokenIsSymbol(tokens[index], '.') ? index + 1 : index;

export interface AngleRead {
  degrees: number;
  minutes: number;
  seconds: number;
  next: number;
  /** A scanning damage read through ("3011" for 30'', "I" for '), for the warnings; null when none. */
  repair: string | null;
}

function readMark(
  tokens: readonly Token[],
  index: number,
  symbols: string[],
  words: string[],
): number | null {
  const token = tokens[index];
  if (tokenIsSymbol(token, ...symbols)) return index + 1;
  if (tokenIsWord(token, ...words)) return afterDot(tokens, index + 1);
  return null;
}

/** OCR reads a closing '' as 11 ("30'3011 W") and a ' as 1 ("53 148\""): seconds of 60 or more that read back. */
function secondsRepair(text: string, minutesMarked: boolean): number | null {
  if (minutesMarked && /^[0-5]?\d11$/.test(text)) return Number(text.slice(0, -2));
  if (!minutesMarked && /^1[0-5]\d$/.test(text)) return Number(text.slice(1));
  return null;
}

interface DamagedDegreeMark {
  angle: Partial<AngleRead>;
  /** The whole angle was read (minutes only); otherwise reading goes on from `degreeMark`. */
  done: boolean;
  degreeMark: number | null;
}

/**
 * Degree marks lost or damaged: "N 45' E" (minutes only), "44030'" and "890 deg" (a degree sign scanned as 0),
 * "45,30'" and "45?30'" (a comma or a question mark for the degree sign).
 */
function damagedDegreeMark(
  tokens: readonly Token[],
  start: number,
  afterWhole: number,
  degreeMark: number | null,
): DamagedDegreeMark | null {
  const token = tokens[start] as Token;
  const minutesMark = tokenIsSymbol(tokens[afterWhole], "'");
  const glued = gluedDegreeSign(token, degreeMark === null && minutesMark);
  if (glued) {
    // The seconds, if any, keep their mark: "44030'00\" E".
    const seconds = tokens[afterWhole + 1];
    const secondsMarked = seconds?.kind === 'number' && tokenIsSymbol(tokens[afterWhole + 2], '"');
    return {
      angle: {
        degrees: glued.degrees,
        minutes: glued.minutes,
        seconds: secondsMarked ? seconds.value : 0,
        next: afterWhole + (secondsMarked ? 3 : 1),
        repair: glued.repair,
      },
      done: true,
      degreeMark: null,
    };
  }
  if (
    degreeMark === null &&
    markStandsForDegrees(token, tokens[afterWhole], tokens[afterWhole + 1], tokens[afterWhole + 2])
  )
    return {
      angle: { next: afterWhole + 1, repair: `"${tokens[afterWhole]?.text}" read as °` },
      done: false,
      degreeMark: afterWhole + 1,
    };
  // "N 45' E": minutes alone, marked as minutes, right before east or west.
  const eastWest = tokens[afterWhole + 1];
  if (
    degreeMark === null &&
    minutesMark &&
    Number.isInteger(token.value) &&
    token.value < 60 &&
    eastWest?.kind === 'word' &&
    EAST_WEST_WORDS.has(eastWest.text)
  )
    return {
      angle: { degrees: 0, minutes: token.value, next: afterWhole + 1 },
      done: true,
      degreeMark: null,
    };
  return null;
}

/**
 * An angle: 45°30'15", 45-30-15, 45 deg 30 min 15 sec, 45 degrees 30 minutes, 45.5°, 45d30m15s, 5 1/2°, and
 * spelled "sixty two degrees thirty minutes" (spelled parts need their words). With `marked`, minutes and seconds
 * need their marks, so "Az 45°30' 100 ft" does not read 100 as seconds.
 */
export function readAngle(tokens: readonly Token[], start: number, marked: boolean): AngleRead | null {
  const spelled = tokens[start]?.kind === 'word';
  const whole = readNumber(tokens, start);
  if (!whole) return null;
  let degreeMark = readMark(tokens, whole.next, ['°', '*'], DEGREE_WORDS);
  // "North fifty two perches": spelled figures are an angle only when "degrees" says so.
  if (spelled && degreeMark === null) return null;
  const angle: AngleRead = {
    degrees: whole.value,
    minutes: 0,
    seconds: 0,
    next: degreeMark ?? whole.next,
    repair: null,
  };
  if (!spelled) {
    const damaged = damagedDegreeMark(tokens, start, whole.next, degreeMark);
    if (damaged) {
      Object.assign(angle, damaged.angle);
      if (damaged.done) return angle;
      degreeMark = damaged.degreeMark;
    }
  }
  const parts: Array<{ field: 'minutes' | 'seconds'; symbols: string[]; words: string[] }> = [
    { field: 'minutes', symbols: ["'"], words: MINUTE_WORDS },
    // A seconds mark is ", '' or, in damaged copies, a single '.
    { field: 'seconds', symbols: ['"', "'"], words: SECOND_WORDS },
  ];
  let previous = whole.value;
  let previousMarked = degreeMark !== null;
  for (const part of parts) {
    if (!Number.isInteger(previous)) break;
    // "two degrees and fifteen minutes": "and" may join the parts, when the next one has its own word or mark.
    const viaAnd = previousMarked && tokenIsWord(tokens[angle.next], 'and');
    const joined = viaAnd ? angle.next + 1 : angle.next;
    const dashed = tokenIsSymbol(tokens[joined], '-') ? joined + 1 : joined;
    const number = spelled
      ? readNumber(tokens, dashed)
      : tokens[dashed]?.kind === 'number'
        ? { value: (tokens[dashed] as Token).value, next: dashed + 1 }
        : null;
    if (!number) break;
    let mark = readMark(tokens, number.next, part.symbols, part.words);
    // "N 00°0047 W": minutes and seconds run together, their marks lost.
    const runTogether =
      part.field === 'minutes' && previousMarked && mark === null && !spelled
        ? runTogetherMinutesSeconds(tokens[dashed])
        : null;
    if (runTogether) {
      angle.minutes = runTogether.minutes;
      angle.seconds = runTogether.seconds;
      angle.next = number.next;
      angle.repair = `${tokens[dashed]?.text} read as ${tokens[dashed]?.text.slice(0, 2)}'${tokens[dashed]?.text.slice(2)}"`;
      break;
    }
    if (part.field === 'seconds' && mark !== null && tokenIsSymbol(tokens[mark], "'")) mark += 1;
    // "15s E": a bare s after seconds is the mark, not South, when east or west follows.
    if (
      part.field === 'seconds' &&
      mark === null &&
      tokenIsWord(tokens[number.next], 's') &&
      EAST_WEST_WORDS.has(tokens[number.next + 1]?.text ?? '')
    ) {
      mark = number.next + 1;
    }
    if (mark === null && (spelled || viaAnd)) break;
    let value = number.value;
    const text = tokens[dashed]?.text ?? '';
    const repaired = part.field === 'seconds' && value >= 60 ? secondsRepair(text, previousMarked) : null;
    if (repaired !== null) {
      angle.repair = `${text} read as ${repaired}"`;
      value = repaired;
      mark ??= number.next;
    } else if (part.field === 'minutes' && mark === null && tokenIsWord(tokens[number.next], 'i', 'l')) {
      // "37°30 I E": the minutes mark scanned as a letter.
      angle.repair = `${value} ${tokens[number.next]?.text.toUpperCase()} read as ${value}'`;
      mark = number.next + 1;
    }
    if (mark === null && marked) break;
    angle[part.field] = value;
    angle.next = mark ?? number.next;
    previous = value;
    previousMarked = mark !== null;
  }
  return angle;
}
