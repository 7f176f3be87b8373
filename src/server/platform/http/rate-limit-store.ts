import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

// Rate-limit counters shared through Redis when REDIS_URL is set, with a per-process fallback
// (docs/decisions/021-reliability-under-faults.md): while Redis is unreachable each process counts on its own,
// so the forum keeps answering with limits still in force; once Redis is back the counters are shared again.
// The two stores are @fastify/rate-limit's own; only the choice between them is ours.

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreClass = new (...args: unknown[]) => Store;
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;

/**
 * A Redis connection that never queues or waits: while it is down, commands fail at once. The client loads
 * only here, so a forum without REDIS_URL does not carry it.
 */
export async function rateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // A Redis that accepts the connection but does not answer counts as down after a second.
    commandTimeout: 1000,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis unavailable: rate limits are counted per process until it returns');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: rate limits are shared again');
  });
  return redis;
}

class SharedOrLocalStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly redis: Redis,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.pick('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.pick('read', key, callback, timeWindow, max);
  }

  child(routeOptions: unknown): Store {
    return new SharedOrLocalStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.redis,
    );
  }

  private pick(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
    if (this.redis.status !== 'ready') return this.local[method](key, callback, timeWindow, max);
    this.shared[method](
      key,
      (error, result) => {
        if (error) this.local[method](key, callback, timeWindow, max);
        else callback(null, result);
      },
      timeWindow,
      max,
    );
  }
}

/** The store class for @fastify/rate-limit's `store` option. */
export function sharedOrLocalStore(redis: Redis) {
  return class extends SharedOrLocalStore {
    constructor(options: StoreOptions) {
      super(
        new RedisStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false, redis),
        new LocalStore(
          options.continueExceeding ?? false,
          options.exponentialBackoff ?? false,
          options.cache,
        ),
        redis,
      );
    }
  };
}
