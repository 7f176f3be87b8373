// The real-deed corpus, loaded and scored the same way for the development set (tests/fixtures/deeds/corpus.json
// plus the eight cases of tests/fixtures/deeds-public.json) and for the holdout set
// (tests/fixtures/deeds/holdout/holdout.json), which was gathered first, frozen before the parser changed, and is
// only ever scored: docs/decisions/038-deed-grammar-or-scanner.md.
//
// A case with calls is read when the parser's tract is within 0.1% of the expected area and 0.05 ft of the expected
// closure (figures from tests/support/deed-geometry.ts, never from the parser). A case marked "unreadable" has no
// right area: it counts as handled when the parser reports a course it could not read, and always as a miss in the
// strict share.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeTract } from '../../src/calc/survey/analyze-tract';
import { parseDeed } from '../../src/calc/survey/parse-deed';

export interface CorpusCase {
  id: string;
  state: string;
  group: string;
  meridian?: string;
  scanned?: boolean;
  forms?: string[];
  /** A real description has the address it was copied from; a composed one says what it imitates, and no address. */
  source: { url?: string; composed?: boolean; kind: string };
  stated?: { acres?: number };
  calls?: string[];
  expected?: { acres: number; closure_ft: number };
  unreadable?: string;
}

export interface MeasuredCase {
  id: string;
  state: string;
  group: string;
  forms: string[];
  scanned: boolean;
  text: string;
  expected: { acres: number; closure: number } | null;
}

export interface ScoredCase extends MeasuredCase {
  /** Area and closure match (always false for an unreadable case). */
  read: boolean;
  /** Read, or unreadable and reported as such. */
  handled: boolean;
}

export const fixturesDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

const PUBLIC_GROUPS: Record<string, string> = {
  ok: 'oklahoma',
  ut: 'west',
  wa: 'west',
  nj: 'east',
  tn: 'east',
};

function readCases(jsonPath: string): CorpusCase[] {
  return JSON.parse(readFileSync(jsonPath, 'utf8')) as CorpusCase[];
}

function measured(entry: CorpusCase, textDirectory: string): MeasuredCase {
  return {
    id: entry.id,
    state: entry.state,
    group: entry.group,
    forms: entry.forms ?? [],
    scanned: entry.scanned === true,
    text: readFileSync(path.join(textDirectory, `${entry.id}.txt`), 'utf8'),
    expected: entry.expected ? { acres: entry.expected.acres, closure: entry.expected.closure_ft } : null,
  };
}

export const developmentJson = path.join(fixturesDirectory, 'deeds', 'corpus.json');
export const holdoutJson = path.join(fixturesDirectory, 'deeds', 'holdout', 'holdout.json');
/** The second holdout: written and frozen after the first had been looked at (holdout-2/README.md). */
export const secondHoldoutJson = path.join(fixturesDirectory, 'deeds', 'holdout-2', 'holdout.json');

export const developmentEntries = (): CorpusCase[] => readCases(developmentJson);
export const holdoutEntries = (): CorpusCase[] => readCases(holdoutJson);
export const secondHoldoutEntries = (): CorpusCase[] => readCases(secondHoldoutJson);

/** The development set: corpus.json and the eight described cases of deeds-public.json. */
export function developmentSet(): MeasuredCase[] {
  const publicCases = (
    JSON.parse(readFileSync(path.join(fixturesDirectory, 'deeds-public.json'), 'utf8')) as {
      cases: Array<{ id: string; text: string; computed: { area_acres: number; misclosure_ft: number } }>;
    }
  ).cases;
  return [
    ...developmentEntries().map((entry) => measured(entry, path.join(fixturesDirectory, 'deeds'))),
    ...publicCases.map((entry) => ({
      id: entry.id,
      state: entry.id.slice(0, 2).toUpperCase(),
      group: PUBLIC_GROUPS[entry.id.slice(0, 2)] ?? 'textbook',
      forms: [],
      scanned: false,
      text: entry.text,
      expected: { acres: entry.computed.area_acres, closure: entry.computed.misclosure_ft },
    })),
  ];
}

export function holdoutSet(): MeasuredCase[] {
  return holdoutEntries().map((entry) => measured(entry, path.dirname(holdoutJson)));
}

export function secondHoldoutSet(): MeasuredCase[] {
  return secondHoldoutEntries().map((entry) => measured(entry, path.dirname(secondHoldoutJson)));
}

export function scoreCase(entry: MeasuredCase): ScoredCase {
  const parsed = parseDeed(entry.text);
  if (!entry.expected) {
    const reported = parsed.warnings.some((warning) => warning.includes('Could not parse'));
    return { ...entry, read: false, handled: reported };
  }
  const tract = analyzeTract(parsed.calls, parsed.tieCalls);
  const areaOff = Math.abs(tract.acres - entry.expected.acres) / Math.max(entry.expected.acres, 1e-9);
  const read = areaOff <= 0.001 && Math.abs(tract.closureFt - entry.expected.closure) <= 0.05;
  return { ...entry, read, handled: read };
}

/** The source check shared by both sets: a real case names its address, a composed case says it is composed. */
export function sourceIsHonest(source: CorpusCase['source']): boolean {
  if (source.composed === true)
    return source.url === undefined && /^composed in the style of /.test(source.kind);
  return /^https?:\/\//.test(source.url ?? '');
}

export const share = (rows: readonly ScoredCase[], key: 'read' | 'handled'): number =>
  rows.length === 0 ? 0 : rows.filter((row) => row[key]).length / rows.length;

/** "name: handled/n (strict read/n)" lines for the whole set, each group, state and form, and the misses. */
export function scoreReport(name: string, rows: readonly ScoredCase[]): string {
  const line = (label: string, subset: readonly ScoredCase[]): string =>
    `${label}: ${subset.filter((row) => row.handled).length}/${subset.length} handled, ${
      subset.filter((row) => row.read).length
    } read`;
  const by = (label: string, keys: (row: ScoredCase) => string[]): string[] => {
    const values = [...new Set(rows.flatMap(keys))].sort();
    return values.map((value) =>
      line(
        `${label} ${value}`,
        rows.filter((row) => keys(row).includes(value)),
      ),
    );
  };
  return [
    line(name, rows),
    ...by('group', (row) => [row.group]),
    ...by('state', (row) => [row.state]),
    ...by('form', (row) => row.forms),
    line(
      'scanned',
      rows.filter((row) => row.scanned),
    ),
    `missed: ${rows
      .filter((row) => !row.handled)
      .map((row) => row.id)
      .join(', ')}`,
  ].join('\n  ');
}
