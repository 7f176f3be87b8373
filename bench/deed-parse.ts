// `npm run bench -- deed-parse`: how long parseDeed and analyzeTract take on 200,000 characters of hostile text
// (tests/support/deed-hostile.ts) and on the real-deed corpus. The budget (docs/product.md#reading-real-deeds) is
// under a second for each hostile text; this exits 1 when a median passes it. The budget is checked on CPU time,
// shown beside wall time, because on a shared machine the wall clock also counts other processes.
import { readdirSync, readFileSync } from 'node:fs';
import { analyzeTract } from '../src/calc/survey/analyze-tract';
import { parseDeed } from '../src/calc/survey/parse-deed';
import { HOSTILE_DEEDS } from '../tests/support/deed-hostile';

const RUNS = 5;
const BUDGET_MS = 1000;

function measure(text: string): { wall: number; cpu: number } {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const parsed = parseDeed(text);
    analyzeTract(parsed.calls, parsed.tieCalls);
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  const median = (values: number[]): number =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return { wall: median(walls), cpu: median(cpus) };
}

const rows: Array<{ input: string; wall: number; cpu: number }> = [];
for (const [name, text] of Object.entries(HOSTILE_DEEDS)) rows.push({ input: name, ...measure(text) });
const corpusDir = new URL('../tests/fixtures/deeds/', import.meta.url);
const corpus = readdirSync(corpusDir)
  .filter((file) => file.endsWith('.txt'))
  .map((file) => readFileSync(new URL(file, corpusDir), 'utf8'))
  .join('\n\n');
rows.push({ input: `corpus (${corpus.length} characters)`, ...measure(corpus) });

console.log(`input                          median wall ms  median cpu ms   (${RUNS} runs)`);
for (const row of rows)
  console.log(
    `${row.input.padEnd(30)} ${row.wall.toFixed(1).padStart(14)} ${row.cpu.toFixed(1).padStart(14)}`,
  );
const over = rows.filter((row) => row.cpu > BUDGET_MS);
if (over.length > 0) {
  console.error(`over ${BUDGET_MS} ms: ${over.map((row) => row.input).join(', ')}`);
  process.exitCode = 1;
}
