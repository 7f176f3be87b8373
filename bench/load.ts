// Load test of the forum's two busiest reads with autocannon (bench/README.md): the thread list and
// a thread page, ~10 s each, printing requests per second and p50/p99 latency.
//
// Against a server you run yourself (set RATE_LIMIT_MAX high: the default 300 a minute per client would
// answer 429s after the first second):
//   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/load.ts
// Or let the script start one on the seeded database (bench/seed.ts) and stop it afterwards:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/load.ts
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';

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
}) => Promise<AutocannonResult>;

// autocannon ships no type declarations; this is the slice of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  if (!process.env.DATABASE_URL)
    throw new Error('Set BENCH_URL (a running server) or DATABASE_URL (the seeded database).');
  const port = String(3900 + Math.floor(Math.random() * 90));
  const child = spawn('node_modules/.bin/tsx', ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child };
  }
  child.kill();
  throw new Error('The server did not start');
}

async function main(): Promise<void> {
  const started = process.env.BENCH_URL ? null : await startServer();
  const base = process.env.BENCH_URL ?? started!.url;
  try {
    const list = (await (await fetch(`${base}/api/threads?limit=20`)).json()) as {
      threads: { id: number }[];
    };
    const threadId = list.threads[5]?.id ?? list.threads[0]?.id;
    if (!threadId) throw new Error('No threads: seed the database first (bench/seed.ts).');
    const targets: [string, string][] = [
      ['GET /api/threads', '/api/threads'],
      ['GET /api/threads?page=2000&sort=popular', '/api/threads?page=2000&sort=popular'],
      [`GET /api/threads/${threadId}`, `/api/threads/${threadId}`],
      ['GET /api/threads/1?page=100 (10,000 posts)', '/api/threads/1?page=100'],
    ];
    console.log(`${connections} connections, ${seconds} s each, against ${base}`);
    console.log(
      `${'target'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}`,
    );
    for (const [label, path] of targets) {
      const result = await autocannon({
        url: `${base}${path}`,
        connections,
        duration: seconds,
        headers: { 'user-agent': 'autocannon' },
      });
      console.log(
        `${label.padEnd(44)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(result.non2xx + result.errors + result.timeouts).padStart(8)}`,
      );
    }
  } finally {
    // Let the last in-flight requests finish before the server shuts down.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    started?.child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
