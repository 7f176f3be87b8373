import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { SharedGeneration } from '../../platform/cache/shared-generation';
import type { DatabaseHandle } from '../../platform/db/connection';
import type { Database } from '../../platform/db/schema';
import { hashToken, lookUpSession, SESSIONS_REVOKED_CHANNEL, type SessionUser } from './sessions';

// Session lookups kept in memory (docs/decisions/046-members-at-a-guests-cost.md): a member's every request
// used to read their session and user row. What ends or changes a session (a sign-out, a ban, a password,
// role or mute change, a confirmed address...) is a write through a route that is not on the short list
// below of member writes known to leave sessions and users alone; every other successful write empties the
// cache before its answer is sent: in this process at once, in the others through NOTIFY and, with Redis, a
// shared generation every hit checks (the guest cache's pattern, cache/shared-generation.ts). A lookup that
// ran while such a write happened is not kept, so a request racing a ban cannot put the old session back.
// A session ended outside HTTP (the CLI, pruning) reaches every process through the sessions-ended NOTIFY;
// the TTL bounds anything else. Unknown tokens are never kept: they cost a lookup, as before.

export const SESSION_CACHE_CHANNEL = 'forum_session_cache';
const MAX_ENTRIES = 20_000;

/**
 * Writes that cannot end a session or change what a session carries (the user's name, role, mute, confirmed
 * address, two-factor): a member's everyday writes, so a busy forum does not empty the cache on every reply.
 * A route not listed empties it (the safe default for a new route).
 */
const KEEPS_SESSIONS = new Set([
  'POST /api/posts',
  'PUT /api/posts/:id',
  'POST /api/posts/preview',
  'POST /api/posts/:id/vote',
  'POST /api/posts/:id/bookmark',
  'DELETE /api/posts/:id/bookmark',
  'POST /api/threads',
  'POST /api/threads/:id/read',
  'PUT /api/threads/:id/watch',
  'PUT /api/categories/:id/watch',
  'PUT /api/drafts/:key',
  'DELETE /api/drafts/:key',
  'POST /api/notifications/:id/read',
  'POST /api/notifications/read-all',
  'POST /api/reports',
  'POST /api/attachments',
  'POST /api/auth/login',
  'POST /api/auth/register',
]);

interface Entry {
  user: SessionUser;
  expiresAt: number;
  until: number;
  shared: string | null;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  hits = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly shared: SharedGeneration | null,
  ) {}

  /** The user behind a token (as resolveSession answers), from memory while nothing may have changed it. */
  async resolve(db: Kysely<Database>, token: string): Promise<SessionUser | null> {
    if (token.length < 20 || token.length > 200) return null;
    const key = hashToken(token);
    const local = this.generation;
    const sharedNow = this.shared ? await this.shared.read() : null;
    const entry = this.entries.get(key);
    const now = Date.now();
    if (entry) {
      // With Redis configured but not answering, nothing is served from memory: another process's ban is unseen.
      const sharedOk = this.shared === null || (sharedNow !== null && entry.shared === sharedNow);
      if (entry.until > now && entry.expiresAt > now && sharedOk) {
        this.hits += 1;
        return entry.user;
      }
      this.entries.delete(key);
    }
    const found = await lookUpSession(db, token);
    if (found && local === this.generation && (this.shared === null || sharedNow !== null)) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { ...found, until: now + this.ttlMs, shared: sharedNow });
    }
    return found?.user ?? null;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Creates the cache and the hooks and listeners that empty it; null when SESSION_CACHE_TTL_MS is 0. */
export function installSessionCache(
  app: FastifyInstance,
  database: DatabaseHandle,
  ttlMs: number,
  shared: SharedGeneration | null,
): SessionCache | null {
  if (ttlMs <= 0) return null;
  const cache = new SessionCache(ttlMs, shared);
  const stops: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    stops.push(await database.listen(SESSION_CACHE_CHANNEL, () => cache.clear()));
    stops.push(await database.listen(SESSIONS_REVOKED_CHANNEL, () => cache.clear()));
  });
  app.addHook('preClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
  // Before the writer hears its answer: by then this process has forgotten, the others have been told and,
  // with Redis, none of them can serve a session from before the write.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    if (KEEPS_SESSIONS.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return payload;
    cache.clear();
    const notify = sql`select pg_notify(${SESSION_CACHE_CHANNEL}, '')`.execute(database.db);
    await Promise.all([
      shared?.bump(),
      notify.catch((error: unknown) => {
        request.log.warn({ err: error }, 'session cache invalidation was not broadcast');
      }),
    ]);
    return payload;
  });
  return cache;
}
