// `npm run bench -- deed-parse`: how long parseDeed and analyzeTract take on 200,000 characters of hostile text
// (tests/support/deed-hostile.ts) and on the real-deed corpus. The budget (docs/product.md#reading-real-deeds) is
// under a second for each hostile text; this exits 1 when a median passes it. The budget is checked on CPU time,
// shown beside wall time, because on a shared machine the wall clock also counts other processes.
import { readdirSync, readFileSync } from 'node:fs';
import { analyzeTract } from '../src/calc/survey/analyze-tract';
import { parseDeed } from '../src/calc/survey/parse-deed';
import { HOSTILE_DEEDS } from '../tests/support/deed-hostile';
import { cpuMedian, reportAgainstBudget } from './cpu-median';

const RUNS = 5;
const BUDGET_MS = 1000;

function measure(text: string): { wall: number; cpu: number } {
  return cpuMedian(() => {
    const parsed = parseDeed(text);
    analyzeTract(parsed.calls, parsed.tieCalls);
  }, RUNS);
}

const rows: Array<{ input: string; wall: number; cpu: number }> = [];
for (const [name, text] of Object.entries(HOSTILE_DEEDS)) rows.push({ input: name, ...measure(text) });
const corpusDir = new URL('../tests/fixtures/deeds/', import.meta.url);
const corpus = readdirSync(corpusDir)
  .filter((file) => file.endsWith('.txt'))
  .map((file) => readFileSync(new URL(file, corpusDir), 'utf8'))
  .join('\n\n');
rows.push({ input: `corpus (${corpus.length} characters)`, ...measure(corpus) });

reportAgainstBudget(rows, BUDGET_MS);
