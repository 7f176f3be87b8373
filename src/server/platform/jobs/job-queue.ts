import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { notifyCoalesced } from '../db/coalesced-notify';
import type { Database } from '../db/schema';

// The background job queue (docs/architecture.md#background-work): a service records a job in the same
// transaction as the change that calls for it, so the job exists exactly when the change does.

export const JOBS_CHANNEL = 'forum_jobs';

export async function enqueueJob(
  trx: Transaction<Database>,
  kind: string,
  payload: Record<string, unknown>,
  options: { delaySeconds?: number } = {},
): Promise<void> {
  const delay = dueIn(options);
  await trx
    .insertInto('background_jobs')
    .values({
      kind,
      payload: JSON.stringify(payload),
      ...(delay > 0 ? { run_after: sql<Date>`now() + make_interval(secs => ${delay})` } : {}),
    })
    .execute();
  // Delivered on commit: a runner in any process picks the job up at once instead of at its next poll. A
  // job for later needs no wake-up: the runners' poll (every few seconds) finds it once it is due.
  if (delay === 0) await sql`select pg_notify(${JOBS_CHANNEL}, '')`.execute(trx);
}

const dueIn = (options: { delaySeconds?: number }) => Math.max(0, Math.ceil(options.delaySeconds ?? 0));

/**
 * enqueueJob as parts of a caller's own statement, to spare it two round trips: `insert`, a data-modifying
 * CTE, queues a job of `kind` for each row of `payloads` (a query of a jsonb column `payload`); `wake`, for
 * the statement's select list, wakes the runners on commit when the jobs are due now, as enqueueJob does.
 */
export function jobsQueuedBy(
  kind: string,
  payloads: RawBuilder<{ payload: unknown }>,
  options: { delaySeconds?: number } = {},
): { insert: RawBuilder<unknown>; wake: RawBuilder<unknown> } {
  const delay = dueIn(options);
  return {
    insert: sql`insert into background_jobs (kind, payload, run_after)
      select ${kind}::text, p.payload, now() + make_interval(secs => ${delay}) from (${payloads}) p`,
    wake: delay === 0 ? sql`pg_notify(${JOBS_CHANNEL}, '')` : sql`null`,
  };
}

/**
 * Tells every process's runner that jobs are waiting, outside the transaction that queued them. A NOTIFY
 * inside a transaction makes its commit take PostgreSQL's one notification lock and hold it through the
 * commit's disk flush, so busy writers that notify commit one at a time (about 330 a second on the bench
 * machine); sent afterwards, on its own, it writes nothing to disk. A job whose wake-up is lost (the process
 * stopping in between) is still found by the runners' poll.
 */
export async function wakeJobRunners(db: Kysely<Database>): Promise<void> {
  // Many replies a second wake the runners with one NOTIFY between them (db/coalesced-notify.ts).
  await notifyCoalesced(db, JOBS_CHANNEL);
}
