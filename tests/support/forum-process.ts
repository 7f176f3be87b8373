import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv, serverNodeFlags } from '../../scripts/server-runtime.mjs';
import { freePort } from './free-port';

// The forum as production runs it: its own process (src/server/main.ts through tsx's loader), listening on
// a loopback port, so a test can cut its database, kill it with SIGKILL and start it again.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ForumProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** The last lines the process wrote (stdout and stderr), for a failing test's message. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as when the machine loses power or the OOM killer strikes. */
  kill(): Promise<void>;
  /** SIGTERM, the normal shutdown; resolves when the process has exited. */
  stop(): Promise<void>;
}

export interface ForumProcessOptions {
  /** DATABASE_URL, or DATA_DIR for PGlite, and any other setting. */
  env: Record<string, string>;
  port?: number;
  /**
   * The production build (dist/, `npm run build` first) started as `npm start` starts it, with its pages,
   * instead of the sources through tsx without the client (the soak measures memory on what production runs).
   */
  built?: boolean;
  /** Node's own flags for the forum's process (a CPU profile: `--cpu-prof`). */
  nodeFlags?: string[];
}

export async function startForumProcess(options: ForumProcessOptions): Promise<ForumProcess> {
  const port = options.port ?? (await freePort());
  const args = [
    ...(options.nodeFlags ?? []),
    ...(options.built
      ? [...serverNodeFlags, path.join(root, 'dist/server/main.js')]
      : ['--import', 'tsx', path.join(root, 'src/server/main.ts')]),
  ];
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' };
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...(options.built ? serverEnv({ ...base, NODE_ENV: 'production' }) : base),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(options.built ? {} : { CLIENT_DIR: path.join(root, 'tmp', 'no-client-build') }),
      RATE_LIMIT_MAX: '1000000',
      REGISTER_RATE_LIMIT_MAX: '1000000',
      LOGIN_RATE_LIMIT_MAX: '1000000',
      // The write loads post faster than a member may (POST_INTERVAL_SECONDS); they test faults, not the pace.
      POST_INTERVAL_SECONDS: '0',
      NEW_MEMBER_POST_INTERVAL_SECONDS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const forum: ForumProcess = {
    url,
    port,
    pid: child.pid ?? 0,
    child,
    output: () => lines.join('\n'),
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  // Start-up takes seconds (tsx compiles the sources); on a busy machine longer: the bound is the test's.
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The forum exited while starting (code ${child.exitCode}):\n${forum.output()}`);
    const health = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
    if (health?.status === 200) return forum;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
