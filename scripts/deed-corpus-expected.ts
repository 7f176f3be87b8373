// Fills in the "expected" figures of the deed corpus (tests/fixtures/deeds/corpus.json, the development set) and of
// its two holdouts (tests/fixtures/deeds/holdout/ and holdout-2/holdout.json) from each case's hand-written calls, using the independent
// traverse in tests/support/deed-geometry.ts (never the parser). Run after editing a case:
//   npx tsx scripts/deed-corpus-expected.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { corpusFigures } from '../tests/support/deed-geometry';

const files = [
  new URL('../tests/fixtures/deeds/corpus.json', import.meta.url),
  new URL('../tests/fixtures/deeds/holdout/holdout.json', import.meta.url),
  new URL('../tests/fixtures/deeds/holdout-2/holdout.json', import.meta.url),
];
for (const file of files) {
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
}
