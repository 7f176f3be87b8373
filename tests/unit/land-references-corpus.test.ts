// The measure set of land references (tests/fixtures/land-references/): passages written the ways owners
// write, each with the reading decided by hand before the reader existed. A passage is read when the reader
// finds exactly the expected references (kind, key and part of the section), nothing more. The share read
// must stay at 90% or more, and no passage that must stay text may produce a reference. The test prints the
// share, what was missed and the reader's time over the whole set.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readLandReferences } from '../../src/calc/land/read-land-references';

interface Expected {
  kind: string;
  key: string;
  aliquot?: string;
}
interface LandCase {
  id: string;
  text: string;
  expect: Expected[];
  why?: string;
}

const file = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'fixtures',
  'land-references',
  'references.json',
);
const cases = (JSON.parse(readFileSync(file, 'utf8')) as { cases: LandCase[] }).cases;

const reading = (text: string) =>
  readLandReferences(text).map((reference) => ({
    kind: reference.kind,
    key: reference.key,
    ...('aliquot' in reference && reference.aliquot ? { aliquot: reference.aliquot } : {}),
  }));

describe('the land references measure set', () => {
  it('holds at least 60 passages to read and some that must stay text', () => {
    expect(cases.filter((entry) => entry.expect.length > 0).length).toBeGreaterThanOrEqual(60);
    expect(cases.filter((entry) => entry.expect.length === 0).length).toBeGreaterThanOrEqual(15);
    expect(new Set(cases.map((entry) => entry.id)).size).toBe(cases.length);
  });

  it('reads at least 90% of the passages and none of those that must stay text', () => {
    const toRead = cases.filter((entry) => entry.expect.length > 0);
    const missed = toRead.filter(
      (entry) => JSON.stringify(reading(entry.text)) !== JSON.stringify(entry.expect),
    );
    const wronglyRead = cases.filter((entry) => entry.expect.length === 0 && reading(entry.text).length > 0);
    const started = performance.now();
    const rounds = 20;
    for (let round = 0; round < rounds; round++) for (const entry of cases) readLandReferences(entry.text);
    const perSet = (performance.now() - started) / rounds;
    console.log(
      `land references: ${toRead.length - missed.length} of ${toRead.length} read (${(((toRead.length - missed.length) / toRead.length) * 100).toFixed(1)}%), ` +
        `${cases.length - toRead.length - wronglyRead.length} of ${cases.length - toRead.length} kept as text; ` +
        `the reader takes ${perSet.toFixed(2)} ms for all ${cases.length} passages`,
    );
    for (const entry of missed) console.log(`  missed ${entry.id}: ${JSON.stringify(reading(entry.text))}`);
    expect(wronglyRead.map((entry) => entry.id)).toEqual([]);
    expect((toRead.length - missed.length) / toRead.length).toBeGreaterThanOrEqual(0.9);
  });
});
