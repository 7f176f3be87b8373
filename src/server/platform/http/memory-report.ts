import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';

// Where the process's resident memory goes (docs/scaling.md, "Memory"): V8's heap by space, its code, the
// buffers outside the heap, and what is left of the anonymous memory (malloc: zlib and brotli contexts,
// the database driver's and libuv's buffers, glibc's arenas). Served at /healthz/memory only when
// MEMORY_REPORT is on (the load bench and the soak turn it on), so production exposes nothing new.

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** Fields of /proc/self/status and /proc/self/smaps_rollup in MB (Linux; empty elsewhere). */
function procMb(file: string, fields: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  try {
    const text = readFileSync(file, 'utf8');
    for (const field of fields) {
      const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1]);
      if (Number.isFinite(kb)) out[field] = Math.round((kb / 1024) * 10) / 10;
    }
  } catch {
    // Not Linux: the report keeps what Node itself knows.
  }
  return out;
}

export interface MemoryReport {
  rssMb: number;
  status: Record<string, number>;
  smaps: Record<string, number>;
  heap: { totalMb: number; usedMb: number; spaces: Record<string, { sizeMb: number; usedMb: number }> };
  code: { codeMb: number; bytecodeMb: number; scriptSourceMb: number };
  externalMb: number;
  arrayBuffersMb: number;
  /** Anonymous resident memory that is neither V8's heap nor array buffers: malloc's own. */
  mallocOtherMb: number | null;
  caches: Record<string, number | null>;
}

export function memoryReport(caches: Record<string, number | null> = {}): MemoryReport {
  const usage = process.memoryUsage();
  const spaces: MemoryReport['heap']['spaces'] = {};
  let heapPhysical = 0;
  for (const space of v8.getHeapSpaceStatistics()) {
    spaces[space.space_name] = { sizeMb: mb(space.space_size), usedMb: mb(space.space_used_size) };
    heapPhysical += space.physical_space_size;
  }
  const code = v8.getHeapCodeStatistics();
  const status = procMb('/proc/self/status', ['VmRSS', 'RssAnon', 'RssFile', 'RssShmem', 'VmHWM']);
  const smaps = procMb('/proc/self/smaps_rollup', ['Rss', 'Anonymous', 'Private_Dirty', 'Shared_Clean']);
  const anon = status.RssAnon;
  return {
    rssMb: mb(usage.rss),
    status,
    smaps,
    heap: { totalMb: mb(usage.heapTotal), usedMb: mb(usage.heapUsed), spaces },
    code: {
      codeMb: mb(code.code_and_metadata_size),
      bytecodeMb: mb(code.bytecode_and_metadata_size),
      scriptSourceMb: mb(code.external_script_source_size),
    },
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
    mallocOtherMb:
      anon === undefined ? null : Math.round((anon - heapPhysical / MB - usage.arrayBuffers / MB) * 10) / 10,
    caches,
  };
}

/** A full collection first, so the report shows what is live rather than what awaits the collector. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** GET /healthz/memory (`?gc=1`: after a full collection): the report, with the caches' sizes `caches()` gives. */
export function registerMemoryReport(
  app: FastifyInstance,
  caches: () => Record<string, number | null>,
): void {
  app.get('/healthz/memory', { config: { access: 'public' } }, async (request) => {
    if ((request.query as { gc?: string }).gc === '1') collectGarbage();
    return memoryReport(caches());
  });
}
