// Text copied from a PDF or an OCR page wraps every 60-80 characters, so one call arrives on two lines
// ("THENCE N01°24'05"W AND ALONG THE EAST LINE OF" / "SAID NE/4 A DISTANCE OF 592.18 FEET"). The scanner reads a
// line end as the end of a call, which is right for one-call-per-line tables and wrong for wrapped prose. This pass
// joins the lines of a wrap before scanning, and keeps every line end that starts a new call or ends a clause
// (docs/decisions/038-deed-grammar-or-scanner.md).

export interface UnwrappedText {
  text: string;
  /** Line ends joined: a wrap inside a call, a hyphenated word, or a number split across lines. */
  joined: number;
}

/** A line that starts one of these begins a new call or clause, so the line end before it is kept. */
const STARTS_CLAUSE =
  /^(?:thence|then|beginning|begin|commencing|commence|containing|contains|less\b|save\b|except|excepting|together|subject|said\s+(?:tract|parcel|easement)\b|(?:tract|parcel|easement|exhibit)\s+[a-z0-9]{1,3}\b)/i;
/** "along a curve to the right ...", "around said curve": a curve call, never the tail of the course before. */
const STARTS_CURVE = /^(?:along|around|on|in|by|with)\b[^;\n]{0,40}\bcurv/i;
/** "1. N 45° E", "(2) North ...", "Call 3:", "Course 4." at the start of a line. */
const STARTS_NUMBERED = /^(?:\(?\d{1,3}[.)]\s|(?:call|course)\s+\d)/i;
/** A bearing followed by a figure: "N 45° E", "S.45 E", "North 89 degrees", "East 100 feet", "Az. 200°". */
const STARTS_BEARING =
  /^(?:due\s+)?(?:north|south|east|west|northeast|northwest|southeast|southwest|n|s|e|w|ne|nw|se|sw|az|azimuth)\.?\s*(?:of\s+)?[\d(]/i;
/** Two-letter course labels opening a table row: "AB N 45° E 100", "A-B ...". */
const STARTS_LABEL = /^[A-Z]{1,2}\d?\s?-\s?[A-Z]{1,2}\d?\s/;
/** Abbreviations whose full stop does not end a clause: "S. 45 DEG." / "30 MIN. E." goes on. */
const ABBREVIATIONS = new Set([
  'deg',
  'degs',
  'min',
  'mins',
  'sec',
  'secs',
  'chs',
  'rds',
  'lks',
  'cor',
  'twp',
  'rge',
  'sec',
]);

/** A clause ends at ";" or ":", or at a full stop after a word ("beginning.", "feet.") that is no abbreviation. */
function endsClause(line: string): boolean {
  if (/[;:]\s*$/.test(line)) return true;
  const word = /([A-Za-z]{3,})\.\s*$/.exec(line)?.[1];
  return word !== undefined && !ABBREVIATIONS.has(word.toLowerCase());
}

/**
 * A line ending in an angle mark or word, or in a word that needs what follows ("of", "the", "thence"), stops in
 * the middle of a call: "THENCE N 01°24'05"" / "W 592.18 FEET" is one call although its second line starts a
 * bearing.
 */
const ENDS_MIDWAY =
  /(?:[°'",]|\b(?:deg|degs|degrees?|min|mins|minutes?|sec|secs|seconds?|of|the|a|an|and|to|said|along|with|thence|then|distance|chord|radius|bears|bearing|having|being|from|in|at|on|for)\.?)\s*$/i;

/** "Lots One (1) ... and Four" / "(4) in said Block", "Three Hundred Feet" / "(300')": figures restating words. */
const ENDS_SPELLED =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|[a-z]+ty|hundred|thousand|feet|foot)\s*$/i;
const STARTS_RESTATED = /^\(\s?[\d,.]+\s?'?\s?\)/;

function lineBreakIsWrap(before: string, after: string): boolean {
  const previous = before.trimEnd();
  const next = after.trimStart();
  if (previous === '' || next === '') return false;
  if (endsClause(previous)) return false;
  if (ENDS_MIDWAY.test(previous)) return true;
  if (STARTS_RESTATED.test(next) && ENDS_SPELLED.test(previous)) return true;
  return !(
    STARTS_CLAUSE.test(next) ||
    STARTS_CURVE.test(next) ||
    STARTS_NUMBERED.test(next) ||
    STARTS_BEARING.test(next) ||
    STARTS_LABEL.test(next)
  );
}

/**
 * Joins wrapped lines: a line end becomes a space unless it ends a clause or the next line starts a call. A word
 * hyphenated at the end of a line ("south-" / "easterly") and a figure split at its decimal point ("592." /
 * "18 feet", "970" / ".10 FT") are joined without the space.
 */
export function deedLinesUnwrap(text: string): UnwrappedText {
  const lines = text.split('\n');
  if (lines.length < 2) return { text, joined: 0 };
  let joined = 0;
  // The line being built is a list of pieces and only its last 80 characters are looked at, so joining thousands
  // of wrapped lines stays linear in the text's length.
  const finished: string[] = [];
  let pieces: string[] = [lines[0] ?? ''];
  let tail = (lines[0] ?? '').slice(-80);
  for (let index = 1; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (!lineBreakIsWrap(tail, line.slice(0, 80))) {
      finished.push(pieces.join(''));
      pieces = [line];
      tail = line.slice(-80);
      continue;
    }
    joined += 1;
    const trimmed = line.trimStart();
    const last = (pieces.pop() ?? '').trimEnd();
    if (/[a-z]-$/i.test(last) && /^[a-z]/.test(trimmed)) pieces.push(last.slice(0, -1), trimmed);
    else if (/\d\.$/.test(last) && /^\d/.test(trimmed)) pieces.push(last, trimmed);
    // "970" / ".10 FT": split before its decimal point; a lone "." opening a line is never a sentence's end.
    else if (/\d$/.test(last) && /^\.\d/.test(trimmed)) pieces.push(last, trimmed);
    else pieces.push(last, ' ', trimmed);
    tail = `${tail.trimEnd()} ${trimmed}`.slice(-80);
  }
  finished.push(pieces.join(''));
  return { text: finished.join('\n'), joined };
}
