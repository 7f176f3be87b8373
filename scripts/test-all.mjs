// `npm test`: type check, lint, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// then the end-to-end tests in headless Chromium. Ends with one line "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reports = path.join(root, 'tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: run.status === 0, seconds });
  console.log(`=== ${name}: ${run.status === 0 ? 'ok' : `FAILED (exit ${run.status})`} in ${seconds}s`);
  return run.status === 0;
}

step('type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
step('lint', bin('biome'), ['check', '.']);
step('JavaScript budget', process.execPath, ['scripts/js-budget.mjs']);
if (!process.env.TEST_DATABASE_URL)
  console.log('\n(TEST_DATABASE_URL is not set: the API tests run on PGlite only.)');
const vitestJson = path.join(reports, 'vitest.json');
step('unit and API tests', bin('vitest'), [
  'run',
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const playwrightJson = path.join(reports, 'playwright.json');
if (process.env.SKIP_E2E) console.log('\n(SKIP_E2E is set: end-to-end tests skipped.)');
else
  step('end-to-end tests', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });

let passed = 0;
let failed = 0;
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += (v.numFailedTests ?? 0) + (v.numFailedTestSuites ?? 0);
}
if (existsSync(playwrightJson)) {
  const stats = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
}
console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds}s)`);
const allOk = results.every((r) => r.ok);
// A failing step that ran no counted test (type check, lint) still fails the run.
if (!allOk && failed === 0) failed = 1;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
