import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

// A NOTIFY without a payload says only "something changed" (the guest cache, the job runners): one sent after
// several writers' commits tells the listeners as much as one for each. Under many writes a second, each
// writer sending its own cost a round trip apiece; coalesced, a writer joins the next one instead.

/**
 * Runs `send` at most once at a time. A caller arriving while a send is in flight does not join it (it may
 * have started before the caller's own write committed) but waits for the next, started as soon as the one
 * in flight ends and shared by every caller that arrived meanwhile. A failed send rejects its callers.
 */
export class Coalescer {
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly send: () => Promise<void>) {}

  run(): Promise<void> {
    // Queued and not yet started: it starts after this call, so it covers this caller.
    if (this.queued) return this.queued;
    if (this.inFlight) {
      this.queued = this.after(this.inFlight);
      return this.queued;
    }
    return this.start();
  }

  private async after(previous: Promise<void>): Promise<void> {
    await previous.catch(() => {});
    this.queued = null;
    return this.start();
  }

  private start(): Promise<void> {
    let sending: Promise<void>;
    try {
      sending = this.send();
    } catch (error) {
      sending = Promise.reject(error);
    }
    const settled = sending.finally(() => {
      if (this.inFlight === settled) this.inFlight = null;
    });
    this.inFlight = settled;
    return settled;
  }
}

/** One coalescer per database (its Kysely instance) and channel. */
const coalescers = new WeakMap<Kysely<Database>, Map<string, Coalescer>>();

/**
 * `pg_notify(channel, '')`, sent once the caller's writes are committed, shared with the callers around it.
 * Inside a transaction it is sent as is: a NOTIFY there is delivered at that transaction's commit.
 */
export function notifyCoalesced(db: Kysely<Database>, channel: string): Promise<void> {
  const send = async () => {
    await sql`select pg_notify(${channel}, '')`.execute(db);
  };
  if (db.isTransaction) return send();
  let channels = coalescers.get(db);
  if (!channels) {
    channels = new Map();
    coalescers.set(db, channels);
  }
  let coalescer = channels.get(channel);
  if (!coalescer) {
    coalescer = new Coalescer(send);
    channels.set(channel, coalescer);
  }
  return coalescer.run();
}
