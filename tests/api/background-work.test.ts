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
});
