// Reads the forum's own account of its memory (GET /healthz/memory, on when MEMORY_REPORT=1, which
// bench/server-process.ts and the soak set) and prints it on a few lines: V8's heap by space, code,
// buffers, malloc's share, and the caches' sizes.
import type { MemoryReport } from '../src/server/platform/http/memory-report';

export type { MemoryReport };

/** `collect`: after a full garbage collection (what is live). */
export async function memoryBreakdown(base: string, collect = false): Promise<MemoryReport | null> {
  try {
    const response = await fetch(`${base}/healthz/memory${collect ? '?gc=1' : ''}`, {
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok ? ((await response.json()) as MemoryReport) : null;
  } catch {
    return null;
  }
}

export function describeMemory(m: MemoryReport): string {
  const spaces = Object.entries(m.heap.spaces)
    .filter(([, s]) => s.sizeMb >= 0.5)
    .map(([name, s]) => `${name.replace(/_space$/, '')} ${s.usedMb}/${s.sizeMb}`)
    .join(', ');
  const caches = Object.entries(m.caches)
    .map(([name, value]) => `${name} ${value ?? '-'}`)
    .join(', ');
  return [
    `  RSS ${m.rssMb} MB (anonymous ${m.status.RssAnon ?? '?'}, file ${m.status.RssFile ?? '?'}, peak ${m.status.VmHWM ?? '?'})`,
    `  V8 heap used/total ${m.heap.usedMb}/${m.heap.totalMb} MB: ${spaces}`,
    `  code ${m.code.codeMb} MB, bytecode ${m.code.bytecodeMb} MB, script source ${m.code.scriptSourceMb} MB`,
    `  external ${m.externalMb} MB (array buffers ${m.arrayBuffersMb}), malloc besides ${m.mallocOtherMb ?? '?'} MB`,
    `  caches: ${caches}`,
  ].join('\n');
}
