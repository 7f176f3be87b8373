import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { type LocalPostgres, localPostgresMissing, postgresFolder } from './local-postgres';

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
  const { dir, dataDir, port, run } = await postgresFolder('forum-replica-');
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
