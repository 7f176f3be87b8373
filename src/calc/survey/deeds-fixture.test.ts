// Every real deed in tests/fixtures/deeds-public.json, parsed and measured, against the fixture's independent
// recomputation ("computed": shoelace on the traverse). The parser reads all eight; none is skipped. Notes per case:
// - ut-state-archives: the "Commencing 96.8 rods North and 155 rods West from ..." offsets are the tie from the
//   section corner to the point of beginning, not courses of the tract.
// - tn-henderson: "Beginning on a stake 20 poles North of ..." is likewise a one-offset tie.
// - wa-spokane: the first two courses end "to the True Point of Beginning", so they are the tie; ¦ is a damaged °.
//   Its header says Southwest Quarter and its body Southeast: a real inconsistency no parser can settle.
// - nj-westfield: closes, but computes 37.5 acres against the stated 40 (the deed's "more or less").
// - textbook traverses give distances with no unit: after a bearing with an angle a bare number is feet.
// - The fixture's compass-rule balanced coordinates are not compared: we report misclosure, we do not adjust it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeTract } from './analyze-tract';
import { parseDeed } from './parse-deed';

interface FixtureCase {
  id: string;
  text: string;
  stated: { area_acres?: number; departures_ft?: number[]; latitudes_ft?: number[] };
  computed: {
    area_sqft: number;
    area_acres: number;
    misclosure_ft: number;
    closing_course: string | null;
    perimeter_ft: number;
    precision_ratio: string;
  };
}

const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');
const fixturePath = path.resolve(repoRoot, 'tests', 'fixtures', 'deeds-public.json');
// A missing fixture must fail the suite, never skip it.
if (!existsSync(fixturePath))
  throw new Error(`Deed fixture not found at ${fixturePath}: the survey tests need it`);
const fixture = JSON.parse(readFileSync(fixturePath, 'utf8')) as { cases: FixtureCase[] };

/** What we expect to read from each case: tract calls and tie calls. */
const EXPECTED_CALLS: Record<string, [tract: number, tie: number]> = {
  'ok-drumright-north-cemetery': [4, 0],
  'ut-state-archives-rods-and-feet': [6, 2],
  'wa-spokane-24274-9094-true-pob': [9, 2],
  'nj-westfield-church-lot-1734-chains': [6, 0],
  'tn-henderson-county-1871-poles': [4, 1],
  'textbook-purdue-asm215-5course': [5, 0],
  'textbook-mahun-bearing-traverse': [4, 0],
  'textbook-compass-rule-4course-1in22500': [4, 0],
};

/** "N 61°54'46.75\" E" as an azimuth. */
function quadrantTextToAzimuth(text: string): number {
  const match = /^([NS]) (\d+)°(\d+)'([\d.]+)" ([EW])$/.exec(text);
  if (!match) throw new Error(`unreadable closing course ${text}`);
  const [, northSouth, whole, minutes, seconds, eastWest] = match;
  const angle = Number(whole) + Number(minutes) / 60 + Number(seconds) / 3600;
  if (northSouth === 'N') return eastWest === 'E' ? angle : 360 - angle;
  return eastWest === 'E' ? 180 - angle : 180 + angle;
}

const ratioOf = (text: string): number =>
  text === 'exact' ? Number.POSITIVE_INFINITY : Number(text.slice(2).replaceAll(',', ''));

describe('real deeds from deeds-public.json', () => {
  it('has every case we expect', () => {
    expect(fixture.cases.map((entry) => entry.id).sort()).toEqual(Object.keys(EXPECTED_CALLS).sort());
  });

  describe.each(fixture.cases)('$id', (entry) => {
    const parsed = parseDeed(entry.text);
    const tract = analyzeTract(parsed.calls, parsed.tieCalls);
    const { computed } = entry;

    it('reads every course, with no warning', () => {
      expect(parsed.errors).toEqual([]);
      expect(parsed.warnings).toEqual([]);
      expect([parsed.calls.length, parsed.tieCalls.length]).toEqual(EXPECTED_CALLS[entry.id]);
    });

    it('matches the computed area, perimeter and misclosure', () => {
      // the fixture rounds square feet to 0.01, acres to 5 decimals, perimeter to 0.01 and misclosure to 0.0001
      expect(Math.abs(tract.areaSqFt - computed.area_sqft)).toBeLessThanOrEqual(0.01);
      expect(Math.abs(tract.acres - computed.area_acres)).toBeLessThanOrEqual(0.000005);
      expect(Math.abs(tract.perimeterFt - computed.perimeter_ft)).toBeLessThanOrEqual(0.005);
      expect(Math.abs(tract.closureFt - computed.misclosure_ft)).toBeLessThanOrEqual(0.0006);
      expect(tract.closes).toBe(true);
    });

    it('matches the closing course and precision ratio', () => {
      if (computed.closing_course === null) {
        expect(tract.closureBearing).toBeNull();
      } else {
        expect(
          Math.abs((tract.closureBearing ?? Number.NaN) - quadrantTextToAzimuth(computed.closing_course)),
        ).toBeLessThan(0.001);
      }
      const expected = ratioOf(computed.precision_ratio);
      if (Number.isFinite(expected)) expect(Math.abs(tract.precisionRatio / expected - 1)).toBeLessThan(0.01);
      else expect(tract.precision).toBe('exact');
    });

    if (entry.stated.departures_ft && entry.stated.latitudes_ft) {
      const { departures_ft: departures, latitudes_ft: latitudes } = entry.stated;
      it('matches the published departure and latitude of each course', () => {
        tract.legs.forEach((leg, index) => {
          expect(leg.to.x - leg.from.x).toBeCloseTo(departures[index] ?? Number.NaN, 3);
          expect(leg.to.y - leg.from.y).toBeCloseTo(latitudes[index] ?? Number.NaN, 3);
        });
      });
    }
  });
});
