// CPU time spent by the forum process and by the PostgreSQL backends serving the bench database while a
// target runs. On a shared machine requests per second move with everyone else's load; CPU milliseconds
// per request mostly do not, so bench/load.ts prints both.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of a process (all its threads) in ms, or null where /proc is not there. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** utime + stime summed over processes (a cluster's forum processes), or null when any is unknown. */
function processesCpuMs(pids: number[]): number | null {
  let sum = 0;
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms === null) return null;
    sum += ms;
  }
  return pids.length > 0 ? sum : null;
}

export class CpuMeter {
  private readonly forumPids: number[];

  private constructor(
    forumPid: number | number[] | undefined,
    private readonly client: pg.Client | null,
  ) {
    this.forumPids = forumPid === undefined ? [] : [forumPid].flat();
  }

  static async open(
    forumPid: number | number[] | undefined,
    databaseUrl: string | undefined,
  ): Promise<CpuMeter> {
    if (!databaseUrl) return new CpuMeter(forumPid, null);
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await client.connect();
      return new CpuMeter(forumPid, client);
    } catch {
      return new CpuMeter(forumPid, null);
    }
  }

  /** Backends of the bench database other than this meter's own connection. */
  private async backendPids(): Promise<number[]> {
    if (!this.client) return [];
    const { rows } = await this.client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  }

  /** Starts a reading; the returned function answers the CPU ms used since, by the forum and the database. */
  async start(): Promise<() => Promise<{ forumMs: number | null; databaseMs: number | null }>> {
    const forumBefore = processesCpuMs(this.forumPids);
    const dbBefore = new Map((await this.backendPids()).map((pid) => [pid, processCpuMs(pid) ?? 0]));
    return async () => {
      const forumAfter = processesCpuMs(this.forumPids);
      let databaseMs: number | null = null;
      if (this.client) {
        databaseMs = 0;
        // A backend that came and went during the run is missed; the pool keeps its connections open.
        for (const pid of await this.backendPids())
          databaseMs += (processCpuMs(pid) ?? 0) - (dbBefore.get(pid) ?? 0);
      }
      return {
        forumMs: forumBefore !== null && forumAfter !== null ? forumAfter - forumBefore : null,
        databaseMs,
      };
    };
  }

  async close(): Promise<void> {
    await this.client?.end();
  }
}

/** Runs `work` on a connection of its own to the bench database, closed afterwards. */
export async function withClient<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The bench members (the first `count` seeded members by id), as a subquery. */
export const benchMembers = (count: number) =>
  `select id from users where role = 'member' and is_active and not is_deleted order by id limit ${Math.trunc(count)}`;

/**
 * Bearer tokens of 200 seeded members for the write rows: sessions written straight into the bench
 * database (only its SHA-256 is stored, as the server does), expiring in an hour.
 */
export async function benchSessions(databaseUrl: string, count = 200): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: number }>(benchMembers(count));
    const tokens = rows.map(() => randomBytes(24).toString('base64url'));
    for (const [i, row] of rows.entries())
      await client.query(
        `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')`,
        [row.id, createHash('sha256').update(tokens[i]!).digest('hex')],
      );
    return tokens;
  });
}

/** The most recently active threads a member may reply in: the spread write row posts across them. */
export async function openThreadIds(databaseUrl: string, count = 1000): Promise<number[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `select t.id from threads t join categories c on c.id = t.category_id
       where t.status = 'visible' and not t.is_locked and not c.is_archived
       order by t.last_post_at desc limit $1`,
      [count],
    );
    return rows.map((row) => row.id);
  });
}
