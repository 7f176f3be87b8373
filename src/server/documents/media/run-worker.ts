import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

import { MEDIA_CONCURRENCY, WorkQueue } from './work-queue';

// One worker thread for one file (a PDF's check and text, a HEIC photo's pixels): decoding a member's file
// never blocks the requests of others, and a hostile file costs at most its time limit and heap, after which
// the worker is ended. Few run at once (work-queue.ts), so uploads never take every core from the forum.

const workers = new WorkQueue(MEDIA_CONCURRENCY);

const found = new Map<string, string>();

/** A plain-JavaScript worker of media/: beside this module under tsx, beside the bundle, or in the source tree. */
export function findMediaWorker(name: string): string {
  const known = found.get(name);
  if (known) return known;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, name), path.join(here, 'media', name)];
  for (let dir = here, depth = 0; depth < 5; dir = path.dirname(dir), depth++)
    candidates.push(path.join(dir, 'src', 'server', 'documents', 'media', name));
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${name} not found (looked in ${candidates.join(', ')})`);
  found.set(name, file);
  return file;
}

export type WorkerOutcome<T> = { kind: 'answer'; answer: T } | { kind: 'timeout' } | { kind: 'failed' };

/** Runs `name` with `data`, waits for its one message; ends it after `limitMs` or when it answers. */
export async function runMediaWorker<T>(
  name: string,
  data: unknown,
  limits: { limitMs: number; memoryMb: number },
): Promise<WorkerOutcome<T>> {
  const file = findMediaWorker(name);
  return workers.run(
    () =>
      new Promise<WorkerOutcome<T>>((resolve) => {
        const worker = new Worker(file, {
          workerData: data,
          resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
          stdout: true,
          stderr: true,
        });
        let settled = false;
        const finish = (outcome: WorkerOutcome<T>) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          void worker.terminate();
          resolve(outcome);
        };
        const timer = setTimeout(() => finish({ kind: 'timeout' }), limits.limitMs);
        worker.once('message', (answer: T) => finish({ kind: 'answer', answer }));
        worker.once('error', () => finish({ kind: 'failed' }));
        worker.once('exit', () => finish({ kind: 'failed' }));
      }),
  );
}
