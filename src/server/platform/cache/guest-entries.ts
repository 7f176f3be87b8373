// The guest cache's answers (guest-cache.ts), kept in the order they expire: each queue has one lifetime for
// all its entries and a stored URL moves to its end, so the oldest are always at the front.

export interface Entry {
  url: string;
  expires: number;
  /** The shared generation when it was computed (null: Redis did not answer, or the entry outlives writes). */
  shared: string | null;
  etag: string;
  contentType: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export const sizeOf = (entry: Entry) =>
  entry.raw.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);

export class EntryQueue {
  private readonly entries = new Map<string, Entry>();
  bytes = 0;

  get size(): number {
    return this.entries.size;
  }

  get(url: string): Entry | undefined {
    return this.entries.get(url);
  }

  /** Stores `entry` at the end, in place of the URL's earlier one. */
  put(entry: Entry): void {
    const old = this.entries.get(entry.url);
    if (old) this.drop(old);
    this.entries.set(entry.url, entry);
    this.bytes += sizeOf(entry);
  }

  drop(entry: Entry): void {
    if (this.entries.get(entry.url) !== entry) return;
    this.entries.delete(entry.url);
    this.bytes -= sizeOf(entry);
  }

  /** Counts bytes added to a kept entry (a compressed copy made on first use). */
  grew(entry: Entry, added: number): void {
    if (this.entries.get(entry.url) === entry) this.bytes += added;
  }

  /** Drops expired entries from the front, then the oldest while `over()` says the cache is too big. */
  trim(now: number, over: () => boolean): void {
    for (const entry of this.entries.values()) {
      if (!over() && entry.expires > now) break;
      this.drop(entry);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
