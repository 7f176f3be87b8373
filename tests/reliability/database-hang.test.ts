import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ForumProcess, startForumProcess } from '../support/forum-process';
import { type LocalPostgres, localPostgresMissing, startLocalPostgres } from '../support/local-postgres';
import { lostWritesIn, unexpectedAnswers, waitForRecovery } from './support/fault-checks';
import { type Answer, call, openCategoryId, registerMember } from './support/forum-client';
import { pause, WriteLoad } from './support/write-load';

// Issue 13, a bad day the outage test does not cover: PostgreSQL hangs instead of going away (a frozen
// host, a stalled disk, a network that drops packets). Connections are neither refused nor closed, so
// nothing fails by itself; before the pool had connect and read timeouts every request waited for the
// database for as long as the client would wait. The test freezes the server's processes with SIGSTOP for
// fifteen seconds under a steady load: requests must fail with 503 within seconds, /healthz must say the
// database is down, and the same process must recover when the server thaws, losing no acknowledged write.

const HANG_MS = 15_000;
// The forum's statement timeout for this test; the client's read timeout is two seconds more.
const STATEMENT_TIMEOUT_MS = 2000;
const missing = localPostgresMissing();
if (missing) console.log(`Skipping the database hang test: ${missing}`);

/** The postmaster and every process it started (backends, checkpointer, writer...). */
function serverProcesses(postgres: LocalPostgres): number[] {
  const postmaster = Number(
    readFileSync(path.join(postgres.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return [postmaster, ...children];
}

function signalAll(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // A backend that ended meanwhile has nothing to freeze or thaw.
    }
  }
}

describe.skipIf(missing !== null)('database hang on PostgreSQL', () => {
  let postgres: LocalPostgres;
  let forum: ForumProcess;
  let databaseUrl: string;
  let frozen: number[] = [];

  beforeAll(async () => {
    postgres = await startLocalPostgres();
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('create database forum');
    await admin.end();
    databaseUrl = postgres.url.replace(/\/postgres$/, '/forum');
    forum = await startForumProcess({
      env: { DATABASE_URL: databaseUrl, DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS) },
    });
  });

  afterAll(async () => {
    signalAll(frozen, 'SIGCONT');
    await forum?.stop();
    postgres?.destroy();
  });

  it('answers 503 within seconds while PostgreSQL hangs and recovers when it thaws, losing no acknowledged write', async () => {
    const base = forum.url;
    const members = await Promise.all([1, 2, 3].map(() => registerMember(base)));
    // Writes only: each request needs the database (a guest-cached read could answer during the hang).
    const load = new WriteLoad(base, members, await openCategoryId(base), 40, 'writes');
    load.start();
    await load.waitForWrites(10);

    frozen = serverProcesses(postgres);
    signalAll(frozen, 'SIGSTOP');
    const frozenAt = Date.now();
    const healthDuring: Answer[] = [];
    while (Date.now() - frozenAt < HANG_MS) {
      healthDuring.push(await call(base, 'healthz', 'GET', '/healthz'));
      await pause(500);
    }
    signalAll(frozen, 'SIGCONT');
    const thawedAt = Date.now();

    const recoveredAt = await waitForRecovery(forum, load, 'hang');
    await load.waitForWrites(10);
    await load.stop();

    // Every answer is a success or a 503 with a JSON error: no 500, no request left to the client's timeout.
    expect(unexpectedAnswers(load.answers)).toEqual([]);

    // Requests sent in the hang's first half were answered before the server thawed (none waited for
    // it), and the writes among them were refused.
    const early = load.answers.filter((a) => a.sentAt >= frozenAt && a.sentAt < frozenAt + HANG_MS / 2);
    expect(early.length).toBeGreaterThan(0);
    expect(early.filter((a) => a.answeredAt >= thawedAt)).toEqual([]);
    const earlyWrites = early.filter((a) => a.kind === 'create thread' || a.kind === 'reply');
    expect(earlyWrites.length).toBeGreaterThan(0);
    expect(earlyWrites.every((a) => a.status === 503)).toBe(true);

    // /healthz answered within its own bound throughout, and said the database was down once the hang
    // had lasted longer than that bound.
    const lateHealth = healthDuring.filter((a) => a.sentAt >= frozenAt + 5000);
    expect(lateHealth.length).toBeGreaterThan(0);
    for (const health of lateHealth) {
      expect(health.status).toBe(503);
      expect(health.answeredAt - health.sentAt).toBeLessThan(HANG_MS / 2);
    }
    expect(forum.child.exitCode).toBeNull();

    const lost = await lostWritesIn(databaseUrl, load);
    console.log(
      [
        'database hang on PostgreSQL:',
        `  hang ${thawedAt - frozenAt} ms (${frozen.length} server processes stopped); recovered ${recoveredAt - thawedAt} ms after the thaw`,
        `  requests ${load.answers.length}, sent in the first half of the hang ${early.length}, slowest of them answered in ${Math.max(...early.map((a) => a.answeredAt - a.sentAt))} ms`,
        `  writes acknowledged ${load.ackedWrites}; lost ${lost.threads.length + lost.posts.length}`,
      ].join('\n'),
    );
    expect(lost).toEqual({ threads: [], posts: [], halfWrittenThreads: [] });
  });
});
