// JavaScript budget (run by `npm test`): builds the web app into tmp/budget-client with a Vite manifest and
// adds up, per page, the brotli size of the JavaScript a browser fetches to show it: the entry with its
// static imports, plus the page's lazy chunk with its static imports. Fails when a page is over its ceiling.
// The ceilings sit just above today's sizes so growth is caught; issue 17's goal is at most 100 KB for `/` and
// a thread, met since decision 031 (no zod at start, Preact in place of React DOM).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'tmp', 'budget-client');
const KB = 1024;
// Ceilings sit just above today's sizes (2026-11-27: home 58.5, thread 82.4, discussions 62.1, royalty
// 71.6 KB) so growth fails the tests. Before decision 031 they were 132.4, 175.8, 155.3 and 145.6 KB; decision
// 032 added about 2 KB to every page's first load (the forum's first-page queries, so a thread's data is
// asked for beside its chunk instead of after it). The land pages' three routes (decision 039) added 0.2 KB
// to every page's entry: home 58.9 -> 59.1 KB.
const pages = [
  { name: 'home /', chunk: null, ceiling: 59.5 * KB },
  { name: 'thread /thread/{id}', chunk: 'features/forum/thread-page.tsx', ceiling: 84 * KB },
  { name: 'discussions /threads', chunk: 'features/forum/discussions-page.tsx', ceiling: 63 * KB },
  { name: 'royalty calculator', chunk: 'features/calculators/royalty-page.tsx', ceiling: 72 * KB },
];

const vite = path.join(root, 'node_modules', '.bin', 'vite');
const build = spawnSync(
  vite,
  ['build', '--logLevel', 'warn', '--manifest', '--outDir', outDir, '--emptyOutDir'],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
const brotli = new Map();
const sizeOf = (file) => {
  if (!brotli.has(file)) {
    const bytes = readFileSync(path.join(outDir, file));
    brotli.set(file, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
  }
  return brotli.get(file);
};
/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  if (entry.file.endsWith('.js')) seen.add(entry.file);
  for (const imported of entry.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
let failed = false;
for (const page of pages) {
  const files = closure(entryKey);
  if (page.chunk) {
    if (!manifest[page.chunk]) {
      console.error(
        `js-budget: ${page.chunk} is not a chunk of the build any more; update scripts/js-budget.mjs`,
      );
      process.exit(1);
    }
    closure(page.chunk, files);
  }
  const total = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
  const over = total > page.ceiling;
  failed ||= over;
  console.log(
    `${over ? 'OVER' : 'ok  '} ${page.name.padEnd(24)} ${(total / KB).toFixed(1).padStart(7)} KB brotli (ceiling ${page.ceiling / KB} KB, ${files.size} files)`,
  );
}
process.exit(failed ? 1 : 0);
