import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type ForumProcess, startForumProcess } from '../support/forum-process';
import { localPostgresMissing, startLocalPostgres } from '../support/local-postgres';
import { call, isSuccess, openCategoryId, registerMember } from './support/forum-client';
import { findLostWrites, type LostWrites, type RunQuery } from './support/lost-writes';
import { pause, WriteLoad } from './support/write-load';

// Issue 13, "crash safety": the forum process is killed with SIGKILL (no shutdown hook runs) while four
// members are writing as fast as it answers; then every write it acknowledged must be in the database, no
// thread may lack its first post, and the forum must start again on the same data and take writes.

interface CrashResult {
  load: WriteLoad;
  lost: LostWrites;
  inFlight: number;
}

/** Writes until at least 20 are acknowledged, kills the forum mid-burst, then checks the data with `open`. */
async function crashMidBurst(
  forum: ForumProcess,
  open: () => Promise<{ query: RunQuery; close(): Promise<void> }>,
): Promise<CrashResult> {
  const members = await Promise.all([1, 2, 3, 4].map(() => registerMember(forum.url)));
  const load = new WriteLoad(forum.url, members, await openCategoryId(forum.url), 0, 'writes');
  load.start();
  await load.waitForWrites(20);
  const sentBeforeKill = load.answers.length;
  await forum.kill();
  const killedAt = Date.now();
  await load.stop();
  // Requests sent before the kill and answered only after it were cut off mid-flight.
  const inFlight = load.answers.filter((a) => a.sentAt < killedAt && a.status === 0).length;
  expect(load.answers.length).toBeGreaterThanOrEqual(sentBeforeKill);
  const database = await open();
  try {
    return { load, lost: await findLostWrites(database.query, load), inFlight };
  } finally {
    await database.close();
  }
}

function report(label: string, result: CrashResult): void {
  console.log(
    `crash safety on ${label}: ${result.load.ackedWrites} writes acknowledged before SIGKILL ` +
      `(${result.inFlight} requests cut off in flight); lost ${result.lost.threads.length + result.lost.posts.length}; ` +
      `threads without a first post ${result.lost.halfWrittenThreads.length}`,
  );
}

/** The restarted forum answers and takes a write on the data it left behind. */
async function expectServesAgain(forum: ForumProcess): Promise<void> {
  const member = await registerMember(forum.url);
  const answer = await call(forum.url, 'create thread', 'POST', '/api/threads', {
    token: member.token,
    body: { category_id: await openCategoryId(forum.url), title: 'After the crash', content: 'Still here.' },
  });
  expect(isSuccess(answer)).toBe(true);
}

describe('crash safety on the embedded database (PGlite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forum-crash-'));
  let forum: ForumProcess | undefined;
  afterAll(async () => {
    await forum?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write through SIGKILL, and the data folder opens cleanly', async () => {
    forum = await startForumProcess({ env: { DATA_DIR: dataDir } });
    const result = await crashMidBurst(forum, async () => {
      // The folder the killed server left, opened directly: it must open and answer.
      const pglite = new PGlite(dataDir);
      await pglite.waitReady;
      return { query: (text, params) => pglite.query(text, params), close: () => pglite.close() };
    });
    report('PGlite', result);
    expect(result.lost).toEqual({ threads: [], posts: [], halfWrittenThreads: [] });
    forum = await startForumProcess({ env: { DATA_DIR: dataDir } });
    await expectServesAgain(forum);
  });
});

const missing = localPostgresMissing();
if (missing) console.log(`Skipping the PostgreSQL crash safety test: ${missing}`);

describe.skipIf(missing !== null)('crash safety on PostgreSQL', () => {
  it('keeps every acknowledged write through SIGKILL of the forum process', async () => {
    const postgres = await startLocalPostgres();
    let forum: ForumProcess | undefined;
    try {
      forum = await startForumProcess({ env: { DATABASE_URL: postgres.url } });
      const result = await crashMidBurst(forum, async () => {
        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        return { query: (text, params) => client.query(text, params), close: () => client.end() };
      });
      report('PostgreSQL', result);
      expect(result.lost).toEqual({ threads: [], posts: [], halfWrittenThreads: [] });
      // The killed process's connections are gone once PostgreSQL notices; a new process starts regardless.
      await pause(0);
      forum = await startForumProcess({ env: { DATABASE_URL: postgres.url } });
      await expectServesAgain(forum);
    } finally {
      await forum?.stop();
      postgres.destroy();
    }
  });
});
