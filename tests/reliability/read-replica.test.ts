import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/platform/db/connection';
import { openConfiguredDatabase } from '../../src/server/platform/db/open-from-config';
import { type MadeUser, makeUser } from '../support/factories';
import { type LocalPostgres, startLocalPostgres } from '../support/local-postgres';
import { type LocalRedis, localRedisMissing, startLocalRedis } from '../support/local-redis';
import { type LocalReplica, localReplicaMissing, startLocalReplica } from '../support/local-replica';

// Issue 17, "read replicas": a private PostgreSQL and a streaming replica of it (pg_basebackup -R), two app
// instances reading lists and threads from the replica (DATABASE_READ_URL) and sharing one Redis, and one
// instance without DATABASE_READ_URL. Pausing the replica's replay (pg_wal_replay_pause) freezes what it
// shows, which proves where each read went: a write beside the routing (through the plain instance) stays
// unseen on the frozen replica; a write through a routed instance sends every read of both to the primary
// until the replica has replayed it, then they go back to the replica; and a replica stuck behind for
// longer than DATABASE_READ_AFTER_WRITE_MS is read again.

const missing = localReplicaMissing() ?? localRedisMissing();
if (missing) console.log(`Skipping the read replica test: ${missing}`);

interface Instance {
  app: FastifyInstance;
  database: DatabaseHandle;
}

describe.skipIf(missing !== null)('list and thread reads from a streaming replica', () => {
  let primary: LocalPostgres;
  let replica: LocalReplica;
  let redis: LocalRedis;
  let dataDir: string;
  const routed: Instance[] = [];
  let plain: Instance;
  let primarySql: pg.Client;
  let replicaSql: pg.Client;
  let categoryId: number;
  let author: MadeUser;
  let reader: MadeUser;

  /** Waits until the replica has replayed everything the primary has written so far; answers how long. */
  async function caughtUp(): Promise<number> {
    const from = performance.now();
    const { rows } = await primarySql.query('select pg_current_wal_lsn() as lsn');
    for (;;) {
      const replayed = await replicaSql.query(
        'select pg_wal_lsn_diff(pg_last_wal_replay_lsn(), $1) >= 0 as done',
        [rows[0].lsn],
      );
      if (replayed.rows[0].done) return performance.now() - from;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  async function instance(env: Record<string, string>): Promise<Instance> {
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '100000',
      POST_INTERVAL_SECONDS: '0',
      NEW_MEMBER_POST_INTERVAL_SECONDS: '0',
      ...env,
    });
    const database = await openConfiguredDatabase(config);
    const app = await buildApp({ config, database, logger: false, clientDir: '/nonexistent-client-dir' });
    await app.ready();
    return { app, database };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'forum-replica-test-'));
    [primary, redis] = await Promise.all([startLocalPostgres(), startLocalRedis()]);
    const admin = new pg.Client({ connectionString: primary.url });
    await admin.connect();
    await admin.query('create database forum');
    await admin.end();
    const startedAt = performance.now();
    replica = await startLocalReplica(primary);
    const replicaStartMs = performance.now() - startedAt;
    const primaryUrl = primary.url.replace(/\/postgres$/, '/forum');
    primarySql = new pg.Client({ connectionString: primaryUrl });
    replicaSql = new pg.Client({ connectionString: replica.url('forum') });
    await Promise.all([primarySql.connect(), replicaSql.connect()]);

    const withReplica = {
      DATABASE_URL: primaryUrl,
      // Short, so the last test need not wait the default 30 s for the watermark to lapse.
      DATABASE_READ_AFTER_WRITE_MS: '2000',
      DATABASE_READ_URL: replica.url('forum'),
      REDIS_URL: redis.url,
    };
    routed.push(await instance(withReplica));
    routed.push(await instance(withReplica));
    plain = await instance({ DATABASE_URL: primaryUrl });
    const db = plain.database.db;
    const category = await db.selectFrom('categories').select('id').where('is_locked', '=', false).limit(1);
    categoryId = (await category.executeTakeFirstOrThrow()).id;
    [author, reader] = await Promise.all([makeUser(db), makeUser(db)]);
    await caughtUp();
    // Replication lag while replay runs: from a committed single-row write until the replica replayed it.
    const lags: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await db
        .insertInto('login_failures')
        .values({ account_key: `lag:${i}`, ip: '127.0.0.1' })
        .execute();
      lags.push(await caughtUp());
    }
    console.log(
      `read replica: pg_basebackup and start ${Math.round(replicaStartMs)} ms; replay lag of a single write ` +
        `${lags.map((lag) => lag.toFixed(1)).join(', ')} ms`,
    );
  });

  afterAll(async () => {
    for (const { app, database } of [...routed, ...(plain ? [plain] : [])]) {
      await app.close();
      await database.close();
    }
    await primarySql?.end();
    await replicaSql?.end();
    await redis?.kill();
    replica?.destroy();
    primary?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const listIds = async (app: FastifyInstance, token?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/threads?category_id=${categoryId}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { threads: { id: number }[] }).threads.map((t) => t.id);
  };
  const createThread = async (app: FastifyInstance, title: string) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/threads',
      headers: { authorization: `Bearer ${author.token}` },
      payload: { category_id: categoryId, title, content: 'Replay is paused.' },
    });
    expect(created.statusCode).toBe(201);
    return (created.json() as { thread: { id: number } }).thread.id;
  };
  const threadStatus = async (app: FastifyInstance, id: number, token?: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/threads/${id}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    ).statusCode;

  it('connects reads to a server in recovery and writes to the primary; without a replica, reads are the primary', async () => {
    const inRecovery = async (db: DatabaseHandle['db']) =>
      (await sql<{ r: boolean }>`select pg_is_in_recovery() as r`.execute(db)).rows[0]!.r;
    expect(await inRecovery(routed[0]!.database.readDb!)).toBe(true);
    expect(await inRecovery(routed[0]!.database.db)).toBe(false);
    expect(plain.database.readDb).toBeNull();
  });

  it('reads the replica once it has replayed every acknowledged write, and the primary until then', async () => {
    await caughtUp();
    await replicaSql.query('select pg_wal_replay_pause()');
    let quiet = 0;
    let written = 0;
    try {
      // Written through the instance without a replica: no watermark is raised, so the routed instances go
      // on reading the paused replica, which shows where their reads go. A thread not there yet is a 404.
      quiet = await createThread(plain.app, 'Written beside the routing');
      for (const { app } of routed) {
        expect(await listIds(app)).not.toContain(quiet);
        expect(await listIds(app, reader.token)).not.toContain(quiet);
        expect(await threadStatus(app, quiet, author.token)).toBe(404);
      }
      // A write through a routed instance raises the watermark (shared through Redis) before its answer:
      // until the replica has replayed it, every read on either instance goes to the primary, the writer's,
      // a guest's and another member's, and shows both threads.
      const counts = routed.map((r) => ({ ...r.app.reads.counts }));
      written = await createThread(routed[0]!.app, 'Written on the primary');
      for (const { app } of routed) {
        for (const token of [author.token, reader.token, undefined]) {
          expect(await listIds(app, token)).toEqual(expect.arrayContaining([quiet, written]));
          expect(await threadStatus(app, written, token)).toBe(200);
        }
      }
      expect(routed.map((r, i) => r.app.reads.counts.primary - counts[i]!.primary)).toEqual([6, 6]);
      expect(routed.map((r, i) => r.app.reads.counts.replica - counts[i]!.replica)).toEqual([0, 0]);
      // Without DATABASE_READ_URL nothing changes: everyone reads the primary.
      expect(await listIds(plain.app)).toContain(written);
    } finally {
      await replicaSql.query('select pg_wal_replay_resume()');
    }
    const lag = await caughtUp();
    console.log(`read replica: caught up ${lag.toFixed(1)} ms after replay resumed`);
    // Replayed: the replica answers again, with both threads.
    const counts = routed.map((r) => r.app.reads.counts.replica);
    expect(await listIds(routed[1]!.app)).toEqual(expect.arrayContaining([quiet, written]));
    expect(await threadStatus(routed[0]!.app, written, author.token)).toBe(200);
    expect(routed.map((r, i) => r.app.reads.counts.replica - counts[i]!)).toEqual([1, 1]);
  });

  it('reads a replica stuck behind again once the watermark has lapsed', async () => {
    const window = routed[0]!.app.reads.windowMs;
    await replicaSql.query('select pg_wal_replay_pause()');
    try {
      const id = await createThread(routed[1]!.app, 'Later on the replica');
      expect(await threadStatus(routed[0]!.app, id, author.token)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, window + 200));
      // No write since for longer than DATABASE_READ_AFTER_WRITE_MS: reads go to the still paused replica.
      expect(await threadStatus(routed[0]!.app, id, author.token)).toBe(404);
      expect(await listIds(routed[1]!.app, author.token)).not.toContain(id);
    } finally {
      await replicaSql.query('select pg_wal_replay_resume()');
    }
    await caughtUp();
  });
});
