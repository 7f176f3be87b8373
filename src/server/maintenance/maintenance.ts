import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { recookPosts } from './recook-posts';

// The one place for work that runs beside requests (docs/architecture.md#background-work): each job runs on
// its own timer, one run at a time, started with the server and stopped before it closes the database.

export interface BackgroundJob {
  name: string;
  /** Answers true when it left work undone, to be called again soon rather than after the full interval. */
  run(): Promise<boolean>;
  intervalMs: number;
}

const SOON_MS = 1_000;
const RECOOK_BATCH = 50;

export function maintenanceJobs(ctx: AppContext): BackgroundJob[] {
  return [
    {
      name: 'recook-posts',
      intervalMs: 60_000,
      run: async () => (await recookPosts(ctx.db, ctx.cooker.cook, RECOOK_BATCH)) === RECOOK_BATCH,
    },
  ];
}

export interface Maintenance {
  stop(): Promise<void>;
}

export function startMaintenance(jobs: BackgroundJob[], log: FastifyBaseLogger): Maintenance {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const schedule = (job: BackgroundJob, delay: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = job
        .run()
        .then(
          (more) => (more ? SOON_MS : job.intervalMs),
          (error: unknown) => {
            log.warn({ err: error, job: job.name }, 'background job failed');
            return job.intervalMs;
          },
        )
        .then((next) => {
          running.delete(run);
          schedule(job, next);
        });
      running.add(run);
    }, delay);
    timer.unref();
    timers.add(timer);
  };
  for (const job of jobs) schedule(job, SOON_MS);
  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
