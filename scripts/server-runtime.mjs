// How the forum's process is started, in one place for `npm start` (scripts/start.mjs), the load bench
// (bench/server-process.ts) and the soak (tests/support/forum-process.ts), so what is measured is what
// production runs: Node's flags and the environment glibc reads at start (docs/scaling.md, "Memory";
// docs/decisions/055-memory-that-holds-still.md). Neither caps the heap.

/**
 * Node flags for the forum's process: V8's old generation grows to 1.2 times what was live after a full
 * collection before the next one (its own choice was 2-4 times under load), which is not a limit on the
 * heap: it grows as far as the live data needs. A young generation of 2 × 8 MB (`--max-semi-space-size=8`)
 * changed nothing measurable and is not set.
 */
export const serverNodeFlags = ['--heap-growing-percent=20'];

/**
 * Environment read when the process starts, an operator's own setting kept: glibc's malloc with 2 arenas
 * instead of 8 per core, so memory freed by the compression and database threads goes back to arenas the
 * next allocation reuses rather than to one of 16 half-empty ones.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
