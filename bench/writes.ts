// `npm run bench -- writes`: how many votes and replies a second the forum takes (issue 32, part 2: votes
// at least 2,000/s, replies at least 500/s), each row beside a bare Node `http` server measured in the same
// run, with the forum's (and on PostgreSQL the database's) CPU ms per write, then the counters the writes
// moved recounted from their rows once the writes are over (drift must be zero).
//
//   npm run bench -- writes                                    # a PGlite folder of its own
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/votes_bench npm run bench -- writes   # a scratch database
//
// The members, threads and posts are written through the API first (BENCH_VOTERS members, BENCH_POSTS posts
// in BENCH_THREADS threads by one author), so it runs on an empty database as well as on the seeded one.
// Rows: votes spread over every post, votes by every member on one post (the hot post), replies spread over
// the threads, replies into one thread. No fixed rate: 50 connections send as fast as they are answered.
// BENCH_SECONDS (5), BENCH_WARMUP (1), BENCH_CONNECTIONS (50), BENCH_ONLY (a regular expression of labels).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { call, isSuccess, openCategoryId, registerMember } from '../tests/reliability/support/forum-client';
import { freePort } from '../tests/support/free-port';
import { CpuMeter } from './cpu-meter';
import { startBareNode, startForum, stop } from './server-process';
import { type Drift, recountDrift } from './write-drift';

interface Result {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Request = { method?: string; headers: Record<string, string>; body?: string; path?: string };
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmup = Number(process.env.BENCH_WARMUP ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Writes a second for every write row (autocannon's overall rate), to see whether the fan-out keeps up. */
const rate = Number(process.env.BENCH_RATE ?? 0);
const VOTERS = Number(process.env.BENCH_VOTERS ?? 60);
const THREADS = Number(process.env.BENCH_THREADS ?? 10);
const POSTS = Number(process.env.BENCH_POSTS ?? 100);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const databaseUrl = process.env.DATABASE_URL;
/** The bench database, to see the background queue run dry after a row (PostgreSQL only). */
let jobs: pg.Client | null = null;

interface Row {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  forumCpuMs: number | null;
  dbCpuMs: number | null;
  /** Background jobs due when the row's requests ended (the fan-out of its replies), and ms to run them. */
  backlog?: number;
  drainMs?: number;
  /** CPU ms of the forum and the database per job while the backlog ran, nothing else being sent. */
  drainForumCpuMs?: number | null;
  drainDbCpuMs?: number | null;
}

interface Write {
  label: string;
  /** The request for turn n: path and body. */
  next: (turn: number) => { path: string; body: string };
}

async function setUp(base: string) {
  const author = await registerMember(base, 'wauthor');
  const voters = [];
  for (let i = 0; i < VOTERS; i++) voters.push((await registerMember(base, 'wvoter')).token);
  const categoryId = await openCategoryId(base);
  const threads: number[] = [];
  const posts: number[] = [];
  for (let i = 0; i < THREADS; i++) {
    const made = await call(base, 'thread', 'POST', '/api/threads', {
      token: author.token,
      body: {
        title: `Bench thread ${i} about a pooling order`,
        content: 'Who has seen this order?',
        category_id: categoryId,
      },
    });
    if (!isSuccess(made)) throw new Error(`thread: ${made.status} ${JSON.stringify(made.body)}`);
    threads.push((made.body as { thread: { id: number } }).thread.id);
  }
  for (let i = 0; posts.length < POSTS; i++) {
    const answer = await call(base, 'reply', 'POST', '/api/posts', {
      token: author.token,
      body: { thread_id: threads[i % threads.length], content: `Bench post ${i}: the division order.` },
    });
    if (!isSuccess(answer)) throw new Error(`reply: ${answer.status} ${JSON.stringify(answer.body)}`);
    posts.push((answer.body as { post: { id: number } }).post.id);
  }
  return { voters, threads, posts };
}

function writes(threads: number[], posts: number[], voters: number): Write[] {
  // Member `turn % voters` votes on post `turn + round` (round = turn / voters): a member meets a post again
  // only after voters × posts votes; one met again takes the vote back or turns it (a write all the same).
  const spread = (turn: number) => posts[(turn + Math.floor(turn / voters)) % posts.length] ?? 0;
  const vote = (turn: number) => JSON.stringify({ vote_type: turn % 3 === 0 ? -1 : 1 });
  const reply = (thread: number) => JSON.stringify({ thread_id: thread, content: 'A bench reply.' });
  return [
    {
      label: 'POST /api/posts/{id}/vote, spread',
      next: (t) => ({ path: `/api/posts/${spread(t)}/vote`, body: vote(t) }),
    },
    {
      label: 'POST /api/posts/{id}/vote, one post',
      next: (t) => ({ path: `/api/posts/${posts[0]}/vote`, body: vote(t) }),
    },
    {
      label: 'POST /api/posts, spread over threads',
      next: (t) => ({ path: '/api/posts', body: reply(threads[t % threads.length] ?? 0) }),
    },
    {
      label: 'POST /api/posts, one thread',
      next: () => ({ path: '/api/posts', body: reply(threads[0] ?? 0) }),
    },
  ];
}

async function measure(
  url: string,
  meter: CpuMeter | null,
  write?: Write,
  voters: string[] = [],
): Promise<Omit<Row, 'label'>> {
  let turn = 0;
  const options = {
    url,
    connections,
    ...(write && rate > 0 ? { overallRate: rate } : {}),
    ...(write
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          requests: [
            {
              setupRequest: (request: Request) => {
                turn += 1;
                const { path: p, body } = write.next(turn);
                request.path = p;
                request.body = body;
                request.headers = {
                  ...request.headers,
                  authorization: `Bearer ${voters[turn % voters.length]}`,
                };
                return request;
              },
            },
          ],
        }
      : {}),
  };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const reading = await meter?.start();
  const result = await autocannon({ ...options, duration: seconds });
  // A reply's fan-out runs after its answer: the CPU per write counts it, once the queue has run dry.
  const drainReading = write && jobs ? await meter?.start() : undefined;
  const drain = write && jobs ? await drainJobs(jobs) : null;
  const drainCpu = await drainReading?.();
  const cpu = await reading?.();
  const per = (ms: number | null | undefined, count = result.requests.total) =>
    ms == null ? null : Math.round((100 * ms) / Math.max(count, 1)) / 100;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    forumCpuMs: per(cpu?.forumMs),
    dbCpuMs: per(cpu?.databaseMs),
    ...(drain ?? {}),
    ...(drain && drain.backlog > 0 && drainCpu
      ? {
          drainForumCpuMs: per(drainCpu.forumMs, drain.backlog),
          drainDbCpuMs: per(drainCpu.databaseMs, drain.backlog),
        }
      : {}),
  };
}

const due = async (client: pg.Client) =>
  Number(
    (await client.query<{ n: string }>('select count(*) as n from background_jobs where run_after <= now()'))
      .rows[0]?.n ?? 0,
  );

/** Waits (at most two minutes) until no background job is due; answers the backlog found and the wait. */
async function drainJobs(client: pg.Client): Promise<{ backlog: number; drainMs: number }> {
  const started = Date.now();
  const backlog = await due(client);
  let left = backlog;
  while (left > 0 && Date.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = await due(client);
  }
  return { backlog, drainMs: Date.now() - started };
}

const print = (row: Row, bare: number) =>
  console.log(
    `${row.label.padEnd(40)} ${String(row.rps).padStart(7)} ${String(row.p50).padStart(6)} ${String(row.p99).padStart(6)} ${String(row.failed).padStart(6)} ${String(row.forumCpuMs ?? '').padStart(7)} ${String(row.dbCpuMs ?? '').padStart(6)} ${(bare ? `${((100 * row.rps) / bare).toFixed(1)}%` : '').padStart(7)} ${row.backlog === undefined ? '' : `${row.backlog} in ${row.drainMs} ms`}${row.drainForumCpuMs == null ? '' : ` (${row.drainForumCpuMs} + ${row.drainDbCpuMs} ms each)`}`,
  );

async function main(): Promise<void> {
  const port = await freePort();
  const barePort = await freePort();
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'forum-writes-'));
  const bare = await startBareNode(barePort);
  const forum = await startForum(port, {
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    REGISTER_RATE_LIMIT_MAX: '1000000',
  });
  let meter: CpuMeter | null = null;
  jobs = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await jobs?.connect();
  let drift: Drift | null = null;
  const rows: Row[] = [];
  let set: Awaited<ReturnType<typeof setUp>> | null = null;
  try {
    set = await setUp(forum.url);
    meter = await CpuMeter.open(forum.child.pid, databaseUrl);
    console.log(
      `${seconds} s per row after ${warmup} s, ${connections} connections${rate > 0 ? `, writes at ${rate}/s` : ''}, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${forum.build}, load average ${loadavg()[0]?.toFixed(1)}`,
    );
    console.log(
      `${'row'.padEnd(40)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} ${'failed'.padStart(6)} ${'cpu ms'.padStart(7)} ${'db ms'.padStart(6)} ${'of bare'.padStart(7)} jobs left, run in (forum + db CPU ms per job)`,
    );
    const bareRow = {
      label: 'bare Node http, 1 KB constant JSON',
      ...(await measure(`http://127.0.0.1:${barePort}/`, null)),
    };
    rows.push(bareRow);
    print(bareRow, 0);
    for (const write of writes(set.threads, set.posts, set.voters.length)) {
      if (only && !only.test(write.label)) continue;
      const row = { label: write.label, ...(await measure(forum.url, meter, write, set.voters)) };
      rows.push(row);
      print(row, bareRow.rps);
    }
    if (databaseUrl) drift = await recountDrift({ url: databaseUrl }, set.threads, set.posts);
  } finally {
    await meter?.close();
    await jobs?.end();
    await stop(forum.child);
    await stop(bare);
  }
  // PGlite has one owner: the recount opens its folder once the forum has stopped.
  if (dataDir && set) drift = await recountDrift({ dataDir }, set.threads, set.posts);
  if (drift)
    console.log(
      `after the writes (${drift.waitedMs} ms for the fold): ${drift.wrongPosts} of ${drift.posts} posts' scores and ${drift.wrongThreads} of ${drift.threads} threads' counters and ${drift.wrongCategories} categories differ from a recount; ${drift.pending} vote changes not yet folded`,
    );
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync('tmp/bench', { recursive: true });
  const file = `tmp/bench/writes-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), database: databaseUrl ? 'postgres' : 'pglite', seconds, connections, rows, drift }, null, 2)}\n`,
  );
  console.log(`written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
