import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/connection';
import type { Database } from '../db/schema';
import { primaryPosition, ReplayWatermark } from './replay-watermark';

// Which database answers a list or thread read (docs/scaling.md#read-replicas-about-100): with
// DATABASE_READ_URL, the replica once it has replayed every write the forum has acknowledged, else the
// primary. A successful non-GET request raises the watermark (replay-watermark.ts) to the primary's WAL
// position before its answer is sent, in this process and, with REDIS_URL, for every process (the next
// request may land on any). So the writer's next page has their reply, vote or new thread whatever the
// replica's lag, and nobody's read refills a cache the write just cleared with what the write replaced: a
// guest or member reading the moment after a write reads the primary until the replica has replayed it.
// While Redis is configured and cannot answer, members read the primary and guests what this process knows
// of. The hook is installed before the caches' (app.ts), so the watermark is raised before any process
// may recompute an answer the write made stale.

export interface ReadRouting {
  /** The database for this request's list and thread reads. */
  dbFor(request: FastifyRequest): Promise<Kysely<Database>>;
  /** How many routed reads went to each database (for tests and diagnosis). */
  readonly counts: { primary: number; replica: number };
  /** How long a write holds reads on the primary at most, while the replica has not replayed it. */
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
  if (!replica || windowMs === 0) {
    return {
      counts,
      windowMs,
      dbFor: async () => {
        counts[replica ? 'replica' : 'primary'] += 1;
        return replica ?? database.db;
      },
    };
  }
  const watermark = new ReplayWatermark(replica, redis, windowMs);

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    try {
      await watermark.raise(await primaryPosition(database.db));
    } catch (error) {
      // The primary did not answer: the write most likely did not happen either.
      request.log.warn({ err: error }, 'replica watermark not raised');
    }
    return payload;
  });

  const replicaMayAnswer = async (request: FastifyRequest): Promise<boolean> => {
    const required = await watermark.required();
    // Not all known: a member reads the primary (never stale); a guest as far as this process knows.
    if (!required.complete && request.headers.authorization) return false;
    try {
      return await watermark.replayedTo(required.position);
    } catch (error) {
      request.log.warn({ err: error }, 'replica replay position unknown');
      return false;
    }
  };

  return {
    counts,
    windowMs,
    dbFor: async (request) => {
      const onReplica = await replicaMayAnswer(request);
      counts[onReplica ? 'replica' : 'primary'] += 1;
      return onReplica ? replica : database.db;
    },
  };
}
