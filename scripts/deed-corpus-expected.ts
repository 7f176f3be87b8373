// Fills in the "expected" figures of tests/fixtures/deeds/corpus.json from each case's hand-written calls, using
// the independent traverse in tests/support/deed-geometry.ts (never the parser). Run after editing a case:
//   npx tsx scripts/deed-corpus-expected.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { corpusFigures } from '../tests/support/deed-geometry';

const file = new URL('../tests/fixtures/deeds/corpus.json', import.meta.url);
const cases = JSON.parse(readFileSync(file, 'utf8')) as Array<{ calls?: string[]; expected?: unknown }>;
for (const entry of cases) {
  if (!entry.calls) continue;
  const figures = corpusFigures(entry.calls);
  entry.expected = {
    acres: Number(figures.acres.toFixed(6)),
    closure_ft: Number(figures.closureFt.toFixed(4)),
  };
}
writeFileSync(file, `${JSON.stringify(cases, null, 1)}\n`);
