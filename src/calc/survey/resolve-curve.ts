import { azimuthToQuadrantBearing } from './bearing';
import type { Call, CurveCall } from './call';
import {
  curveArcLength,
  curveChordFromTangent,
  curveChordLength,
  curveTangents,
  curveTurnFromConcave,
} from './curve-geometry';
import type { CurveDraft } from './read-curve';
import { type Degrees, degrees, feet, radians, radiansToDegrees } from './units';

export type CurveResolution = { call: CurveCall; notes: string[] } | { problem: string };

/** The azimuth a course leaves its end point on: a curve's out-going tangent, a line's own bearing. */
export const callExitAzimuth = (call: Call): Degrees =>
  call.kind === 'curve' ? curveTangents(call).end : call.bearing;

function curveDelta(draft: CurveDraft, radius: number): Degrees | string {
  if (draft.delta !== null) return draft.delta;
  if (draft.arcLength !== null) return radiansToDegrees(radians(draft.arcLength / radius));
  if (draft.chordLength !== null) {
    if (draft.chordLength > 2 * radius) return 'the chord is longer than the diameter';
    // The minor arc: a deed giving only radius and chord means the short way round.
    return radiansToDegrees(radians(2 * Math.asin(draft.chordLength / (2 * radius))));
  }
  return 'the curve needs an arc length, a central angle or a chord length';
}

/**
 * "along a curve to the right, radius 25 feet, chord bearing N 45° E" with no arc, central angle or chord length:
 * a curve tangent to the course before turns by twice the angle between that course and its chord. Null when the
 * curve gives its size, has no chord bearing, or has no course to be tangent to.
 */
function deltaFromChordBearing(
  draft: CurveDraft,
  tangentIn: Degrees | null,
): { delta: Degrees; turn: 'left' | 'right' } | null {
  if (draft.arcLength !== null || draft.delta !== null || draft.chordLength !== null) return null;
  if (!draft.chordBearing || tangentIn === null || draft.tangent === 'not-tangent') return null;
  const deflection = ((((draft.chordBearing.azimuth - tangentIn) % 360) + 540) % 360) - 180;
  if (Math.abs(deflection) < 1e-9 || Math.abs(deflection) >= 90) return null;
  return { delta: degrees(2 * Math.abs(deflection)), turn: deflection > 0 ? 'right' : 'left' };
}

/**
 * Turns what the words said into a curve call. Nothing is guessed except one common convention, which is then
 * reported: a curve with no chord bearing that is not called non-tangent continues the previous course.
 */
export function resolveCurve(
  draft: CurveDraft,
  previous: Call | null,
  text: string,
  line: number,
): CurveResolution {
  if (draft.problem) return { problem: draft.problem };
  const radius = draft.radius;
  if (radius === null || !(radius > 0)) return { problem: 'the curve has no radius' };
  const tangentIn = previous && draft.tangent !== 'not-tangent' ? callExitAzimuth(previous) : null;
  const fromChord = deltaFromChordBearing(draft, tangentIn);
  const delta = fromChord?.delta ?? curveDelta(draft, radius);
  if (typeof delta === 'string') return { problem: delta };
  if (!(delta > 0 && delta < 360)) return { problem: 'the central angle must be between 0 and 360 degrees' };
  const reference = draft.chordBearing?.azimuth ?? tangentIn;
  const turn =
    draft.turn ??
    (draft.concave !== null && reference !== null ? curveTurnFromConcave(reference, draft.concave) : null);
  if (!turn) return { problem: 'the curve does not say which way it turns (right, left or concave to)' };
  const notes: string[] = [];
  if (fromChord) {
    if (draft.turn && draft.turn !== fromChord.turn)
      return {
        problem: `the chord bearing turns ${fromChord.turn} from the previous course, but the curve says ${draft.turn}`,
      };
    notes.push(
      `Line ${line}: curve taken as tangent to the previous course: its central angle, ${delta.toFixed(4)}°, is twice the turn from that course to its chord bearing`,
    );
  }
  let bearing = draft.chordBearing?.azimuth;
  if (bearing === undefined) {
    if (tangentIn === null)
      return { problem: 'the curve has no chord bearing and no course to be tangent to' };
    bearing = curveChordFromTangent(tangentIn, delta, turn);
    if (draft.tangent === 'unstated')
      notes.push(`Line ${line}: curve taken as tangent to the previous course`);
  }
  const computedChord = curveChordLength(radius, delta);
  const chord = draft.chordLength ?? computedChord;
  if (Math.abs(chord - computedChord) > Math.max(0.05, chord * 1e-4)) {
    notes.push(
      `Line ${line}: curve chord ${chord.toFixed(2)} ft differs from ${computedChord.toFixed(2)} ft computed from its radius and arc`,
    );
  }
  return {
    call: {
      kind: 'curve',
      bearing,
      quadrant: draft.chordBearing?.quadrant ?? azimuthToQuadrantBearing(bearing),
      distance: feet(chord),
      text,
      line,
      radius,
      arcLength: draft.arcLength ?? curveArcLength(radius, delta),
      delta: degrees(delta),
      turn,
    },
    notes,
  };
}
