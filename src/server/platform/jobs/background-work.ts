import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../db/connection';
import type { Database } from '../db/schema';
import { JOBS_CHANNEL } from './job-queue';

// The one place for background work (docs/architecture.md#background-work). buildApp starts it when the app
// is ready and stops it when the app closes. Jobs live in the background_jobs table: each is claimed with
// FOR UPDATE SKIP LOCKED, handled and deleted in one transaction (a batch of them at a time), so several processes share the queue and
// a job's effects are written exactly once. A failed job is retried later, at most MAX_ATTEMPTS times.

export type JobHandler = (trx: Transaction<Database>, payload: unknown) => Promise<void>;

const POLL_MS = 5_000;
const MAX_ATTEMPTS = 5;
const BATCH = 20;

interface JobRow {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

export class BackgroundWork {
  private timer: NodeJS.Timeout | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private soonChain: Promise<unknown> = Promise.resolve();
  private pending = false;
  private stopped = true;
  private readonly tickers: (() => Promise<void>)[] = [];
  /** Work asked for soon (`soon`), by key: its timer once started, or null while the runner is stopped. */
  private readonly soonWork = new Map<
    string,
    { work: () => Promise<void>; timer: NodeJS.Timeout | null; delayMs: number }
  >();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
    private readonly handlers: Record<string, JobHandler>,
  ) {}

  private get db(): Kysely<Database> {
    return this.database.db;
  }

  /** Work that runs on every poll besides the queue (pruning, summaries). */
  addTicker(tick: () => Promise<void>): void {
    this.tickers.push(tick);
  }

  /**
   * Runs `work` on the runner once, `delayMs` from now; asked again for the same key before it ran, it runs
   * once all the same (a vote's fold gathers the votes of the next moments). Asked while the runner is
   * stopped, it runs `delayMs` after start. At stop, work not yet run is dropped: it must be work whose
   * input is kept in the database (the next start or poll does it).
   */
  soon(key: string, delayMs: number, work: () => Promise<void>): void {
    if (this.soonWork.has(key)) return;
    const entry = { work, timer: null as NodeJS.Timeout | null, delayMs };
    this.soonWork.set(key, entry);
    if (!this.stopped) this.arm(key, entry);
  }

  private arm(
    key: string,
    entry: { work: () => Promise<void>; timer: NodeJS.Timeout | null; delayMs: number },
  ): void {
    entry.timer = setTimeout(() => {
      this.soonWork.delete(key);
      // A chain of its own: soon means soon, not after a backlog of queued jobs (a burst of replies' mail).
      this.soonChain = this.soonChain.then(entry.work).catch((error: unknown) => {
        this.log.error({ err: error }, 'background work failed');
      });
    }, entry.delayMs);
    entry.timer.unref();
  }

  async start(): Promise<void> {
    this.stopped = false;
    for (const [key, entry] of this.soonWork) if (!entry.timer) this.arm(key, entry);
    this.stopListening = await this.database.listen(JOBS_CHANNEL, () => this.nudge());
    this.timer = setInterval(() => {
      this.nudge();
      for (const tick of this.tickers) this.enqueueRun(() => tick());
    }, POLL_MS);
    this.timer.unref();
    this.nudge();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const entry of this.soonWork.values()) if (entry.timer) clearTimeout(entry.timer);
    this.soonWork.clear();
    await this.stopListening?.().catch(() => {});
    this.stopListening = null;
    await Promise.all([this.chain.catch(() => {}), this.soonChain.catch(() => {})]);
  }

  /** Runs due jobs soon; calls made while a run is queued fold into it. */
  nudge(): void {
    if (this.stopped || this.pending) return;
    this.pending = true;
    this.enqueueRun(async () => {
      this.pending = false;
      await this.runDue({ untilStopped: true });
    });
  }

  /** Runs every due job now and waits for them (tests, and the CLI after seeding). */
  async drain(): Promise<void> {
    await this.enqueueRun(() => this.runDue({ untilStopped: false }));
  }

  private enqueueRun(work: () => Promise<void>): Promise<void> {
    const run = this.chain.then(work).catch((error: unknown) => {
      this.log.error({ err: error }, 'background work failed');
    });
    this.chain = run;
    return run;
  }

  /**
   * Runs batches while full ones come back. The poller's runs end at the batch in hand once stop() is
   * called: a backlog (the fan-out of a burst of replies) stays queued for the next start instead of holding
   * the shutdown past Fastify's close timeout, which crashed the process on SIGTERM.
   */
  private async runDue({ untilStopped }: { untilStopped: boolean }): Promise<void> {
    while (!(untilStopped && this.stopped) && (await this.runBatch())) {
      // keep going while a full batch came back
    }
  }

  /**
   * Handles up to BATCH due jobs in one transaction, so a burst of replies' fan-out costs one commit (and
   * one claim and one delete) per batch instead of per job; answers whether there may be more. Should a job
   * fail, nothing of the batch is kept and each of its jobs runs again in a transaction of its own, so only
   * the failing one is retried later.
   */
  private async runBatch(): Promise<boolean> {
    let claimed: JobRow[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        // In due order, through the (run_after, id) index: in id order the claim read past every job queued
        // for later (each notification's mail job waits minutes), thousands of rows a claim under load.
        claimed = (
          await sql<JobRow>`
            select id, kind, payload, attempts from background_jobs
            where run_after <= now() and attempts < ${MAX_ATTEMPTS}
            order by run_after, id limit ${BATCH} for update skip locked`.execute(trx)
        ).rows;
        for (const job of claimed) await this.handle(trx, job);
        const ids = claimed.map((job) => Number(job.id));
        if (ids.length > 0)
          await sql`delete from background_jobs where id = any(${ids}::bigint[])`.execute(trx);
      });
    } catch (error) {
      if (claimed.length === 0) throw error;
      for (const job of claimed) await this.runOne(job.id);
    }
    return claimed.length === BATCH;
  }

  private async handle(trx: Transaction<Database>, job: JobRow): Promise<void> {
    const handler = this.handlers[job.kind];
    if (!handler) throw new Error(`no handler for background job kind ${job.kind}`);
    const payload = typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload;
    await handler(trx, payload);
  }

  private async runOne(id: number): Promise<void> {
    try {
      await this.db.transaction().execute(async (trx) => {
        const job = await sql<JobRow>`
          select id, kind, payload, attempts from background_jobs
          where id = ${id} and run_after <= now() for update skip locked`.execute(trx);
        const row = job.rows[0];
        if (!row) return; // another process has it, or already did it
        await this.handle(trx, row);
        await trx.deleteFrom('background_jobs').where('id', '=', id).execute();
      });
    } catch (error) {
      this.log.error({ err: error, jobId: id }, 'background job failed; will retry');
      await sql`update background_jobs set attempts = attempts + 1, last_error = ${String(error).slice(0, 500)},
          run_after = now() + make_interval(secs => 30 * (attempts + 1)) where id = ${id}`
        .execute(this.db)
        .catch(() => {});
    }
  }
}
