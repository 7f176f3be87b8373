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
// shows, which proves where each read went: guests and members who have not written see the frozen
// replica, a member who just wrote sees their write through either instance, the instance without a
// replica sees everything at once, and after the read-after-write window the writer reads the replica again.

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

  it('serves guests and members who did not write from the replica, and a writer their own write', async () => {
    await replicaSql.query('select pg_wal_replay_pause()');
    let id = 0;
    try {
      const created = await routed[0]!.app.inject({
        method: 'POST',
        url: '/api/threads',
        headers: { authorization: `Bearer ${author.token}` },
        payload: { category_id: categoryId, title: 'Written on the primary', content: 'Replay is paused.' },
      });
      expect(created.statusCode).toBe(201);
      id = (created.json() as { thread: { id: number } }).thread.id;
      const counts = routed.map((r) => ({ ...r.app.reads.counts }));

      // The writer reads their own write through either instance (the mark is shared through Redis).
      for (const { app } of routed) {
        expect(await listIds(app, author.token)).toContain(id);
        expect(await threadStatus(app, id, author.token)).toBe(200);
      }
      // A guest and another member read the paused replica: the thread is not there yet.
      for (const { app } of routed) {
        expect(await listIds(app)).not.toContain(id);
        expect(await listIds(app, reader.token)).not.toContain(id);
        expect(await threadStatus(app, id)).toBe(404);
      }
      expect(routed.map((r) => r.app.reads.counts.primary - counts[routed.indexOf(r)]!.primary)).toEqual([
        2, 2,
      ]);
      expect(routed.map((r) => r.app.reads.counts.replica - counts[routed.indexOf(r)]!.replica)).toEqual([
        3, 3,
      ]);
      // Without DATABASE_READ_URL nothing changes: everyone reads the primary.
      expect(await listIds(plain.app)).toContain(id);
      expect(await threadStatus(plain.app, id)).toBe(200);
    } finally {
      await replicaSql.query('select pg_wal_replay_resume()');
    }
    const lag = await caughtUp();
    console.log(`read replica: caught up ${lag.toFixed(1)} ms after replay resumed`);
    expect(await listIds(routed[1]!.app)).toContain(id);
    expect(await threadStatus(routed[0]!.app, id)).toBe(200);
  });

  it('sends the writer back to the replica once the read-after-write window has passed', async () => {
    const window = routed[0]!.app.reads.windowMs;
    await replicaSql.query('select pg_wal_replay_pause()');
    try {
      const created = await routed[1]!.app.inject({
        method: 'POST',
        url: '/api/threads',
        headers: { authorization: `Bearer ${author.token}` },
        payload: { category_id: categoryId, title: 'Later on the replica', content: 'Replay is paused.' },
      });
      expect(created.statusCode).toBe(201);
      const id = (created.json() as { thread: { id: number } }).thread.id;
      expect(await threadStatus(routed[0]!.app, id, author.token)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, window + 200));
      // The mark has expired: the writer's reads go to the (still paused) replica again.
      expect(await threadStatus(routed[0]!.app, id, author.token)).toBe(404);
      expect(await listIds(routed[1]!.app, author.token)).not.toContain(id);
    } finally {
      await replicaSql.query('select pg_wal_replay_resume()');
    }
    await caughtUp();
  });
});
