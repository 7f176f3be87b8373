// `npm run bench -- lighthouse`: Lighthouse scores (mobile preset, its default: a mid-range phone, simulated
// slow 4G and 4x CPU) of the home page, a thread, the discussions list and each calculator, measured in
// Debian's Chromium against the production build (`npm run build` first) started on the seeded database
// (DATABASE_URL, as `load`) on a free port. Prints a table and writes tmp/bench/lighthouse-*.json.
// LIGHTHOUSE_CHROME overrides the browser (default /usr/bin/chromium); LIGHTHOUSE_RUNS (default 1) runs
// each page that many times and keeps the median performance run. LIGHTHOUSE_PAGES (a regular expression over
// the page names below, e.g. 'thread') picks pages; LIGHTHOUSE_TASKS=1 also prints each page's long tasks
// (Lighthouse's own 'long-tasks' audit: the script each is attributed to, its start and its length);
// LIGHTHOUSE_THREAD picks the thread (else the sixth of the latest list, which the write rows reorder).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../tests/support/free-port';
import { BUILT_SERVER, startForum, stop } from './server-process';

const CHROME = process.env.LIGHTHOUSE_CHROME ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const PAGES = new RegExp(process.env.LIGHTHOUSE_PAGES ?? '.');
const TASKS = process.env.LIGHTHOUSE_TASKS === '1';

interface Row {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  /** Lighthouse's own failure (a page that never painted in time, say): its scores are then zeros. */
  error: string | null;
  /** The audits that cost best practices or SEO points: what to fix to reach 100. */
  failing: string[];
  /** Long tasks of the run: script, start ms, duration ms (Lighthouse's 'long-tasks' audit). */
  longTasks: [string, number, number][];
}

if (!existsSync(BUILT_SERVER)) {
  console.error(`No production build at ${BUILT_SERVER}: run \`npm run build\` first.`);
  process.exit(1);
}
// As in production: PUBLIC_URL gives the canonical links and robots.txt's Sitemap line their full address.
const forumPort = await freePort();
const forum = await startForum(forumPort, { PUBLIC_URL: `http://127.0.0.1:${forumPort}` });
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
});
const rows: Row[] = [];
try {
  const list = (await (await fetch(`${forum.url}/api/threads?limit=20`)).json()) as {
    threads: { id: number }[];
  };
  const threadId = Number(process.env.LIGHTHOUSE_THREAD) || (list.threads[5]?.id ?? list.threads[0]?.id);
  if (!threadId) throw new Error('No threads: seed the database first (npm run bench -- seed).');
  const pages: [string, string][] = [
    ['home', '/'],
    ['a thread', `/thread/${threadId}`],
    ['discussions list', '/threads'],
    ['royalty calculator', '/calculator/royalty'],
    ['fractions calculator', '/calculator/decimal-to-fraction'],
    ['deed builder', '/calculator/deed-builder'],
    ['metes and bounds', '/calculator/metes-and-bounds'],
  ];
  for (const [page, path] of pages) {
    if (!PAGES.test(page)) continue;
    const runs: Row[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${forum.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      runs.push({
        page,
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        error: result.lhr.runtimeError?.code ?? null,
        longTasks: (
          (
            audits['long-tasks']?.details as {
              items?: { url?: string; startTime?: number; duration?: number }[];
            }
          )?.items ?? []
        ).map((t) => [
          String(t.url ?? '').replace(forum.url, ''),
          Math.round(t.startTime ?? 0),
          Math.round(t.duration ?? 0),
        ]),
        failing: ['best-practices', 'seo'].flatMap((id) =>
          (categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => {
              // The issues panel's entries say what it found (a cookie, a CSP report, a deprecated API...).
              const items = (audits[ref.id]?.details as { items?: { issueType?: string }[] } | undefined)
                ?.items;
              const kinds = [...new Set((items ?? []).map((item) => item.issueType).filter(Boolean))];
              return `${id}: ${ref.id}${kinds.length ? ` [${kinds.join(', ')}]` : ''}`;
            }),
        ),
      });
    }
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    if (median) rows.push(median);
  }
} finally {
  await chrome.kill();
  await stop(forum.child);
}

const load = loadavg().map((n) => n.toFixed(1));
const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log(`Lighthouse, mobile preset, ${forum.build}, ${CHROME}, load average ${load.join(' ')}`);
console.log(
  `${'page'.padEnd(22)}${pad('perf', 6)}${pad('a11y', 6)}${pad('b.p.', 6)}${pad('seo', 6)}${pad('CLS', 8)}${pad('TBT ms', 8)}${pad('LCP ms', 8)}`,
);
for (const r of rows) {
  console.log(
    `${r.page.padEnd(22)}${pad(r.performance, 6)}${pad(r.accessibility, 6)}${pad(r.bestPractices, 6)}${pad(r.seo, 6)}${pad(r.cls, 8)}${pad(r.tbtMs, 8)}${pad(r.lcpMs, 8)}${r.error ? `  Lighthouse error ${r.error}` : ''}`,
  );
}
if (TASKS)
  for (const r of rows)
    console.log(
      `${r.page} long tasks: ${r.longTasks.map(([url, start, ms]) => `${url || '(page)'} @${start} ${ms} ms`).join(', ')}`,
    );
const failing = [...new Set(rows.flatMap((r) => r.failing.map((audit) => `${audit} (${r.page})`)))];
if (failing.length) console.log(`points lost on:\n  ${failing.join('\n  ')}`);
mkdirSync('tmp/bench', { recursive: true });
const file = `tmp/bench/lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(
  file,
  JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), rows }, null, 2),
);
console.log(`written to ${file}`);
