import type { Redis } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

// How far the replica must have replayed before it may answer a read (read-routing.ts): the primary's WAL
// position after the forum's latest acknowledged write, and how far the replica has replayed. Positions are
// bytes of WAL (pg_wal_lsn_diff from 0/0), exact as JavaScript numbers up to 8 PB.
//
// The watermark is kept in this process's memory and, with Redis, under one key every process raises (never
// lowers) before a write's answer is sent, so a read anywhere after that answer knows of the write. It lapses
// `lifetimeMs` after the last write that raised it: a replica stuck behind for longer is read again rather
// than every read going to the primary for good.

const KEY = 'forum:replica:watermark';
/** Sets the key to ARGV[1] when that is higher, and keeps it ARGV[2] ms from now either way. */
const RAISE = `local now = tonumber(redis.call('get', KEYS[1]) or '0')
if tonumber(ARGV[1]) > now then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
else redis.call('pexpire', KEYS[1], ARGV[2]) end
return 1`;

const positionOf = (rows: { lsn: string | null }[]) => Number(rows[0]?.lsn ?? 0);

/** The primary's WAL position now: at or after the commit of every write that has returned. */
export async function primaryPosition(primary: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{
    lsn: string;
  }>`select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text as lsn`.execute(primary);
  return positionOf(rows);
}

export class ReplayWatermark {
  private local = 0;
  private localUntil = 0;
  /** How far the replica is known to have replayed (it only grows). */
  private replayed = 0;
  private asking: Promise<number> | null = null;

  constructor(
    private readonly replica: Kysely<Database>,
    private readonly redis: Redis | null,
    private readonly lifetimeMs: number,
  ) {}

  /** Records a write that has committed at or before `position`; resolves (never rejects) once shared. */
  async raise(position: number): Promise<void> {
    this.local = this.localUntil > Date.now() ? Math.max(this.local, position) : position;
    this.localUntil = Date.now() + this.lifetimeMs;
    if (this.redis?.status !== 'ready') return;
    await this.redis.eval(RAISE, 1, KEY, String(position), String(this.lifetimeMs)).catch(() => {});
  }

  /**
   * The position the replica must have replayed; `complete` is false when Redis is configured and does not
   * answer (another process's write may be unseen: the position is this process's own).
   */
  async required(): Promise<{ position: number; complete: boolean }> {
    const local = this.localUntil > Date.now() ? this.local : 0;
    if (!this.redis) return { position: local, complete: true };
    if (this.redis.status !== 'ready') return { position: local, complete: false };
    try {
      return { position: Math.max(local, Number((await this.redis.get(KEY)) ?? 0)), complete: true };
    } catch {
      return { position: local, complete: false };
    }
  }

  /** Whether the replica has replayed up to `position`: asked of it only when not known already. */
  async replayedTo(position: number): Promise<boolean> {
    if (position <= this.replayed) return true;
    // One question at a time for the whole process: reads arriving meanwhile share its answer.
    this.asking ??= this.askReplica().finally(() => {
      this.asking = null;
    });
    return (await this.asking) >= position;
  }

  private async askReplica(): Promise<number> {
    // A server that is not in recovery (DATABASE_READ_URL naming the primary itself) has everything.
    const { rows } = await sql<{ lsn: string | null }>`select pg_wal_lsn_diff(
        case when pg_is_in_recovery() then pg_last_wal_replay_lsn() else pg_current_wal_lsn() end,
        '0/0')::text as lsn`.execute(this.replica);
    this.replayed = Math.max(this.replayed, positionOf(rows));
    return this.replayed;
  }
}
