// "A reply in a thread with 5,000 watchers" (bench/README.md): the reply request must return before the
// notifications are written (fan-out is a background job). Seeds the watchers straight into the bench
// database (creating members when it has fewer than 5,000), then posts replies one at a time, timing each
// request and the moment the last watcher's notification row exists.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { benchMembers, withClient } from './cpu-meter';

export const WATCHERS = 5_000;
const REPLIES = Number(process.env.BENCH_FANOUT_REPLIES ?? 5);
const FAN_OUT_TIMEOUT_MS = 120_000;
const STILL_MS = 3_000;

export interface FanOutRow {
  label: string;
  replies: number;
  watchers: number;
  replyMs: { p50: number; max: number };
  fanOutMs: { p50: number; max: number };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
};

/** Makes WATCHERS members watch the thread (level 'watching'), the writer excluded. */
async function seedWatchers(client: pg.Client, threadId: number, writerIds: number[]): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(*) as n from users where is_active and not is_deleted and id <> all($1::int[])`,
    [writerIds],
  );
  const missing = WATCHERS - Number(rows[0]?.n ?? 0);
  if (missing > 0) {
    await client.query(
      `insert into users (username, email, password_hash, role)
       select 'watcher_' || g, 'watcher_' || g || '@bench.invalid', 'x', 'member'
       from generate_series(1, $1) g on conflict do nothing`,
      [missing],
    );
  }
  await client.query(
    `insert into thread_watches (user_id, thread_id, level)
     select id, $1, 'watching' from users where is_active and not is_deleted and id <> all($2::int[])
     order by id limit $3
     on conflict (user_id, thread_id) do update set level = 'watching'`,
    [threadId, writerIds, WATCHERS],
  );
  await client.query(`delete from thread_watches where thread_id = $1 and user_id = any($2::int[])`, [
    threadId,
    writerIds,
  ]);
  const watching = await client.query<{ n: string }>(
    `select count(*) as n from thread_watches where thread_id = $1 and level = 'watching'`,
    [threadId],
  );
  return Number(watching.rows[0]?.n ?? 0);
}

async function notified(client: pg.Client, postId: number): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(*) as n from notifications where post_id = $1`,
    [postId],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function measureReplyFanOut(
  base: string,
  databaseUrl: string,
  threadId: number,
  tokens: string[],
): Promise<FanOutRow> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Each reply by another member (the posting pace allows one member one reply at a time); none of them
    // watches the thread, so every reply has the same 5,000 watchers to notify.
    const writers = tokens.slice(0, REPLIES);
    const writerIds: number[] = [];
    for (const token of writers) {
      const me = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      writerIds.push(((await me.json()) as { user: { id: number } }).user.id);
    }
    const watchers = await seedWatchers(client, threadId, writerIds);
    const replyTimes: number[] = [];
    const fanOutTimes: number[] = [];
    for (const [i, token] of writers.entries()) {
      const started = performance.now();
      const res = await fetch(`${base}/api/posts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          thread_id: threadId,
          content: `A bench reply for ${watchers} watchers, ${i}.`,
        }),
      });
      const replied = performance.now();
      if (res.status !== 201) throw new Error(`reply answered ${res.status}: ${await res.text()}`);
      const { post } = (await res.json()) as { post: { id: number } };
      const atReply = await notified(client, post.id);
      replyTimes.push(replied - started);
      // The job writes one row per watcher (fewer when the fan-out rules leave some out): done when every
      // watcher has one, or when the count has not moved for STILL_MS; the time is that of the last row.
      let count = atReply;
      let lastChange = performance.now();
      while (count < watchers && performance.now() - started < FAN_OUT_TIMEOUT_MS) {
        if (count > 0 && performance.now() - lastChange > STILL_MS) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
        const now = await notified(client, post.id);
        if (now !== count) lastChange = performance.now();
        count = now;
      }
      fanOutTimes.push(lastChange - started);
      console.log(
        `  reply ${i + 1}: request ${Math.round(replied - started)} ms (${atReply} notifications written by then), ${count} after ${Math.round(lastChange - started)} ms`,
      );
    }
    return {
      label: `POST /api/posts, thread with ${watchers} watchers`,
      replies: REPLIES,
      watchers,
      replyMs: { p50: median(replyTimes), max: Math.round(Math.max(...replyTimes)) },
      fanOutMs: { p50: median(fanOutTimes), max: Math.round(Math.max(...fanOutTimes)) },
    };
  } finally {
    await client.end();
  }
}

/**
 * Gives each bench member (the same 200 as benchSessions) a read position in the 100 most recently active threads (up to their first
 * post), so the signed-in unread list has real counts to compute.
 */
export async function seedReadState(databaseUrl: string, members = 200): Promise<void> {
  await withClient(databaseUrl, (client) =>
    client.query(
      `insert into thread_reads (user_id, thread_id, last_read_post_id)
       select u.id, t.id, (select min(p.id) from posts p where p.thread_id = t.id)
       from (${benchMembers(members)}) u
       cross join (select id from threads where status = 'visible' order by last_post_at desc limit 100) t
       on conflict (user_id, thread_id) do nothing`,
    ),
  );
}
