import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackgroundWork } from '../../src/server/platform/jobs/background-work';
import { enqueueJob } from '../../src/server/platform/jobs/job-queue';
import { createTestApp, type TestApp } from '../support/test-app';

// The background queue stops at the batch in hand (docs/architecture.md#background-work). Before, stop()
// waited for the whole backlog: after a burst of replies the forum's shutdown passed Fastify's close timeout
// and the process died with AVV_ERR_READY_TIMEOUT instead of stopping.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.background.stop(); // the app's own runner stays out of this table
});
afterAll(() => t.close());

const JOBS = 200;
const queued = async (kind: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('background_jobs')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function enqueue(kind: string): Promise<void> {
  await t.database.db
    .insertInto('background_jobs')
    .values(
      Array.from({ length: JOBS }, (_, i) => ({
        kind,
        payload: JSON.stringify({ i }),
        run_after: new Date(0),
      })),
    )
    .execute();
}

describe('background work', () => {
  it('leaves a backlog queued when stopped, and drain still runs all of it', async () => {
    await enqueue('counted');
    let done = 0;
    let firstDone: () => void = () => {};
    const first = new Promise<void>((resolve) => {
      firstDone = resolve;
    });
    const work = new BackgroundWork(t.database, t.app.log, {
      counted: async () => {
        done += 1;
        firstDone();
      },
    });
    await work.start();
    await first;
    await work.stop();
    const stoppedAt = done;
    expect(stoppedAt).toBeGreaterThan(0);
    expect(stoppedAt).toBeLessThan(JOBS);
    expect(await queued('counted')).toBe(JOBS - stoppedAt);

    // Nothing runs while stopped; drain (tests, the CLI) still runs everything on request.
    expect(done).toBe(stoppedAt);
    await work.drain();
    expect(done).toBe(JOBS);
    expect(await queued('counted')).toBe(0);
  });

  it('writes each job of a batch once, and a failing job alone is retried later', async () => {
    await t.database.db
      .insertInto('background_jobs')
      .values(
        [0, 1, 2, 3, 4].map((i) => ({
          kind: 'effect-maker',
          payload: JSON.stringify({ i }),
          run_after: new Date(0),
        })),
      )
      .execute();
    const work = new BackgroundWork(t.database, t.app.log, {
      'effect-maker': async (trx, payload) => {
        const { i } = payload as { i: number };
        // The job's effect: a row written in the job's transaction (a job not due for a day, never run here).
        await trx
          .insertInto('background_jobs')
          .values({
            kind: 'effect',
            payload: JSON.stringify({ i }),
            run_after: new Date(Date.now() + 86_400_000),
          })
          .execute();
        if (i === 2) throw new Error('job 2 fails');
      },
    });
    await work.drain();
    const rows = await t.database.db
      .selectFrom('background_jobs')
      .select(['kind', 'payload', 'attempts', 'last_error'])
      .where('kind', 'in', ['effect', 'effect-maker'])
      .execute();
    const payloadOf = (p: unknown) => (typeof p === 'string' ? JSON.parse(p) : p) as { i: number };
    const effects = rows
      .filter((r) => r.kind === 'effect')
      .map((r) => payloadOf(r.payload).i)
      .sort();
    expect(effects).toEqual([0, 1, 3, 4]);
    const left = rows.filter((r) => r.kind === 'effect-maker');
    expect(left.map((r) => payloadOf(r.payload).i)).toEqual([2]);
    expect(left[0]!.attempts).toBe(1);
    expect(left[0]!.last_error).toContain('job 2 fails');
  });

  it('runs a job queued for later at the poll after it is due, with no wake-up sent', async () => {
    let ran = false;
    const work = new BackgroundWork(t.database, t.app.log, {
      later: async () => {
        ran = true;
      },
    });
    await work.start();
    await work.drain(); // its first look at the queue is over: only a poll can find the job now
    await t.database.db.transaction().execute((trx) => enqueueJob(trx, 'later', {}, { delaySeconds: 1 }));
    const deadline = Date.now() + 20_000;
    while (!ran && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await work.stop();
    expect(ran).toBe(true);
    expect(await queued('later')).toBe(0);
  });

  it('runs due jobs in the order they fell due, past jobs queued for later', async () => {
    const order: number[] = [];
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000);
    // Queued in id order: later ones fell due earlier; two wait an hour (as a notification's mail does).
    const rows = [
      { i: 1, run_after: at(1) },
      { i: 2, run_after: at(-3600) },
      { i: 3, run_after: at(30) },
      { i: 4, run_after: at(-3600) },
      { i: 5, run_after: at(60) },
    ];
    for (const row of rows)
      await t.database.db
        .insertInto('background_jobs')
        .values({ kind: 'ordered', payload: JSON.stringify({ i: row.i }), run_after: row.run_after })
        .execute();
    const work = new BackgroundWork(t.database, t.app.log, {
      ordered: async (_trx, payload) => {
        order.push((payload as { i: number }).i);
      },
    });
    await work.drain();
    expect(order).toEqual([5, 3, 1]);
    expect(await queued('ordered')).toBe(2);
  });
});
