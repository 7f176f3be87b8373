import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SharedGeneration } from './shared-generation';

// Answers computed as data (not as bytes, like the guest cache's entries) and kept until the next write
// (docs/decisions/046-members-at-a-guests-cost.md): the page of threads and the page of a thread's posts as
// a guest sees them, which a member's answer starts from, and the small facts that are a member's own (their
// votes on the posts of a page, whether they have held content, their Unread list). It is cleared with the
// guest cache, by the same writes, in this process at once and in the others through NOTIFY and, with
// Redis, the same shared generation checked on every hit; a value computed while a write happened is not
// kept. Keys that hold a member's own facts start with `m:<member id>:` (memberKey), so no key of one member
// can ever be read for another.

const MAX_ENTRIES = 20_000;
/**
 * A member's own facts are dropped by the writes that change them (every write empties the cache); their
 * lifetime only bounds a change made outside HTTP (a job, the CLI), and is longer than everyone's answers so
 * that a member who reads every few seconds still finds theirs.
 */
const MEMBER_TTL_MS = 30_000;

interface Entry {
  expires: number;
  shared: string | null;
  value: unknown;
}

export class SharedReads {
  private readonly entries = new Map<string, Entry>();
  /** Computations running now: a request arriving meanwhile, with no write since, waits for the same one. */
  private readonly running = new Map<
    string,
    { local: number; shared: string | null; value: Promise<unknown> }
  >();
  private generation = 0;
  private sweptAt = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly shared: SharedGeneration | null,
  ) {}

  /**
   * The kept value for `key`, or `compute`'s, kept when no write happened while it ran. A member's key lives
   * as long as a member's facts unless `asEveryones` (an answer holding counts that move, kept no longer
   * than everyone's answer holding them).
   */
  async get<T>(key: string, compute: () => Promise<T>, asEveryones = false): Promise<T> {
    const local = this.generation;
    const sharedNow = this.shared ? await this.shared.read() : null;
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.expires > Date.now() && (sharedNow === null || entry.shared === sharedNow)) {
        this.hits += 1;
        return entry.value as T;
      }
      this.entries.delete(key);
    }
    const running = this.running.get(key);
    if (running && running.local === local && running.shared === sharedNow) {
      this.hits += 1;
      return running.value as Promise<T>;
    }
    this.misses += 1;
    const pending = compute();
    this.running.set(key, { local, shared: sharedNow, value: pending });
    try {
      const value = await pending;
      // Redis unreachable (null) with Redis configured: keep nothing, since another process's write is unseen.
      if (local === this.generation && (this.shared === null || sharedNow !== null)) {
        if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
        const ttl = key.startsWith('m:') && !asEveryones ? Math.max(this.ttlMs, MEMBER_TTL_MS) : this.ttlMs;
        this.sweep(Date.now());
        this.entries.set(key, { expires: Date.now() + ttl, shared: sharedNow, value });
      }
      return value;
    } finally {
      if (this.running.get(key)?.value === pending) this.running.delete(key);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * Drops the expired entries, at most once a second: an expired entry is otherwise dropped only when its
   * key is asked again, and pages read once would stay until the next write (docs/scaling.md, "Memory").
   */
  private sweep(now: number): void {
    if (now - this.sweptAt < 1000) return;
    this.sweptAt = now;
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The key of a fact that is one member's own: no other member's key can equal it. */
export function memberKey(memberId: number, what: string): string {
  return `m:${memberId}:${what}`;
}

/** The key of an answer that is the same for everyone (computed as a guest). */
export function everyoneKey(what: string): string {
  return `g:${what}`;
}

/**
 * An answer as the route's response schema would send it (the schema's encoding, then JSON as UTF-8 bytes),
 * computed once and kept: a member's answer then costs no validation, no serialisation and no encoding to
 * UTF-8 per request (a kept string would be measured and encoded again on every send).
 */
export function asJson<S extends z.ZodType>(schema: S, value: z.output<S>): Buffer {
  return Buffer.from(JSON.stringify(z.encode(schema, value)));
}

/** Sends JSON kept already encoded by the response's schema (asJson) as it is. */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
