// JavaScript budget (run by `npm test`): builds the web app into tmp/budget-client with a Vite manifest and
// adds up, per page, the brotli size of the JavaScript a browser fetches to show it: the entry with its
// static imports, plus the page's lazy chunk with its static imports. Fails when a page is over its ceiling.
// The ceilings sit above today's sizes so growth is caught.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'tmp', 'budget-client');
const KB = 1024;
// Ceilings for React 19 itself in the browser (decision 034): the goals of 110, 135, 115 and 125 KB
// (docs/decisions/041-adopting-without-blocking.md). With Preact in its place (decision 031, replaced) the
// pages were 58.9, 83.2, 62.6 and 72.0 KB; react-dom is most of the difference.
// 2026-11-27: met with React's own tools. What only some pages or only members use loads in chunks of their
// own, each behind a Suspense boundary of its own: the header's bell and the notifications' code (members),
// the in-page dialog (when one opens), the upload and live-stream readers, the discussions' county select
// and county list (adopted as the server drew it when its chunk arrives); the lists' few county and solved
// words live apart from the rest. Home 110.2 -> 107.7, thread 132.9 -> 132.4, discussions 117.9 -> 113.9,
// royalty 123.4 -> 120.9 KB.
const pages = [
  { name: 'home /', chunk: null, ceiling: 110 * KB },
  { name: 'thread /thread/{id}', chunk: 'features/forum/discussions/thread-page.tsx', ceiling: 135 * KB },
  {
    name: 'discussions /threads',
    chunk: 'features/forum/discussions/discussions-page.tsx',
    ceiling: 115 * KB,
  },
  { name: 'royalty calculator', chunk: 'features/documents/calculators/royalty-page.tsx', ceiling: 125 * KB },
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
