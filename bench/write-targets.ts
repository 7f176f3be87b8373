import { benchMembers, benchSessions, openThreadIds, withClient } from './cpu-meter';

// The signed-in write rows of `load` (issue 17: replies and votes, at least 1,000 a second, every counter
// exact afterwards): the bench members' sessions, where their writes go, and the check that the counters the
// writes moved still equal what they count.

export interface WriteTarget {
  label: string;
  url: string;
  write: {
    body: string | ((turn: number) => string);
    /** The request's path for its turn (a vote names its post in the path). */
    path?: (turn: number) => string;
    rate: number;
  };
}

interface Prepared {
  writers: string[];
  spreadThreads: number[];
  votePosts: number[];
}
const prepared: Prepared = { writers: [], spreadThreads: [], votePosts: [] };
let writerTurn = 0;
const REPLY = 'A bench reply about the division order.';

/** Sessions for the bench members and the threads and posts their writes go to. */
export async function prepareWrites(databaseUrl: string): Promise<string[]> {
  prepared.writers = await benchSessions(databaseUrl);
  prepared.spreadThreads = await openThreadIds(databaseUrl);
  prepared.votePosts = await votablePostIds(databaseUrl, prepared.spreadThreads);
  return prepared.writers;
}

/** autocannon's per-request hook: the next bench member in turn, with the turn's body and path. */
export const asWriters = (write?: WriteTarget['write']) => [
  {
    setupRequest: (request: { headers: Record<string, string>; body?: string; path?: string }) => {
      writerTurn += 1;
      const token = prepared.writers[writerTurn % prepared.writers.length];
      request.headers = { ...request.headers, authorization: `Bearer ${token}` };
      if (write && typeof write.body !== 'string') request.body = write.body(writerTurn);
      if (write?.path) request.path = write.path(writerTurn);
      return request;
    },
  },
];

export function writeTargets(base: string, threadId: number, rate: number): WriteTarget[] {
  // Member `turn % members` votes on the post `turn + 7 * round` from a random start: the members of one
  // round vote on neighbouring posts, and each member's posts step by (members + 7), prime to their count, so
  // a member meets a post again only after 5,000 votes, and a later run starts elsewhere. Most votes are
  // first votes, as on the forum; one met again takes the vote back (also a write, the long way).
  const start = Math.floor(Math.random() * 5000);
  const votePost = (turn: number) => {
    const round = Math.floor(turn / Math.max(prepared.writers.length, 1));
    return prepared.votePosts[(turn + 7 * round + start) % Math.max(prepared.votePosts.length, 1)] ?? 1;
  };
  return [
    {
      label: `POST /api/posts (replies, ${rate}/s fixed rate)`,
      url: `${base}/api/posts`,
      write: { body: JSON.stringify({ thread_id: threadId, content: REPLY }), rate },
    },
    {
      // The row above is a hot thread: every reply waits for the one before it to commit (the thread's row
      // lock keeps its counters exact). A busy forum's replies land in many threads at once.
      label: `POST /api/posts (replies across 1,000 threads, ${rate}/s)`,
      url: `${base}/api/posts`,
      write: {
        body: (turn) =>
          JSON.stringify({
            thread_id: prepared.spreadThreads[turn % prepared.spreadThreads.length] ?? threadId,
            content: REPLY,
          }),
        rate,
      },
    },
    {
      label: `POST /api/posts/{id}/vote (across 5,000 posts, ${rate}/s)`,
      url: `${base}/api/posts/${prepared.votePosts[0] ?? 1}/vote`,
      write: {
        body: (turn) => JSON.stringify({ vote_type: turn % 3 === 0 ? -1 : 1 }),
        path: (turn) => `/api/posts/${votePost(turn)}/vote`,
        rate,
      },
    },
  ];
}

/** Visible posts in the spread threads that no bench member wrote, so every vote is allowed. */
async function votablePostIds(databaseUrl: string, threads: number[], count = 5000): Promise<number[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `select p.id from posts p
       where p.thread_id = any($1) and p.status = 'visible'
         and p.author_id not in (${benchMembers(prepared.writers.length)})
       order by p.id desc limit $2`,
      [threads, count],
    );
    return rows.map((row) => row.id);
  });
}

export interface CounterCheck {
  postsChecked: number;
  threadsChecked: number;
  /** Posts whose vote_count is not the sum of their votes; threads whose counters are not their posts'. */
  wrongPosts: number;
  wrongThreads: number;
}

/** After the write rows: the counters of every post voted on and every thread replied in, recounted. */
export async function checkCounters(databaseUrl: string, threadId: number): Promise<CounterCheck> {
  return withClient(databaseUrl, async (client) => {
    const posts = prepared.votePosts;
    const threads = [...new Set([threadId, ...prepared.spreadThreads])];
    const wrongPosts = await client.query<{ n: string }>(
      `select count(*) as n from posts p
       where p.id = any($1)
         and p.vote_count <> coalesce((select sum(v.vote) from post_votes v where v.post_id = p.id), 0)`,
      [posts],
    );
    const wrongThreads = await client.query<{ n: string }>(
      `select count(*) as n from threads t
       where t.id = any($1)
         and (t.reply_count <> (select count(*) from posts p
                                where p.thread_id = t.id and p.status = 'visible' and not p.is_first_post)
              or t.vote_count <> coalesce((select p.vote_count from posts p
                                           where p.thread_id = t.id and p.is_first_post), 0))`,
      [threads],
    );
    return {
      postsChecked: posts.length,
      threadsChecked: threads.length,
      wrongPosts: Number(wrongPosts.rows[0]?.n ?? 0),
      wrongThreads: Number(wrongThreads.rows[0]?.n ?? 0),
    };
  });
}
