// Starting and watching the processes bench/load.ts measures: the forum (one plain `node` process, no
// wrapper: the production build when dist/server exists, else the TypeScript sources through tsx's loader)
// and the bare-Node baseline.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { serverEnv, serverNodeFlags } from '../scripts/server-runtime.mjs';

/** BENCH_SERVER points at another build (an older one, to compare in the same run). */
export const BUILT_SERVER = process.env.BENCH_SERVER ?? 'dist/server/main.js';

export async function waitFor(url: string, what: string, child: ChildProcess): Promise<void> {
  // A fresh embedded database takes seconds to create, a minute on a machine loaded by others.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (code ${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill();
  throw new Error(`${what} did not start`);
}

export interface Started {
  url: string;
  child: ChildProcess;
  build: string;
  startMs: number;
}

/**
 * The forum on the seeded database; BENCH_PROFILE=1 writes a V8 CPU profile to tmp/bench/ on exit, and
 * BENCH_NODE_FLAGS adds Node flags to the forum's process only.
 */
export async function startForum(port: number, extraEnv: Record<string, string> = {}): Promise<Started> {
  if (!process.env.DATABASE_URL && !extraEnv.DATA_DIR)
    throw new Error('Set BENCH_URL (a running server) or DATABASE_URL (the seeded database).');
  // BENCH_SERVER may also name an earlier tree's sources (…/src/server/main.ts), run with tsx.
  const sources = BUILT_SERVER.endsWith('.ts');
  const built = !sources && existsSync(BUILT_SERVER) && process.env.BENCH_SOURCES !== '1';
  const profile = process.env.BENCH_PROFILE === '1' ? ['--cpu-prof', '--cpu-prof-dir=tmp/bench'] : [];
  // BENCH_NODE_FLAGS: Node's flags for the forum alone, e.g. a capped heap ('--max-old-space-size=96').
  profile.push(...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean));
  const entry = built ? [BUILT_SERVER] : ['--import', 'tsx', sources ? BUILT_SERVER : 'src/server/main.ts'];
  const started = Date.now();
  // The flags and environment `npm start` gives the forum (scripts/server-runtime.mjs), then the bench's own.
  const child = spawn(process.execPath, [...serverNodeFlags, ...profile, ...entry], {
    env: {
      ...serverEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      // The write row measures throughput, not a member's posting pace (a reply per 5 s): with the pace on,
      // most of its replies were 429s.
      POST_INTERVAL_SECONDS: '0',
      NEW_MEMBER_POST_INTERVAL_SECONDS: '0',
      NODE_ENV: 'production',
      // GET /healthz/memory: where the memory goes, printed after the load (bench/memory-breakdown.ts).
      MEMORY_REPORT: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, 'The forum', child);
  const build = built ? 'production build' : sources ? `tsx sources of ${BUILT_SERVER}` : 'tsx sources';
  return { url, child, build, startMs: Date.now() - started };
}

export async function startBareNode(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-node.ts', String(port)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/`, 'The bare Node server', child);
  return child;
}

/** Resident memory of a process in MB (Linux /proc), or null where that is not available. */
export function residentMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
}
