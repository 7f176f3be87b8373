import { analyzeTract } from './analyze-tract';
import type { Point } from './bearing';
import type { Call } from './call';
import { EXCEPTION_PHRASE } from './deed-tokens';
import { sectionTie } from './section-tie';

// "The N/2 of the SE/4 of Section 20 ... less and except a tract described as: beginning at ...": the reader
// draws and measures the excepted tract too, and the page gives the tract's acres less the exception's. An
// exception that is not described by courses ("less and except the highway right-of-way") is named, not measured.

export interface DeedException {
  /** The words of the exception, as written. */
  text: string;
  calls: Call[];
  tieCalls: Call[];
  /** Where the exception's point of beginning sits in the main tract's coordinates; null when it cannot be placed. */
  pointOfBeginning: Point | null;
  acres: number;
}

export interface ExceptionInput {
  text: string;
  calls: Call[];
  tieCalls: Call[];
}

/**
 * Places an exception read from its own text. Both it and the main tract must start from a section corner (the
 * main tract's point of beginning given in section feet, as an aliquot part is): the exception's point of
 * commencement is then its corner, and the rest follows from the two.
 */
export function placeException(exception: ExceptionInput, mainInSection: Point | null): DeedException {
  const analysis = analyzeTract(exception.calls, exception.tieCalls);
  const tie = sectionTie(exception.text);
  const start = analysis.tieVertices[0] ?? { x: 0, y: 0 };
  const pointOfBeginning =
    tie && mainInSection
      ? {
          x: tie.cornerInSection.x - mainInSection.x - start.x,
          y: tie.cornerInSection.y - mainInSection.y - start.y,
        }
      : null;
  return { ...exception, pointOfBeginning, acres: analysis.acres };
}

/** The main tract's point of beginning in section feet when it is an aliquot part: the sum of its tie from the SW corner. */
export function aliquotPointInSection(tieCalls: readonly Call[]): Point {
  return tieCalls.reduce(
    (point, call) => ({
      x: point.x + call.distance * Math.sin((call.bearing * Math.PI) / 180),
      y: point.y + call.distance * Math.cos((call.bearing * Math.PI) / 180),
    }),
    { x: 0, y: 0 },
  );
}

/** What parseDeed gives back, as far as exceptions need it (a parameter, so this module does not import it). */
interface ParsedPart {
  calls: Call[];
  tieCalls: Call[];
  errors: string[];
  warnings: string[];
}

const MAX_EXCEPTIONS = 4;

/**
 * Reads each "less and except ..." after the tract (`fromException` starts at the first phrase) with `parse`, and
 * places those described by courses or aliquot parts. `mainInSection` is the tract's point of beginning in section
 * feet, or null when the tract is not tied to its section.
 */
export function readExceptions(
  fromException: string,
  mainInSection: Point | null,
  parse: (text: string) => ParsedPart,
): { exceptions: DeedException[]; warnings: string[] } {
  const pieces = fromException.split(EXCEPTION_PHRASE).slice(1, 1 + MAX_EXCEPTIONS);
  const exceptions: DeedException[] = [];
  const warnings: string[] = [];
  for (const piece of pieces) {
    const parsed = parse(piece);
    // What an exception could not read is reported like the tract's own lines, never guessed.
    for (const warning of parsed.warnings)
      if (warning.includes('Could not parse')) warnings.push(`Less and except: ${warning}`);
    if (parsed.errors.length > 0 || parsed.calls.length < 3) continue;
    const aliquot = parsed.warnings[0]?.startsWith('No courses to read: drawn from the aliquot') === true;
    const exception = placeException(
      { text: piece.trim(), calls: parsed.calls, tieCalls: aliquot ? [] : parsed.tieCalls },
      mainInSection,
    );
    if (aliquot && mainInSection) {
      const corner = aliquotPointInSection(parsed.tieCalls);
      exception.pointOfBeginning = { x: corner.x - mainInSection.x, y: corner.y - mainInSection.y };
    }
    exceptions.push(exception);
  }
  return { exceptions, warnings };
}

/** The point of beginning in section feet of a tract whose text starts from a section corner; null when it does not. */
export function tiedPointOfBeginning(
  text: string,
  parsed: { calls: Call[]; tieCalls: Call[] },
): Point | null {
  const tie = sectionTie(text);
  if (!tie) return null;
  const start = analyzeTract(parsed.calls, parsed.tieCalls).tieVertices[0] ?? { x: 0, y: 0 };
  return { x: tie.cornerInSection.x - start.x, y: tie.cornerInSection.y - start.y };
}
