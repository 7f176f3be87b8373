// The table and the JSON file of bench/phone.ts: medians, min and max per case, against issue 17's targets.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Probe } from './phone-probe';

export type Case = 'guest' | 'member';
export interface Run {
  case: Case;
  /** The frame in which the first post is in view, or the first contentful paint when that came later. */
  firstPost: number;
  firstPostFrom: 'fcp' | 'frame';
  idle: number;
  /** A guest's sign-in prompt in the reply area; a member's typed key in the textarea's value. */
  reply: number;
  /** A member's textarea found enabled (and focused) by the poll, before the key. */
  replyReady: number | null;
  probe: Probe;
  bytes: Record<string, { requests: number; bytes: number }>;
  encodings: string[];
  /** The page's waterfall (Resource Timing): path, start, end and bytes transferred, for reading the JSON. */
  resources: [string, number, number, number][];
  /** Uncaught errors and console errors of the page. */
  errors: string[];
}

export interface Meta {
  title: string;
  threadId: number;
  posts: number;
  quietMs: number;
  targets: { firstPost: number; idle: number; reply: number };
  settings: Record<string, unknown>;
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0,
    min: sorted[0] ?? 0,
    max: sorted.at(-1) ?? 0,
  };
};
const pad = (value: string | number, width: number) => String(value).padStart(width);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function report(runs: Run[], meta: Meta): void {
  const { targets } = meta;
  console.log(
    `\n${meta.title}, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `${'case'.padEnd(8)}${'ms from navigation start'.padEnd(46)}${pad('median', 7)}${pad('min', 7)}${pad('max', 7)}${pad('target', 8)}`,
  );
  const rows: [string, (r: Run) => number | null, number | null][] = [
    ['first contentful paint', (r) => r.probe.fcp, null],
    ['largest contentful paint', (r) => r.probe.lcp, null],
    ['first post in the DOM', (r) => r.probe.postInDom, null],
    ['first post: the frame it is in view', (r) => r.probe.postFrame, null],
    ["the app's first post card in the DOM", (r) => r.probe.postCardInDom, null],
    ['first post visible', (r) => r.firstPost, targets.firstPost],
    [`page idle (${meta.quietMs} ms quiet follow)`, (r) => r.idle, targets.idle],
    [
      'reply area: guest sign-in prompt in the DOM',
      (r) => (r.case === 'guest' ? r.reply : null),
      targets.reply,
    ],
    ['reply box: textarea in the DOM', (r) => (r.case === 'member' ? r.probe.replyTextarea : null), null],
    ['reply box: textarea enabled, focused', (r) => r.replyReady, null],
    ['reply box: a typed key in its value', (r) => (r.case === 'member' ? r.reply : null), targets.reply],
    ['long tasks, ms in all', (r) => r.probe.longTasks.reduce((sum, [, d]) => sum + d, 0), null],
    ['long tasks, count', (r) => r.probe.longTasks.length, null],
  ];
  const summary: Record<string, Record<string, ReturnType<typeof stats>>> = {};
  for (const which of ['guest', 'member'] as const) {
    const mine = runs.filter((r) => r.case === which);
    for (const [label, pick, target] of rows) {
      const values = mine
        .map(pick)
        .filter((v): v is number => typeof v === 'number')
        .map(Math.round);
      if (values.length === 0) continue;
      const s = stats(values);
      summary[which] = { ...summary[which], [label]: s };
      const verdict = target === null ? '' : `${pad(target, 8)} ${s.median <= target ? 'met' : 'missed'}`;
      console.log(
        `${which.padEnd(8)}${label.padEnd(46)}${pad(s.median, 7)}${pad(s.min, 7)}${pad(s.max, 7)}${verdict}`,
      );
    }
  }
  for (const which of ['guest', 'member'] as const) {
    const run = runs.find((r) => r.case === which);
    if (!run) continue;
    const byKind = Object.entries(run.bytes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k} ${kb(v.bytes)} (${v.requests})`);
    const total = Object.values(run.bytes).reduce((sum, v) => sum + v.bytes, 0);
    console.log(`transferred until idle, first ${which} run: ${byKind.join(', ')}; ${kb(total)} in all`);
  }
  const errors = [...new Set(runs.flatMap((r) => r.errors))];
  if (errors.length) console.log(`the page's errors: ${errors.join(' | ')}`);
  console.log(`content encodings: ${[...new Set(runs.flatMap((r) => r.encodings))].sort().join(', ')}`);
  const from = runs.map((r) => r.firstPostFrom);
  const lcp = [...new Set(runs.map((r) => r.probe.lcpElement))].join(', ');
  console.log(
    `"first post visible": ${from.filter((f) => f === 'fcp').length} runs the first paint, ${from.filter((f) => f === 'frame').length} its frame; last LCP element ${lcp}`,
  );
  mkdirSync('tmp/bench', { recursive: true });
  const file = `tmp/bench/phone-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  const { title, ...rest } = meta;
  const json = { date: new Date().toISOString(), loadAverage: loadavg(), title, ...rest, summary, runs };
  writeFileSync(file, JSON.stringify(json, null, 2));
  console.log(`written to ${file}`);
}
