import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { type LocalPostgres, localPostgresMissing, postgresAccount } from './local-postgres';

// A streaming replica of a test's own PostgreSQL (local-postgres.ts), in a temporary folder of its own:
// `pg_basebackup -R` copies the primary and writes the standby settings, `pg_ctl` starts it on another
// port. initdb's defaults already allow it: wal_level=replica, ten WAL senders, and replication connections
// from 127.0.0.1 trusted.

export interface LocalReplica {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string;
  port: number;
  /** Stops the server and removes its folder. */
  destroy(): void;
}

/** Why a replica cannot be started here, or null when it can. */
export function localReplicaMissing(): string | null {
  const missing = localPostgresMissing();
  if (missing) return missing;
  const found = spawnSync('sh', ['-c', 'command -v pg_basebackup'], { encoding: 'utf8' });
  return found.status === 0 ? null : 'pg_basebackup is not on PATH (install PostgreSQL client programs)';
}

export async function startLocalReplica(primary: LocalPostgres): Promise<LocalReplica> {
  const account = process.getuid?.() === 0 ? postgresAccount() : null;
  const dir = mkdtempSync(path.join(tmpdir(), 'forum-replica-'));
  if (account) chownSync(dir, account.uid, account.gid);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
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
  const source = ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'];
  run('pg_basebackup', ['-D', dataDir, ...source, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c hot_standby=on`;
  let running = false;
  const handle: LocalReplica = {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    destroy() {
      if (running) {
        try {
          run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // Already gone; the folder is removed below either way.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  running = true;
  return handle;
}
