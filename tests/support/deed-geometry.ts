// An independent check on the deed corpus: each case in tests/fixtures/deeds/ lists its tract calls written out by
// hand in a small fixed notation, and this file walks them with plain trigonometry. It shares no code with
// src/calc/survey, so the corpus test compares the parser against figures the parser had no hand in.
//
// Notation, one call per string:
//   "N 89 12 40 W 402.16 ft"  quadrant bearing (degrees minutes seconds, any may be decimal) and a distance
//   "N 412.8 ft"               a cardinal direction (N, S, E, W) and a distance
//   "AZ 112.4050 181.22 m"     an azimuth in decimal degrees and a distance
//   "CL N 28 0 55 W 437 ft R 1757.79" a curve turning left (CR: right) by chord bearing, chord length and radius;
//                              "A 31.05" after the radius gives the arc length, which then sets the central angle
// A distance may add parts: "5 pole + 6 link". Units: ft, ch, link, pole (rod, perch), vara, m.

const FEET: Readonly<Record<string, number>> = {
  ft: 1,
  ch: 66,
  link: 0.66,
  pole: 16.5,
  vara: 2.7778,
  m: 3.28084,
};

export interface CorpusFigures {
  /** Area enclosed by the calls closed back to the point of beginning, curve segments included. */
  acres: number;
  /** Distance from the end of the last call back to the point of beginning. */
  closureFt: number;
}

interface Walked {
  azimuth: number;
  feet: number;
  /** Signed area between chord and arc, counter-clockwise positive; 0 for a line. */
  segment: number;
}

const toRadians = (value: number): number => (value * Math.PI) / 180;

function quadrantAzimuth(words: string[]): { azimuth: number; rest: string[] } {
  const [first, ...rest] = words;
  if (first === 'AZ') return { azimuth: Number(rest[0]), rest: rest.slice(1) };
  if (first === 'E') return { azimuth: 90, rest };
  if (first === 'W') return { azimuth: 270, rest };
  const eastWestAt = rest.findIndex((word) => word === 'E' || word === 'W');
  if (eastWestAt < 0) {
    if (first === 'N') return { azimuth: 0, rest };
    if (first === 'S') return { azimuth: 180, rest };
    throw new Error(`unreadable corpus call: ${words.join(' ')}`);
  }
  const [d = 0, m = 0, s = 0] = rest.slice(0, eastWestAt).map(Number);
  const angle = d + m / 60 + s / 3600;
  const eastWest = rest[eastWestAt];
  const azimuth =
    first === 'N' ? (eastWest === 'E' ? angle : 360 - angle) : eastWest === 'E' ? 180 - angle : 180 + angle;
  return { azimuth, rest: rest.slice(eastWestAt + 1) };
}

function distanceFeet(words: string[]): number {
  let total = 0;
  for (const part of words.join(' ').split('+')) {
    const [value, unit] = part.trim().split(/\s+/);
    const factor = FEET[unit ?? ''];
    if (factor === undefined) throw new Error(`unknown corpus unit in "${part}"`);
    total += Number(value) * factor;
  }
  return total;
}

function walkCall(call: string): Walked {
  const words = call.trim().split(/\s+/);
  if (words[0] === 'CL' || words[0] === 'CR') {
    const radiusAt = words.indexOf('R');
    const arcAt = words.indexOf('A');
    const chord = quadrantAzimuth(words.slice(1, radiusAt));
    const feet = distanceFeet(chord.rest);
    const radius = Number(words[radiusAt + 1]);
    const delta = arcAt > 0 ? Number(words[arcAt + 1]) / radius : 2 * Math.asin(feet / (2 * radius));
    const bulge = ((radius * radius) / 2) * (delta - Math.sin(delta));
    // Turning right, the centre is on the right and the arc bulges to the left of the chord, and vice versa.
    return { azimuth: chord.azimuth, feet, segment: words[0] === 'CR' ? -bulge : bulge };
  }
  const { azimuth, rest } = quadrantAzimuth(words);
  return { azimuth, feet: distanceFeet(rest), segment: 0 };
}

export function corpusFigures(calls: readonly string[]): CorpusFigures {
  const points = [{ x: 0, y: 0 }];
  let segments = 0;
  for (const call of calls) {
    const walked = walkCall(call);
    const last = points[points.length - 1] as { x: number; y: number };
    const angle = toRadians(walked.azimuth);
    points.push({ x: last.x + walked.feet * Math.sin(angle), y: last.y + walked.feet * Math.cos(angle) });
    segments += walked.segment;
  }
  let twice = 0;
  for (let index = 0; index < points.length; index += 1) {
    const a = points[index] as { x: number; y: number };
    const b = points[(index + 1) % points.length] as { x: number; y: number };
    twice += a.x * b.y - b.x * a.y;
  }
  const end = points[points.length - 1] as { x: number; y: number };
  return {
    acres: Math.abs(twice / 2 + segments) / 43_560,
    closureFt: Math.hypot(end.x, end.y),
  };
}
