// The load bench against a cluster of the forum's own (docs/scaling.md): a private PostgreSQL seeded with
// `BENCH_SEED_SCALE` (default 0.1), with `BENCH_REPLICA=1` (the default) a streaming replica of it made by
// pg_basebackup, one Redis, and `BENCH_PROCESSES` forum processes (default 3; production mode, tsx sources)
// behind the round-robin proxy of the reliability tests; then `bench/load.ts` runs against the proxy with
// the forum CPU summed over the processes. Everything lives in temporary folders on free ports and is
// removed at the end. The bare-Node row takes BENCH_PORT + 1 as in `load`.
//
//   BENCH_PORT=3432 BENCH_PROCESSES=1 BENCH_REPLICA=0 npm run bench -- cluster
//   BENCH_PORT=3432 BENCH_PROCESSES=3 npm run bench -- cluster
import { spawn } from 'node:child_process';
import pg from 'pg';
import { startRoundRobinProxy } from '../tests/reliability/support/round-robin-proxy';
import { type ForumProcess, startForumProcess } from '../tests/support/forum-process';
import { startLocalPostgres } from '../tests/support/local-postgres';
import { startLocalRedis } from '../tests/support/local-redis';
import { type LocalReplica, startLocalReplica } from '../tests/support/local-replica';

const processes = Number(process.env.BENCH_PROCESSES ?? 3);
const withReplica = (process.env.BENCH_REPLICA ?? '1') === '1';

function run(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: ${code}`))));
  });
}

const postgres = await startLocalPostgres();
let replica: LocalReplica | null = null;
const redis = await startLocalRedis();
const forums: ForumProcess[] = [];
try {
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('create database bench');
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, '/bench');
  const seedScale = process.env.BENCH_SEED_SCALE ?? '0.1';
  await run(['bench/run.ts', 'seed'], { DATABASE_URL: databaseUrl, BENCH_SEED_SCALE: seedScale });
  if (withReplica) replica = await startLocalReplica(postgres);
  const env = {
    DATABASE_URL: databaseUrl,
    ...(replica ? { DATABASE_READ_URL: replica.url('bench') } : {}),
    REDIS_URL: redis.url,
    TRUST_PROXY: 'true',
    NODE_ENV: 'production',
    RATE_LIMIT_MAX: '100000000',
  };
  forums.push(await startForumProcess({ env }));
  forums.push(
    ...(await Promise.all(Array.from({ length: processes - 1 }, () => startForumProcess({ env })))),
  );
  const proxy = await startRoundRobinProxy(forums.map((f) => f.url));
  console.log(
    `cluster: ${processes} forum process(es), ${replica ? 'a streaming replica' : 'no replica'}, Redis, ` +
      `seed scale ${seedScale}, behind a round-robin proxy at ${proxy.url}`,
  );
  try {
    await run(['bench/run.ts', 'load'], {
      BENCH_URL: proxy.url,
      DATABASE_URL: databaseUrl,
      BENCH_FORUM_PIDS: forums.map((f) => f.pid).join(','),
    });
  } finally {
    console.log(`requests served by each process: ${proxy.served.join(', ')}`);
    await proxy.close();
  }
} finally {
  await Promise.all(forums.map((f) => f.stop()));
  await redis.kill();
  replica?.destroy();
  postgres.destroy();
}
