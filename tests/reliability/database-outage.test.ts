import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ForumProcess, startForumProcess } from '../support/forum-process';
import { type LocalPostgres, localPostgresMissing, startLocalPostgres } from '../support/local-postgres';
import { lostWritesIn, unexpectedAnswers, waitForRecovery } from './support/fault-checks';
import { type Answer, call, openCategoryId, registerMember } from './support/forum-client';
import { pause, WriteLoad } from './support/write-load';

// Issue 13, "database outage": the forum runs on a PostgreSQL server of the test's own, under a steady
// write and read load; the server is stopped for ten seconds and started again. Requests during the outage
// fail at once with 503 JSON, /healthz says the database is down, the same forum process recovers by
// itself, and every write it acknowledged is in the database, with no thread lacking its first post.

const OUTAGE_MS = 10_000;
const missing = localPostgresMissing();
if (missing) console.log(`Skipping the database outage test: ${missing}`);

describe.skipIf(missing !== null)('database outage on PostgreSQL', () => {
  let postgres: LocalPostgres;
  let forum: ForumProcess;
  let databaseUrl: string;

  beforeAll(async () => {
    postgres = await startLocalPostgres();
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('create database forum');
    await admin.end();
    databaseUrl = postgres.url.replace(/\/postgres$/, '/forum');
    forum = await startForumProcess({ env: { DATABASE_URL: databaseUrl } });
  });

  afterAll(async () => {
    await forum?.stop();
    postgres?.destroy();
  });

  it('answers 503 at once while PostgreSQL is down and recovers by itself, losing no acknowledged write', async () => {
    const base = forum.url;
    const members = await Promise.all([1, 2, 3].map(() => registerMember(base)));
    const load = new WriteLoad(base, members, await openCategoryId(base));
    load.start();
    await load.waitForWrites(10);

    postgres.stop('fast');
    const downFrom = Date.now();
    const healthDuring: Answer[] = [];
    while (Date.now() - downFrom < OUTAGE_MS) {
      healthDuring.push(await call(base, 'healthz', 'GET', '/healthz'));
      await pause(500);
    }
    const restartFrom = Date.now();
    postgres.start();
    const restartedAt = Date.now();

    const recoveredAt = await waitForRecovery(forum, load, 'outage');
    await load.waitForWrites(10);
    await load.stop();
    const healthAfter = await call(base, 'healthz', 'GET', '/healthz');

    // Every answer is a success or a 503 with a JSON error; no 500, no refused or dropped connection.
    expect(unexpectedAnswers(load.answers)).toEqual([]);

    // During the outage, requests failed fast: each one sent in the outage's first half was answered
    // before PostgreSQL came back (none waited for it), and the writes among them were refused.
    const duringOutage = load.answers.filter((a) => a.sentAt >= downFrom && a.sentAt < restartFrom);
    const firstHalf = duringOutage.filter((a) => a.sentAt < downFrom + (restartFrom - downFrom) / 2);
    expect(firstHalf.length).toBeGreaterThan(0);
    expect(firstHalf.filter((a) => a.answeredAt >= restartFrom)).toEqual([]);
    const writesDuring = duringOutage.filter((a) => a.kind === 'create thread' || a.kind === 'reply');
    expect(writesDuring.length).toBeGreaterThan(0);
    expect(writesDuring.every((a) => a.status === 503)).toBe(true);

    // /healthz said so throughout, as JSON, and says ok again afterwards.
    expect(healthDuring.length).toBeGreaterThan(0);
    for (const health of healthDuring) {
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: 'database unavailable' });
    }
    expect(healthAfter.status).toBe(200);

    // The same process served before, during and after: no restart.
    expect(forum.child.exitCode).toBeNull();

    // No acknowledged write is lost, and no thread was left without its first post.
    const lost = await lostWritesIn(databaseUrl, load);
    console.log(
      [
        'database outage on PostgreSQL:',
        `  outage ${restartFrom - downFrom} ms; recovered (healthz 200 and a write acknowledged) ${recoveredAt - restartedAt} ms after PostgreSQL was back`,
        `  requests ${load.answers.length}, during the outage ${duringOutage.length} (503: ${duringOutage.filter((a) => a.status === 503).length})`,
        `  writes acknowledged ${load.ackedWrites} (${load.ackedThreads.length} threads, ${load.ackedPosts.length} replies); lost ${lost.threads.length + lost.posts.length}; threads without a first post ${lost.halfWrittenThreads.length}`,
      ].join('\n'),
    );
    expect(lost).toEqual({ threads: [], posts: [], halfWrittenThreads: [] });
  });
});
