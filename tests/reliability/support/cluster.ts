import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type ForumProcess, startForumProcess } from '../../support/forum-process';
import { type LocalPostgres, localPostgresMissing, startLocalPostgres } from '../../support/local-postgres';
import { type LocalRedis, localRedisMissing, startLocalRedis } from '../../support/local-redis';
import { type LocalReplica, localReplicaMissing, startLocalReplica } from '../../support/local-replica';
import { type Answer, call, MEMBER_PASSWORD, type Member } from './forum-client';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy';

// The cluster of docs/scaling.md on one machine: three forum processes over one PostgreSQL primary, a
// streaming replica of it (pg_basebackup -R) that their list and thread reads go to, and one Redis, behind a
// round-robin proxy with no sticky sessions. Every part is started here in temporary folders on free ports.
// The options make smaller clusters of the same parts (two processes and no replica, other limits).

export interface ClusterOptions {
  /** Forum processes behind the proxy (3). */
  processes?: number;
  /** A streaming replica that the processes' list and thread reads go to (true). */
  replica?: boolean;
  /** Settings for every forum process, over the cluster's own (GUEST_CACHE_TTL_MS, LOGIN_RATE_LIMIT_MAX...). */
  env?: Record<string, string>;
}

export interface Cluster {
  postgres: LocalPostgres;
  /** null when started with `replica: false`. */
  replica: LocalReplica | null;
  redis: LocalRedis;
  forums: ForumProcess[];
  proxy: RoundRobinProxy;
  /** A connection to the primary's forum database, for checks and for making a member staff. */
  database: pg.Client;
  databaseUrl: string;
  categoryId: number;
  /** Holds the replica's replay (pg_wal_replay_pause) while `work` runs: a replica that lags, on demand. */
  replayPaused<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Why the cluster cannot be started here (the test skips, printing it), or null. */
export function clusterMissing(options: Pick<ClusterOptions, 'replica'> = {}): string | null {
  const postgres = options.replica === false ? localPostgresMissing() : localReplicaMissing();
  return postgres ?? localRedisMissing();
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const processes = options.processes ?? 3;
  const [postgres, redis] = await Promise.all([startLocalPostgres(), startLocalRedis()]);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('create database forum');
  await admin.end();
  const replica = options.replica === false ? null : await startLocalReplica(postgres);
  const databaseUrl = postgres.url.replace(/\/postgres$/, '/forum');
  const env = {
    DATABASE_URL: databaseUrl,
    ...(replica ? { DATABASE_READ_URL: replica.url('forum') } : {}),
    REDIS_URL: redis.url,
    TRUST_PROXY: 'true',
    // A minute: only an invalidation, never the expiry, can make a fresh answer appear during the test.
    GUEST_CACHE_TTL_MS: '60000',
    // Staff act by password here; two-factor sign-in has tests of its own.
    REQUIRE_STAFF_2FA: 'false',
    ...options.env,
  };
  // The first runs the migrations alone; the others start together once the schema is there.
  const forums = [await startForumProcess({ env })];
  forums.push(
    ...(await Promise.all(Array.from({ length: processes - 1 }, () => startForumProcess({ env })))),
  );
  const proxy = await startRoundRobinProxy(forums.map((f) => f.url));
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  const category = await database.query(
    'select id from categories where not is_locked and not is_archived and slug <> $1 order by id limit 1',
    ['feedback'],
  );
  return {
    postgres,
    replica,
    redis,
    forums,
    proxy,
    database,
    databaseUrl,
    categoryId: Number(category.rows[0].id),
    async replayPaused(work) {
      if (!replica) throw new Error('this cluster was started without a replica');
      const standby = new pg.Client({ connectionString: replica.url('forum') });
      await standby.connect();
      try {
        await standby.query('select pg_wal_replay_pause()');
        return await work();
      } finally {
        await standby.query('select pg_wal_replay_resume()');
        await standby.end();
      }
    },
    async close() {
      await proxy.close();
      await database.end();
      await Promise.all(forums.map((f) => f.stop()));
      await redis.kill();
      replica?.destroy();
      postgres.destroy();
    },
  };
}

/** A made-up client address, for X-Forwarded-For (the proxy is trusted): a client of its own to the limits. */
export const someClient = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

/** A new member, registered through `base` from an address of their own (the register limit is per client). */
export async function register(base: string, prefix: string): Promise<Member & { id: number }> {
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': someClient() },
    body: JSON.stringify({
      username,
      email: `${username}@example.test`,
      password: MEMBER_PASSWORD,
      confirmPassword: MEMBER_PASSWORD,
      acceptedGuidelines: true,
    }),
  });
  const body = (await response.json()) as { token: string; user: { id: number } };
  if (response.status !== 201)
    throw new Error(`register answered ${response.status}: ${JSON.stringify(body)}`);
  return { username, token: body.token, id: body.user.id };
}

/** Throws with the answer when it is not the status expected (a clearer failure than a bare toBe). */
export function expectStatus(answer: Answer, status: number): Answer {
  if (answer.status !== status)
    throw new Error(
      `${answer.kind} answered ${answer.status}, not ${status}: ${JSON.stringify(answer.body)}`,
    );
  return answer;
}

export async function newThread(base: string, token: string, categoryId: number, title: string) {
  const created = expectStatus(
    await call(base, 'create thread', 'POST', '/api/threads', {
      token,
      body: { category_id: categoryId, title, content: `${title}: the first post.` },
    }),
    201,
  );
  return (created.body as { thread: { id: number } }).thread.id;
}

/** A live notification stream held open on `base`: the events read so far, and whether it has ended. */
export interface LiveStream {
  events: string[];
  ended: boolean;
  /**
   * Resolves once `test` holds for an event read, or the stream ended (answers false then); rejects after a
   * minute, a hang bound and not a speed check.
   */
  waitFor(test: (event: string) => boolean): Promise<boolean>;
  close(): void;
}

export async function openStream(base: string, token: string): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`the stream answered ${response.status}`);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const waiters = new Set<() => void>();
  const stream: LiveStream = {
    events: [],
    ended: false,
    waitFor: (test) =>
      new Promise((resolve, reject) => {
        const hang = setTimeout(
          () => reject(new Error('the stream hung: no such event in a minute')),
          60_000,
        );
        const check = () => {
          if (stream.events.some(test)) resolve(true);
          else if (stream.ended) resolve(false);
          else return;
          clearTimeout(hang);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
  void (async () => {
    let buffered = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffered += decoder.decode(value, { stream: true });
        const parts = buffered.split('\n\n');
        buffered = parts.pop() ?? '';
        stream.events.push(...parts.filter((part) => part.startsWith('event:')));
        for (const waiter of [...waiters]) waiter();
      }
    } catch {
      // Aborted by close(), or the connection was cut: either way the stream has ended.
    }
    stream.ended = true;
    for (const waiter of [...waiters]) waiter();
  })();
  return stream;
}

/** The unread count of a `changed` event, or null for another event. */
export function unreadOf(event: string): number | null {
  const match = /^event: changed\ndata: (.*)$/m.exec(event);
  return match ? (JSON.parse(match[1]!) as { unread: number }).unread : null;
}
