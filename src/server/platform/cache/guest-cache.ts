import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notifyCoalesced } from '../db/coalesced-notify';
import type { DatabaseHandle } from '../db/connection';
import { preferredEncoding } from '../http/accepted-encoding';
import { Flights } from './flights';
import { type Entry, EntryQueue, sizeOf } from './guest-entries';
import type { SharedGeneration } from './shared-generation';

// A short-lived cache of what guests read (docs/architecture.md#guest-cache): the thread lists, categories,
// search and the server-rendered thread pages, answered already serialised and compressed. Anything a
// signed-in member asks (a bearer token) bypasses it, since their answers carry their votes and their held
// posts. Every successful write clears it (search answers aside: SEARCH below) before its answer is sent, in this process at once and in the
// others through NOTIFY and, with Redis, a shared generation checked on every hit (shared-generation.ts);
// an answer computed while a write happened is not stored. The TTL bounds what a write outside HTTP (a
// job, the CLI) can leave stale. A thread's JSON is cached only when views are counted in memory
// (`onHit` records the view of a guest served from the cache). Each entry carries an ETag, so a
// browser that already has the answer gets a 304 without a body.

export const GUEST_CACHE_CHANNEL = 'guest_cache';
const CACHEABLE = [
  /^\/api\/threads(\?|$)/,
  /^\/api\/categories(\/|\?|$)/,
  /^\/api\/search\?/,
  /^\/latest\.rss/i,
  /^\/feeds\//i,
  // The public pages React renders on the server (docs/decisions/034-react-rendered-once.md).
  /^\/(?:\?|$)/,
  /^\/(?:threads|community-rules)(?:\?|$)/i,
  /^\/(?:category|u|calculator)\//i,
];
// A thread's JSON and its page count a view when served: cached only where views are counted in memory.
const THREAD_JSON = /^\/api\/threads\/(\d+)(?:\?|$)/;
const THREAD_PAGE = /^\/thread\/(\d+)(?:\?|$)/i;
/**
 * Search answers are kept through writes for their own lifetime (GUEST_SEARCH_CACHE_TTL_MS): a search costs
 * tens of milliseconds on a large forum, and cleared by every reply, vote and sign-in it was computed again
 * for nearly every guest. A new post reaches guests' search within that lifetime; members' searches are
 * never cached.
 */
const SEARCH = /^\/api\/search\?/;
const MAX_ENTRIES = 5000;
/**
 * The bodies kept, raw and compressed, at most (docs/scaling.md, "Memory"): a crawler walking thousands of
 * pages, or a page of hostile posts megabytes long, would otherwise hold up to 5,000 answers until the next
 * write, long after their second had passed.
 */
export const GUEST_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/**
 * Writes whose effect on what others read reaches them later, through a background step that sends this
 * NOTIFY itself: a vote changes only the voter's own facts at once (cleared here, and in other processes by
 * the shared generation with Redis), and the scores when the fold runs (docs/decisions/049-votes-folded-in-batches.md).
 * They skip the NOTIFY round trip, which was half of a vote's database work.
 */
const NOTIFIED_LATER = new Set(['POST /api/posts/:id/vote']);
/** Writes that change no answer the guest cache or the members' shared reads hold: nothing is cleared. */
const CHANGES_NO_ANSWER = new Set(['POST /api/auth/login']);
// Compressed once per entry and then served many times, so a little more effort than per-request answers.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };

/** Answers kept through writes, for their own lifetime (null: none; every answer is cleared by writes). */
export interface LastingAnswers {
  urls: RegExp;
  ttlMs: number;
}

export class GuestCache {
  /** Answers cleared by every write. */
  private readonly current = new EntryQueue();
  /** Answers kept through writes until they expire (search). */
  private readonly lasting = new EntryQueue();
  private generation = 0;
  private readonly clearListeners: (() => void)[] = [];
  hits = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly cacheable: RegExp[] = CACHEABLE,
    private readonly maxBytes = GUEST_CACHE_MAX_BYTES,
    private readonly lastingAnswers: LastingAnswers | null = null,
  ) {}

  isCacheable(request: FastifyRequest): boolean {
    return (
      request.method === 'GET' &&
      !request.headers.authorization &&
      this.cacheable.some((re) => re.test(request.url))
    );
  }

  get currentGeneration(): number {
    return this.generation;
  }

  private queueOf(url: string): EntryQueue {
    return this.lastingAnswers?.urls.test(url) ? this.lasting : this.current;
  }

  /** The entry for `url`, unless expired or computed before the shared generation (when known) moved on. */
  lookup(url: string, shared: string | null = null): Entry | undefined {
    const queue = this.queueOf(url);
    const entry = queue.get(url);
    if (!entry) return undefined;
    const stale = queue === this.current && shared !== null && entry.shared !== shared;
    if (entry.expires <= Date.now() || stale) {
      queue.drop(entry);
      return undefined;
    }
    return entry;
  }

  /** Drops expired entries, then the oldest (those cleared by writes first) while over a bound. */
  private trim(now: number): void {
    const over = () => this.current.size + this.lasting.size > MAX_ENTRIES || this.bytes > this.maxBytes;
    this.current.trim(now, over);
    this.lasting.trim(now, over);
  }

  /** The body in the encoding a request accepts, compressed on first use and kept (and counted) with the entry. */
  encoded(entry: Entry, acceptEncoding: string): { body: Buffer; encoding: string | null } {
    const before = sizeOf(entry);
    const answer = encoded(entry, acceptEncoding);
    const added = sizeOf(entry) - before;
    if (added > 0) {
      this.queueOf(entry.url).grew(entry, added);
      this.trim(Date.now());
    }
    return answer;
  }

  /**
   * Stores an answer unless a write happened since it was computed (an answer kept through writes is
   * stored all the same: it may be as old as its lifetime anyway); answers its ETag.
   */
  store(
    url: string,
    generation: { local: number; shared: string | null },
    contentType: string,
    body: string | Buffer,
  ): string {
    const raw = Buffer.from(body);
    const etag = `W/"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`;
    const queue = this.queueOf(url);
    const lasting = queue === this.lasting;
    if ((!lasting && generation.local !== this.generation) || raw.length > this.maxBytes / 2) return etag;
    const now = Date.now();
    queue.put({
      url,
      expires: now + (lasting ? this.lastingAnswers!.ttlMs : this.ttlMs),
      shared: lasting ? null : generation.shared,
      etag,
      contentType,
      raw,
    });
    this.trim(now);
    return etag;
  }

  get size(): number {
    return this.current.size + this.lasting.size;
  }

  /** Bytes of the bodies kept (raw and compressed). */
  get bytes(): number {
    return this.current.bytes + this.lasting.bytes;
  }

  /** A write: every answer but those kept through writes is dropped. */
  clear(): void {
    this.generation += 1;
    this.current.clear();
    for (const listener of this.clearListeners) listener();
  }

  /** Calls `listener` on every clear (the members' shared reads are cleared with the guests' answers). */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }
}

/** The encoded body for a request's Accept-Encoding, computed on first use and kept with the entry. */
function encoded(entry: Entry, acceptEncoding: string): { body: Buffer; encoding: string | null } {
  if (entry.raw.length < 1024) return { body: entry.raw, encoding: null };
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.raw, BROTLI);
    return { body: entry.br, encoding };
  }
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.raw);
    return { body: entry.gzip, encoding };
  }
  return { body: entry.raw, encoding: null };
}

/** Installs the cache's hooks; returns the cache (tests read its hit count). */
export async function installGuestCache(
  app: FastifyInstance,
  database: DatabaseHandle,
  ttlMs: number,
  threadViews: { onHit: (request: FastifyRequest, threadId: number) => void } | null = null,
  shared: SharedGeneration | null = null,
  searchTtlMs = 0,
): Promise<GuestCache> {
  const cache = new GuestCache(
    ttlMs,
    threadViews ? [...CACHEABLE, THREAD_JSON, THREAD_PAGE] : CACHEABLE,
    GUEST_CACHE_MAX_BYTES,
    searchTtlMs > 0 ? { urls: SEARCH, ttlMs: searchTtlMs } : null,
  );
  const generations = new WeakMap<FastifyRequest, { local: number; shared: string | null }>();
  let stopListening: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopListening = await database.listen(GUEST_CACHE_CHANNEL, () => cache.clear());
  });
  app.addHook('preClose', async () => {
    // A database closed first (its outage, a test) has no listener left to stop.
    await stopListening?.().catch(() => {});
  });

  const flights = new Flights();
  const land = (request: FastifyRequest) => flights.land(request);

  app.addHook('onRequest', async (request, reply) => {
    if (!cache.isCacheable(request)) return;
    // Read before the answer is computed: a write that lands meanwhile moves it, and the entry is not served.
    const local = cache.currentGeneration;
    const sharedNow = shared ? await shared.read() : null;
    let entry = cache.lookup(request.url, sharedNow);
    // Another request is computing this answer: wait for it rather than compute it again (flights.ts).
    const flight = entry ? null : flights.waitFor(request.url, local);
    if (flight) {
      await flight;
      if (cache.currentGeneration === local) entry = cache.lookup(request.url, sharedNow);
    }
    if (!entry) {
      generations.set(request, { local, shared: sharedNow });
      flights.lead(request, local);
      return;
    }
    cache.hits += 1;
    const thread = THREAD_JSON.exec(request.url) ?? THREAD_PAGE.exec(request.url);
    if (thread && threadViews) threadViews.onHit(request, Number(thread[1]));
    reply.header('vary', 'accept-encoding').header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    const { body, encoding } = cache.encoded(entry, String(request.headers['accept-encoding'] ?? ''));
    reply.header('content-type', entry.contentType);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const generation = generations.get(request);
    if (generation === undefined || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!/^(application\/json|text\/html|application\/rss\+xml)/.test(contentType)) return payload;
    const etag = cache.store(request.url, generation, contentType, payload);
    land(request);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      reply.status(304);
      return '';
    }
    return payload;
  });

  // Whatever the answer (an error, a 404, a client gone), the requests waiting for it go on by themselves.
  app.addHook('onResponse', async (request) => land(request));
  app.addHook('onRequestAbort', async (request) => land(request));

  // Before the writer hears its answer (not after it, as an onResponse hook would): by then every process
  // has been told, and with Redis no process can serve an entry from before the write.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    if (CHANGES_NO_ANSWER.has(route)) return payload;
    cache.clear();
    const later = NOTIFIED_LATER.has(route);
    // Shared with the writes around this one (db/coalesced-notify.ts), each sent after its callers' commits.
    const notify = later ? Promise.resolve() : notifyCoalesced(database.db, GUEST_CACHE_CHANNEL);
    await Promise.all([
      shared?.bump(),
      notify.catch((error: unknown) => {
        request.log.warn({ err: error }, 'guest cache invalidation was not broadcast');
      }),
    ]);
    return payload;
  });
  return cache;
}
