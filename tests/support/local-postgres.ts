import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

// A PostgreSQL server of the test's own, in a temporary folder (initdb + pg_ctl), so a test may stop,
// start and crash it without touching the shared server on 5432. PostgreSQL refuses to run as root; when
// the tests run as root, its programs run as the `postgres` account instead.

export interface LocalPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  dir: string;
  start(): void;
  /** `fast`: connections are ended and the server stops (an operator's stop); `immediate`: as a crash. */
  stop(mode?: 'fast' | 'immediate'): void;
  /** Stops the server (if running) and removes its folder. */
  destroy(): void;
}

/** Why a local PostgreSQL cannot be started here, or null when it can. */
export function localPostgresMissing(): string | null {
  for (const program of ['initdb', 'pg_ctl']) {
    const found = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' });
    if (found.status !== 0) return `${program} is not on PATH (install PostgreSQL's server programs)`;
  }
  if (process.getuid?.() === 0 && !postgresAccount())
    return 'running as root and there is no `postgres` account for PostgreSQL to run as';
  return null;
}

/** The `postgres` account PostgreSQL runs as when the tests run as root. */
export function postgresAccount(): { uid: number; gid: number } | null {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** A temporary folder for a server's data, a free port, and a runner of PostgreSQL's programs in it. */
export interface PostgresFolder {
  dir: string;
  dataDir: string;
  port: number;
  /** Runs a program as the account PostgreSQL runs as; throws with its output when it fails. */
  run(program: string, args: string[]): void;
}

export async function postgresFolder(prefix: string): Promise<PostgresFolder> {
  const account = process.getuid?.() === 0 ? postgresAccount() : null;
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  if (account) chownSync(dir, account.uid, account.gid);
  const run = (program: string, args: string[]) => {
    const result = spawnSync(program, args, {
      encoding: 'utf8',
      ...(account ? { uid: account.uid, gid: account.gid } : {}),
      env: { PATH: process.env.PATH, LANG: 'C', LC_ALL: 'C' },
      cwd: dir,
    });
    if (result.status !== 0)
      throw new Error(`${program} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  };
  return { dir, dataDir: path.join(dir, 'data'), port: await freePort(), run };
}

export async function startLocalPostgres(): Promise<LocalPostgres> {
  const { dir, dataDir, port, run } = await postgresFolder('forum-pg-');
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  let running = false;
  const handle: LocalPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    start() {
      run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
      running = true;
    },
    stop(mode = 'fast') {
      run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      running = false;
    },
    destroy() {
      if (running) {
        try {
          handle.stop('immediate');
        } catch {
          // Already gone; the folder is removed below either way.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  handle.start();
  return handle;
}
