import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { hashToken } from '../../people/auth/sessions';
import type { DatabaseHandle } from '../db/connection';
import type { Database } from '../db/schema';

// Which database answers a list or thread read (docs/scaling.md#read-replicas-about-100): with DATABASE_READ_URL, the
// replica, except for a member who wrote in the last DATABASE_READ_AFTER_WRITE_MS, whose reads go to the
// primary so they always see their own writes on a replica that lags. A successful non-GET request with a
// bearer token marks its session before its answer is sent; the mark lives in Redis with REDIS_URL (so the
// next request may land on any process) and in this process's memory always. While Redis cannot answer,
// a member's reads go to the primary: never stale, only more load. Guests always read the replica.

const KEY_PREFIX = 'forum:wrote:';
const MAX_LOCAL_MARKS = 10_000;

export interface ReadRouting {
  /** The database for this request's list and thread reads. */
  dbFor(request: FastifyRequest): Promise<Kysely<Database>>;
  /** How many routed reads went to each database (for tests and diagnosis). */
  readonly counts: { primary: number; replica: number };
  /** How long after a write a member's reads go to the primary. */
  readonly windowMs: number;
}

export function installReadRouting(
  app: FastifyInstance,
  database: DatabaseHandle,
  redis: Redis | null,
  windowMs: number,
): ReadRouting {
  const counts = { primary: 0, replica: 0 };
  const replica = database.readDb;
  if (!replica) {
    return {
      counts,
      windowMs,
      dbFor: async () => {
        counts.primary += 1;
        return database.db;
      },
    };
  }
  const local = new Map<string, number>();
  const keyOf = (request: FastifyRequest) => {
    const token = request.bearerToken();
    return token ? hashToken(token) : null;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    const key = keyOf(request);
    if (!key || windowMs === 0) return payload;
    if (local.size >= MAX_LOCAL_MARKS) forgetExpired(local);
    local.set(key, Date.now() + windowMs);
    if (redis?.status === 'ready') await redis.set(KEY_PREFIX + key, '1', 'PX', windowMs).catch(() => {});
    return payload;
  });

  const wroteLately = async (key: string): Promise<boolean> => {
    const until = local.get(key);
    if (until !== undefined && until > Date.now()) return true;
    if (!redis) return false;
    if (redis.status !== 'ready') return true;
    try {
      return (await redis.exists(KEY_PREFIX + key)) === 1;
    } catch {
      return true;
    }
  };

  return {
    counts,
    windowMs,
    dbFor: async (request) => {
      const key = keyOf(request);
      const primary = key !== null && windowMs > 0 && (await wroteLately(key));
      counts[primary ? 'primary' : 'replica'] += 1;
      return primary ? database.db : replica;
    },
  };
}

function forgetExpired(marks: Map<string, number>): void {
  const now = Date.now();
  for (const [key, until] of marks) if (until <= now) marks.delete(key);
  // Still full of live marks: the oldest go (their members read the replica a little early).
  for (const key of marks.keys()) {
    if (marks.size < MAX_LOCAL_MARKS) break;
    marks.delete(key);
  }
}
