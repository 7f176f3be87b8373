import { describe, expect, it } from 'vitest';
import { GuestCache } from '../../src/server/platform/cache/guest-cache';
import { SharedReads } from '../../src/server/platform/cache/shared-reads';
import { memoryReport } from '../../src/server/platform/http/memory-report';

// The caches hold still in bytes and drop what expired without being asked again (docs/scaling.md,
// "Memory"), and the memory report accounts for the whole of the process's resident memory.

const now = { local: 0, shared: null };

describe('guest cache bounds', () => {
  it('keeps its bodies under the byte bound, dropping the oldest first', () => {
    const cache = new GuestCache(60_000, undefined, 1000);
    for (let i = 0; i < 20; i++)
      cache.store(`/api/threads?page=${i}`, now, 'application/json', 'x'.repeat(100));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.size).toBe(10);
    expect(cache.lookup('/api/threads?page=0')).toBeUndefined();
    expect(cache.lookup('/api/threads?page=19')).toBeDefined();
    // An answer over half the bound is not kept at all.
    cache.store('/thread/1', now, 'text/html', 'y'.repeat(600));
    expect(cache.lookup('/thread/1')).toBeUndefined();
    // Compressed copies count too.
    const entry = cache.lookup('/api/threads?page=19');
    cache.encoded(entry!, 'gzip');
    expect(cache.bytes).toBeLessThanOrEqual(1000);
  });

  it('drops expired answers when the next one is stored, not only when they are asked again', async () => {
    const cache = new GuestCache(20);
    for (let i = 0; i < 50; i++) cache.store(`/api/search?q=${i}`, now, 'application/json', 'z'.repeat(2000));
    expect(cache.size).toBe(50);
    await new Promise((resolve) => setTimeout(resolve, 40));
    cache.store('/api/threads', now, 'application/json', '[]');
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(2);
  });

  it('counts a URL stored again once', () => {
    const cache = new GuestCache(60_000);
    cache.store('/api/threads', now, 'application/json', 'a'.repeat(10));
    cache.store('/api/threads', now, 'application/json', 'b'.repeat(30));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(30);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });
});

describe('guest answers kept through writes', () => {
  const lasting = { urls: /^\/api\/search\?/, ttlMs: 30 };

  it('keeps search answers through a clear, for their own lifetime, and stores one computed across a write', async () => {
    const cache = new GuestCache(60_000, undefined, 10_000, lasting);
    cache.store('/api/search?q=lease', now, 'application/json', 's'.repeat(10));
    cache.store('/api/threads', now, 'application/json', 't'.repeat(20));
    cache.clear();
    expect(cache.lookup('/api/threads')).toBeUndefined();
    expect(cache.lookup('/api/search?q=lease')).toBeDefined();
    expect(cache.bytes).toBe(10);
    // Computed before the clear (generation 0, now 1): a list is not kept, a search is.
    cache.store('/api/threads', now, 'application/json', 't'.repeat(20));
    cache.store('/api/search?q=deed', now, 'application/json', 'd'.repeat(5));
    expect(cache.lookup('/api/threads')).toBeUndefined();
    expect(cache.lookup('/api/search?q=deed')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.lookup('/api/search?q=lease')).toBeUndefined();
  });

  it('bounds both kinds together, dropping answers cleared by writes first', () => {
    const cache = new GuestCache(60_000, undefined, 1000, { ...lasting, ttlMs: 60_000 });
    cache.store('/api/search?q=a', now, 'application/json', 'a'.repeat(400));
    cache.store('/api/threads?page=1', now, 'application/json', 'b'.repeat(400));
    cache.store('/api/search?q=c', now, 'application/json', 'c'.repeat(400));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.lookup('/api/threads?page=1')).toBeUndefined();
    expect(cache.lookup('/api/search?q=a')).toBeDefined();
    expect(cache.lookup('/api/search?q=c')).toBeDefined();
  });
});

describe('shared reads', () => {
  it('sweeps expired entries at most a second apart', async () => {
    const reads = new SharedReads(10, null);
    for (let i = 0; i < 30; i++) await reads.get(`g:${i}`, async () => i);
    expect(reads.size).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await reads.get('g:last', async () => 'last');
    expect(reads.size).toBe(1);
  });
});

describe('memory report', () => {
  it('splits the resident memory into the heap, buffers and malloc', () => {
    const report = memoryReport({ guestEntries: 0 });
    expect(report.rssMb).toBeGreaterThan(0);
    expect(report.heap.usedMb).toBeGreaterThan(0);
    expect(report.heap.spaces.old_space?.sizeMb).toBeGreaterThan(0);
    expect(report.code.codeMb).toBeGreaterThan(0);
    expect(report.caches.guestEntries).toBe(0);
    if (process.platform === 'linux') {
      expect(report.status.RssAnon).toBeGreaterThan(0);
      expect(report.mallocOtherMb).not.toBeNull();
    }
  });
});
