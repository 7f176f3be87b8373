// Load test of the forum with autocannon (bench/README.md): 50 connections, a 2 s warm-up then 10 s per
// target, printing requests per second and p50/p99 latency beside a bare Node `http` server measured in the
// same run (the machine's ceiling), the forum's memory after the load, and the whole table as JSON in
// tmp/bench/.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench -- load
// Against a server you run yourself (set RATE_LIMIT_MAX high, or the rate limit answers 429s):
//   BENCH_URL=http://127.0.0.1:3000 npm run bench -- load
// BENCH_ONLY=<regular expression> picks targets by label; BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_PORT
// (default 3372, the bare server takes the next port) change the run; BENCH_PROFILE=1 profiles the forum.
// `npm run bench -- cluster` runs this against several processes and a replica (bench/cluster.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CpuMeter } from './cpu-meter';
import { type FanOutRow, measureReplyFanOut, seedReadState } from './fan-out';
import { describeMemory, memoryBreakdown } from './memory-breakdown';
import { residentMb, type Started, startBareNode, startForum, stop } from './server-process';
import {
  asWriters,
  type CounterCheck,
  checkCounters,
  prepareWrites,
  type WriteTarget,
  writeTargets,
} from './write-targets';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  method?: string;
  body?: string;
  overallRate?: number;
  requests?: {
    setupRequest: (request: { headers: Record<string, string>; body?: string; path?: string }) => unknown;
  }[];
}) => Promise<AutocannonResult>;

// autocannon ships no type declarations; this is the slice of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3372);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const WRITE_RATE = Number(process.env.BENCH_WRITE_RATE ?? 100);
const browserEncoding = { 'accept-encoding': 'gzip, deflate, br' };

interface Target {
  label: string;
  url: string;
  connections?: number;
  headers?: Record<string, string>;
  /** Every request from a different browser (user agent), so each is a new viewer whose view is counted. */
  newViewers?: boolean;
  /** Every request at an address of its own (a `bust` parameter), so the guest cache never has the page. */
  uncached?: boolean;
  /** A signed-in read: every request by the next bench member in turn (no guest cache). */
  signedIn?: boolean;
  /**
   * A signed-in write: POSTed with this body (or the body for the request's turn), by the bench members in
   * turn, at `rate` requests a second.
   */
  write?: WriteTarget['write'];
}

let writers: string[] = [];
let viewerSerial = 0;
const newViewer = [
  {
    setupRequest: (request: { headers: Record<string, string> }) => {
      viewerSerial += 1;
      request.headers = { ...request.headers, 'user-agent': `bench-viewer-${process.pid}-${viewerSerial}` };
      return request;
    },
  },
];
let bustSerial = 0;
const cacheBusting = [
  {
    setupRequest: (request: { headers: Record<string, string>; body?: string; path?: string }) => {
      bustSerial += 1;
      const path = request.path ?? '/';
      request.path = `${path}${path.includes('?') ? '&' : '?'}bust=${bustSerial}`;
      return request;
    },
  },
];
interface Row {
  label: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU ms per request of the forum process and of the database's backends (null where unknown). */
  forumCpuMs: number | null;
  dbCpuMs: number | null;
}

function targets(base: string, bare: string, threadId: number, category: string): Target[] {
  return [
    { label: 'bare Node http, 1 KB constant JSON', url: `${bare}/` },
    { label: 'GET /api/threads', url: `${base}/api/threads` },
    {
      label: 'GET /api/threads (br/gzip, as browsers)',
      url: `${base}/api/threads`,
      headers: browserEncoding,
    },
    {
      label: 'GET /api/threads?sort=popular&category (br)',
      url: `${base}/api/threads?sort=popular&category_slug=${category}`,
      headers: browserEncoding,
    },
    { label: 'GET /api/threads, signed-in members', url: `${base}/api/threads`, signedIn: true },
    {
      label: 'GET /api/reading/unread, signed-in members',
      url: `${base}/api/reading/unread`,
      signedIn: true,
    },
    { label: 'GET /api/threads?page=2000&sort=popular', url: `${base}/api/threads?page=2000&sort=popular` },
    { label: 'GET /api/threads/{id} (6 posts)', url: `${base}/api/threads/${threadId}` },
    {
      label: 'GET /api/threads/{id}, a new viewer each',
      url: `${base}/api/threads/${threadId}`,
      newViewers: true,
    },
    { label: 'GET /api/threads/1?page=100 (10,000 posts)', url: `${base}/api/threads/1?page=100` },
    {
      label: 'GET /api/threads/1?page=100, signed-in members',
      url: `${base}/api/threads/1?page=100`,
      signedIn: true,
    },
    ...writeTargets(base, threadId, WRITE_RATE),
    { label: 'GET /thread/{id} HTML (br)', url: `${base}/thread/${threadId}`, headers: browserEncoding },
    {
      // React's server render of a page of 50 posts on every request (its JSON may come from the cache).
      label: 'GET /thread/1?page=100 HTML, rendered each time',
      url: `${base}/thread/1?page=100`,
      headers: browserEncoding,
      connections: 10,
      uncached: true,
    },
    {
      label: 'GET /api/search?q=pooling, 10 connections',
      url: `${base}/api/search?q=pooling`,
      connections: 10,
    },
    { label: 'GET /api/search?q=pooling', url: `${base}/api/search?q=pooling` },
    { label: 'GET /api/search?q=quitclaim', url: `${base}/api/search?q=quitclaim` },
    // New Thread's similar questions, asked once per pause in typing (docs/decisions/043-solved-threads-and-similar-questions.md):
    // a title of common words (every one is in thousands of bench titles), by one member and by ten at once.
    {
      label: 'GET /api/threads/similar (common words), 1 connection',
      url: `${base}/api/threads/similar?q=${encodeURIComponent('What is a pooling order royalty check')}`,
      connections: 1,
    },
    {
      label: 'GET /api/threads/similar (common words), 10 connections',
      url: `${base}/api/threads/similar?q=${encodeURIComponent('What is a pooling order royalty check')}`,
      connections: 10,
    },
    {
      label: 'GET /api/threads/similar (rare words), 1 connection',
      url: `${base}/api/threads/similar?q=${encodeURIComponent('quitclaim deed from my late grandmother')}`,
      connections: 1,
    },
    { label: 'GET /api/threads?solved=1', url: `${base}/api/threads?solved=1` },
    { label: 'GET /api/threads?solved=0', url: `${base}/api/threads?solved=0` },
    {
      label: 'GET /api/search?q="division order" (phrase)',
      url: `${base}/api/search?q=${encodeURIComponent('"division order"')}`,
    },
  ];
}

async function measure(target: Target, meter: CpuMeter | null): Promise<Row> {
  const options = {
    url: target.url,
    connections: target.connections ?? connections,
    headers: { 'user-agent': 'autocannon', ...target.headers } as Record<string, string>,
    ...(target.newViewers ? { requests: newViewer } : {}),
    ...(target.uncached ? { requests: cacheBusting } : {}),
    ...(target.signedIn ? { requests: asWriters() } : {}),
    ...(target.write
      ? {
          method: 'POST',
          body: typeof target.write.body === 'string' ? target.write.body : '{}',
          overallRate: target.write.rate,
          requests: asWriters(target.write),
          headers: { 'user-agent': 'autocannon', 'content-type': 'application/json' } as Record<
            string,
            string
          >,
        }
      : {}),
  };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const reading = await meter?.start();
  const result = await autocannon({ ...options, duration: seconds });
  const cpu = await reading?.();
  const perRequest = (ms: number | null | undefined) =>
    ms === null || ms === undefined
      ? null
      : Math.round((100 * ms) / Math.max(result.requests.total, 1)) / 100;
  return {
    label: target.label,
    connections: options.connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    forumCpuMs: perRequest(cpu?.forumMs),
    dbCpuMs: perRequest(cpu?.databaseMs),
  };
}

function print(row: Row): void {
  console.log(
    `${row.label.padEnd(46)} ${String(row.connections).padStart(5)} ${String(row.rps).padStart(8)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.failed).padStart(8)} ${String(row.forumCpuMs ?? '').padStart(7)} ${String(row.dbCpuMs ?? '').padStart(7)}`,
  );
}

async function main(): Promise<void> {
  const bareChild = await startBareNode(port + 1);
  let started: Started | null = null;
  let meter: CpuMeter | null = null;
  try {
    started = process.env.BENCH_URL ? null : await startForum(port);
    const base = process.env.BENCH_URL ?? started!.url;
    // BENCH_FORUM_PIDS: the processes behind BENCH_URL (bench/cluster.ts), whose CPU is summed.
    const pids = process.env.BENCH_FORUM_PIDS?.split(',').map(Number) ?? started?.child.pid;
    meter = await CpuMeter.open(pids, process.env.DATABASE_URL);
    if (process.env.DATABASE_URL) {
      writers = await prepareWrites(process.env.DATABASE_URL);
      await seedReadState(process.env.DATABASE_URL);
    }
    const list = (await (await fetch(`${base}/api/threads?limit=20`)).json()) as {
      threads: { id: number; category_slug: string }[];
    };
    const threadId = list.threads[5]?.id ?? list.threads[0]?.id;
    if (!threadId) throw new Error('No threads: seed the database first (npm run bench -- seed).');
    const chosen = targets(
      base,
      `http://127.0.0.1:${port + 1}`,
      threadId,
      list.threads[0]?.category_slug ?? '',
    ).filter((t) => t.label.startsWith('bare') || !only || only.test(t.label));
    console.log(
      `${seconds} s per target after a ${warmup} s warm-up, against ${base} (${started?.build ?? 'external'})`,
    );
    console.log(
      `${'target'.padEnd(46)} ${'conns'.padStart(5)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'failed'.padStart(8)} ${'cpu ms'.padStart(7)} ${'db ms'.padStart(7)}`,
    );
    console.log(
      '(cpu ms, db ms: CPU milliseconds per request of the forum process and its database backends)',
    );
    const rows: Row[] = [];
    for (const target of chosen) {
      const bareRow = target.label.startsWith('bare');
      const row = await measure(target, bareRow ? null : meter);
      rows.push(row);
      print(row);
    }
    let counters: CounterCheck | null = null;
    if (process.env.DATABASE_URL && chosen.some((t) => t.write)) {
      counters = await checkCounters(process.env.DATABASE_URL, threadId);
      console.log(
        `counters after the writes: ${counters.wrongPosts} of ${counters.postsChecked} voted posts and ${counters.wrongThreads} of ${counters.threadsChecked} replied threads differ from a recount`,
      );
    }
    let fanOut: FanOutRow | null = null;
    const fanOutLabel = 'POST /api/posts, thread with 5,000 watchers';
    if (process.env.DATABASE_URL && writers[0] && (!only || only.test(fanOutLabel))) {
      // A thread of its own (not the one the other rows read), so its watchers change nothing else.
      const fanOutThread = list.threads[10]?.id ?? threadId;
      console.log(`${fanOutLabel} (thread ${fanOutThread}):`);
      fanOut = await measureReplyFanOut(base, process.env.DATABASE_URL, fanOutThread, writers.slice(-10));
      console.log(
        `${fanOut.label}: reply request p50 ${fanOut.replyMs.p50} ms, max ${fanOut.replyMs.max} ms; every notification written p50 ${fanOut.fanOutMs.p50} ms, max ${fanOut.fanOutMs.max} ms after the request started`,
      );
    }
    const memoryMb = residentMb(started?.child.pid);
    if (memoryMb !== null) console.log(`forum process resident memory after the load: ${memoryMb} MB`);
    const memory = await memoryBreakdown(base);
    if (memory) console.log(describeMemory(memory));
    // Then after a full collection: what of the above was live, and what awaited the collector.
    const collected = memory ? await memoryBreakdown(base, true) : null;
    if (collected) console.log(`after a full collection:\n${describeMemory(collected)}`);
    const bare = rows[0]?.rps ?? 0;
    for (const row of rows.slice(1))
      console.log(
        `${row.label.padEnd(46)} ${((100 * row.rps) / Math.max(bare, 1)).toFixed(1)}% of bare Node`,
      );
    mkdirSync('tmp/bench', { recursive: true });
    const file = `tmp/bench/load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    const report = {
      at: new Date().toISOString(),
      seconds,
      warmup,
      connections,
      server: started?.build ?? base,
      startMs: started?.startMs,
      memoryMb,
      memory,
      collected,
      rows,
      counters,
      fanOut,
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`written to ${file}`);
  } finally {
    await meter?.close();
    await stop(started?.child);
    await stop(bareChild);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
