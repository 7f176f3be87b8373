import type { Redis } from 'ioredis';

// The guest cache's generation shared by every app process through Redis (docs/architecture.md#guest-cache):
// a write increments it before its answer is sent, and a process serves a cached entry only while the
// counter still reads what it read when it computed that entry. NOTIFY alone arrives a moment after the writer has
// answered, so a guest sent straight to another process could be served the entry the write made stale.
// While Redis is unreachable the counter reads as null and the cache falls back to NOTIFY alone.

const KEY = 'forum:guest-cache:generation';

export interface SharedGeneration {
  /** The counter now, or null when Redis cannot answer. */
  read(): Promise<string | null>;
  /** Moves the counter on; resolves (never rejects) once Redis answered or failed. */
  bump(): Promise<void>;
}

/** The counter at `key` (the guest cache's by default; the session cache has its own). */
export function redisGeneration(redis: Redis, key = KEY): SharedGeneration {
  return {
    read: async () => {
      if (redis.status !== 'ready') return null;
      try {
        return (await redis.get(key)) ?? '0';
      } catch {
        return null;
      }
    },
    bump: async () => {
      if (redis.status !== 'ready') return;
      await redis.incr(key).catch(() => {});
    },
  };
}
