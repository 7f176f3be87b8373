import type { Call } from './call';
import { formatQuadrantBearing } from './tract-display';
import type { LengthUnit } from './units';

/**
 * Fewest decimals, 2 to 4, that write the distance exactly to 0.0001 ft: "100.00" stays readable, and a computed
 * 123.45678 ft is written 123.4568 so a traverse written and read back closes well under 0.01 ft.
 */
function distanceText(distance: number): string {
  for (const decimals of [2, 3]) {
    if (Math.abs(Number(distance.toFixed(decimals)) - distance) < 5e-5) return distance.toFixed(decimals);
  }
  return distance.toFixed(4);
}

/**
 * A call as deed text that parseDeed reads back to the same call: `N 45°30'15" E 100.00 feet`, or for a curve
 * `along a curve to the right having a radius of 500.00 feet, an arc length of 100.00 feet, a chord bearing of
 * N 45°00'00" E and a chord length of 99.83 feet`. Seconds carry up to 2 decimals (0.005" is 0.00024 ft a mile).
 */
export function formatCall(call: Call): string {
  const bearing = formatQuadrantBearing(call.quadrant);
  if (call.kind === 'line') return `${bearing} ${distanceText(call.distance)} feet`;
  return (
    `along a curve to the ${call.turn} having a radius of ${distanceText(call.radius)} feet, ` +
    `an arc length of ${distanceText(call.arcLength)} feet, a chord bearing of ${bearing} ` +
    `and a chord length of ${distanceText(call.distance)} feet`
  );
}

/**
 * Deed text for a tract, one call per line, that parseDeed reads back to the same calls and tie. The tie (if any)
 * ends "to the point of beginning" and the tract's last call does too.
 */
export function callsToDeedText(calls: readonly Call[], tieCalls: readonly Call[] = []): string {
  if (calls.length === 0) return '';
  const tie = tieCalls.map((call, index) => {
    const last = index === tieCalls.length - 1;
    return `thence ${formatCall(call)}${last ? ' to the point of beginning' : ''};`;
  });
  const tract = calls.map((call, index) => {
    const last = index === calls.length - 1;
    return `thence ${formatCall(call)}${last ? ' to the point of beginning.' : ';'}`;
  });
  const opening =
    tieCalls.length > 0 ? 'Commencing at the point of commencement;' : 'Beginning at the point of beginning;';
  return [opening, ...tie, ...tract].join('\n');
}

const UNIT_NAMES: Readonly<Record<LengthUnit, string>> = {
  feet: 'feet',
  chains: 'chains',
  rods: 'rods (poles, perches)',
  links: 'links',
  varas: 'varas',
  meters: 'meters',
  yards: 'yards',
  inches: 'inches',
};

/**
 * How a call was read, for a landman to check against its text (docs/product.md#reading-real-deeds):
 * "N 28°00'55\" W = 331.9847°, 437.00 ft (given in feet)"; a curve's line is its chord.
 */
export function callReadAs(call: Call): string {
  const given = call.kind === 'line' && call.unit ? ` (given in ${UNIT_NAMES[call.unit]})` : '';
  const chord =
    call.kind === 'curve'
      ? ` chord; curve ${call.turn}, radius ${call.radius.toFixed(2)} ft, arc ${call.arcLength.toFixed(2)} ft`
      : '';
  return `${formatQuadrantBearing(call.quadrant)} = ${call.bearing.toFixed(4)}°, ${call.distance.toFixed(2)} ft${given}${chord}`;
}
