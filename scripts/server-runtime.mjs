// How the forum's process is started, in one place for `npm start` (scripts/start.mjs), the load bench
// (bench/server-process.ts) and the soak (tests/support/forum-process.ts), so what is measured is what
// production runs: Node's flags and the environment glibc reads at start (docs/scaling.md, "Memory";
// docs/decisions/052-memory-that-holds-still.md). Neither caps the heap.

/**
 * Node flags for the forum's process: none today. A young generation of 2 × 8 MB instead of 2 × 16 MB
 * (`--max-semi-space-size=8`) left the RSS after the load where it was (bench/README.md).
 */
export const serverNodeFlags = [];

/**
 * Environment read when the process starts, an operator's own setting kept: glibc's malloc with 2 arenas
 * instead of 8 per core, so memory freed by the compression and database threads goes back to arenas the
 * next allocation reuses rather than to one of 16 half-empty ones.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
