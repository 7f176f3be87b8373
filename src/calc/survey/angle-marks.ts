import type { Token } from './deed-tokens';

// Angle marks lost or damaged in copying, read only where the figures leave one reading
// (docs/decisions/007-deed-parsing-never-guesses.md): each is named in a warning.

/** Degrees and minutes glued by a degree sign scanned as "0": "44030'" (44°30'). */
export interface GluedDegrees {
  degrees: number;
  minutes: number;
  repair: string;
}

/**
 * "44030'" is 44°30' with its degree sign scanned as 0 (five digits, the middle one 0, then a minutes mark).
 * Null when the figure is not that.
 */
export function gluedDegreeSign(token: Token, followedByMinutesMark: boolean): GluedDegrees | null {
  const text = token.text;
  if (followedByMinutesMark && /^\d\d0[0-5]\d$/.test(text)) {
    const degrees = Number(text.slice(0, 2));
    const minutes = Number(text.slice(3));
    if (degrees <= 90) return { degrees, minutes, repair: `${text}' read as ${degrees}°${text.slice(3)}'` };
  }
  return null;
}

/** "00°0047": minutes and seconds run together after the degree sign, their marks lost. */
export function runTogetherMinutesSeconds(
  token: Token | undefined,
): { minutes: number; seconds: number } | null {
  if (token?.kind !== 'number' || !/^[0-5]\d[0-5]\d$/.test(token.text)) return null;
  return { minutes: Number(token.text.slice(0, 2)), seconds: Number(token.text.slice(2)) };
}

/** A comma or "?" standing for the degree sign, glued between the degrees and the minutes: "45,30'", "45?30'". */
export function markStandsForDegrees(
  whole: Token | undefined,
  mark: Token | undefined,
  minutes: Token | undefined,
  minutesMark: Token | undefined,
): boolean {
  return (
    whole?.kind === 'number' &&
    mark?.kind === 'symbol' &&
    (mark.text === ',' || mark.text === '?') &&
    minutes?.kind === 'number' &&
    mark.start === whole.end &&
    minutes.start === mark.end &&
    minutesMark?.kind === 'symbol' &&
    minutesMark.text === "'"
  );
}

/** "S 890 deg, 55' E": a quadrant angle above 90 whose last digit is a degree sign scanned as 0 reads as 89°. */
export function trailingZeroDegrees(degrees: number): number | null {
  return Number.isInteger(degrees) && degrees > 90 && degrees < 910 && degrees % 10 === 0
    ? degrees / 10
    : null;
}
