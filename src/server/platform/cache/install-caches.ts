import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import { viewerKey } from '../../forum/threads/thread-views';
import { ViewBuffer } from '../../forum/threads/view-buffer';
import { installSessionCache, type SessionCache } from '../../people/auth/session-cache';
import type { DatabaseHandle } from '../db/connection';
import { installGuestCache } from './guest-cache';
import { redisGeneration } from './shared-generation';
import { SharedReads } from './shared-reads';

/**
 * The app's read caches, installed after helmet (a cached answer still gets the security headers) and before
 * compression (the guest cache stores the serialised body and compresses it once itself): the guest cache
 * (docs/architecture.md#guest-cache), the members' shared reads cleared with it, and the session cache
 * (docs/decisions/046-members-at-a-guests-cost.md). Each is decorated on the app for tests.
 */
export async function installCaches(
  app: FastifyInstance,
  database: DatabaseHandle,
  config: Config,
  redis: Redis | null,
): Promise<{ views: ViewBuffer | null; sharedReads: SharedReads | null; sessionCache: SessionCache | null }> {
  const guestCacheTtl = config.GUEST_CACHE_TTL_MS ?? (config.NODE_ENV === 'test' ? 0 : 1000);
  const views = (config.BATCH_VIEWS ?? config.NODE_ENV !== 'test') ? new ViewBuffer() : null;
  // A thread's JSON joins the cache only when its views are counted in memory: a hit records the view.
  const onHit = (request: FastifyRequest, threadId: number) =>
    views?.record(
      threadId,
      viewerKey({ userId: null, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
    );
  const shared = redis ? redisGeneration(redis) : null;
  const guestCache =
    guestCacheTtl > 0
      ? await installGuestCache(
          app,
          database,
          guestCacheTtl,
          views ? { onHit } : null,
          shared,
          config.GUEST_SEARCH_CACHE_TTL_MS ?? (config.NODE_ENV === 'test' ? 0 : 10_000),
        )
      : null;
  app.decorate('guestCache', guestCache);
  // What a member's reads share with a guest's, and their own small facts, kept until the next write.
  const sharedReads = guestCache ? new SharedReads(guestCacheTtl, shared) : null;
  if (sharedReads) guestCache?.onClear(() => sharedReads.clear());
  app.decorate('sharedReads', sharedReads);
  // Session lookups kept in memory, emptied by every write that may end or change a session, in every process.
  const sessionCacheTtl = config.SESSION_CACHE_TTL_MS ?? (config.NODE_ENV === 'test' ? 0 : 60_000);
  const sessionGeneration = redis ? redisGeneration(redis, 'forum:sessions:generation') : null;
  const sessionCache = installSessionCache(app, database, sessionCacheTtl, sessionGeneration);
  app.decorate('sessionCache', sessionCache);
  return { views, sharedReads, sessionCache };
}
