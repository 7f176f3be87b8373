import { type Cluster, newThread, register } from './cluster';
import { type Answer, call, isSuccess, type Member } from './forum-client';
import { pause } from './write-load';

// Many concurrent replies and votes through the round-robin proxy while one of the cluster's processes is
// killed with SIGKILL: every write acknowledged (a 2xx with the new post's id, or the vote's post) is kept,
// then looked for on the primary; and the counters the writes moved are recounted from the rows.

const WORKERS = 12;
/** Acknowledged writes before the kill, and after it before the load stops. */
const BEFORE_KILL = 80;
const AFTER_KILL = 80;

interface AckedVote {
  userId: number;
  postId: number;
  vote: 1 | -1;
}

export interface KilledMidLoad {
  acked: { posts: number; votes: number };
  before: number;
  after: number;
  failed: number;
  lost: { posts: number[]; votes: AckedVote[] };
  /** Answers that were neither a success nor the proxy's 502 for the killed process. */
  unexpected: string[];
}

export async function killedMidLoad(cluster: Cluster): Promise<KilledMidLoad> {
  const base = cluster.proxy.url;
  const members: (Member & { id: number })[] = [];
  for (let i = 0; i < 6; i += 1) members.push(await register(base, 'load'));
  const threads: number[] = [];
  for (const member of members.slice(0, 3))
    threads.push(await newThread(base, member.token, cluster.categoryId, `Under load ${member.username}`));
  const ackedPosts: { id: number; authorId: number }[] = [];
  const ackedVotes: AckedVote[] = [];
  const voted = new Set<string>();
  const answers: Answer[] = [];
  let sequence = 0;
  let running = true;
  const acked = () => ackedPosts.length + ackedVotes.length;

  const worker = async (index: number) => {
    while (running) {
      const n = ++sequence;
      const member = members[n % members.length]!;
      // Every third request a vote on someone else's acknowledged reply this member has not voted on.
      const target =
        n % 3 === 0
          ? ackedPosts.find((p) => p.authorId !== member.id && !voted.has(`${member.id}:${p.id}`))
          : undefined;
      if (target) {
        const vote = n % 2 === 0 ? 1 : -1;
        voted.add(`${member.id}:${target.id}`);
        const answer = await call(base, 'vote', 'POST', `/api/posts/${target.id}/vote`, {
          token: member.token,
          body: { vote_type: vote },
        });
        answers.push(answer);
        if (isSuccess(answer)) ackedVotes.push({ userId: member.id, postId: target.id, vote });
      } else {
        const answer = await call(base, 'reply', 'POST', '/api/posts', {
          token: member.token,
          body: { thread_id: threads[(n + index) % threads.length], content: `Load reply ${n}.` },
        });
        answers.push(answer);
        const post = (answer.body as { post?: { id?: number } } | null)?.post;
        if (isSuccess(answer) && typeof post?.id === 'number')
          ackedPosts.push({ id: post.id, authorId: member.id });
      }
    }
  };

  const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
  while (acked() < BEFORE_KILL) await pause(20);
  const before = acked();
  const answersBefore = answers.length;
  await cluster.forums[1]!.kill();
  while (acked() < before + AFTER_KILL) await pause(20);
  running = false;
  await Promise.all(workers);

  const failures = answers.filter((a) => !isSuccess(a));
  const unexpected = answers
    .filter((a, i) => !isSuccess(a) && !(a.status === 502 && i >= answersBefore))
    .map((a) => `${a.kind}: ${a.status} ${a.error ?? JSON.stringify(a.body)}`);
  const postIds = ackedPosts.map((p) => p.id);
  const foundPosts = await cluster.database.query('select id from posts where id = any($1::int[])', [
    postIds,
  ]);
  const present = new Set(foundPosts.rows.map((row: { id: number }) => Number(row.id)));
  const votes = await cluster.database.query('select user_id, post_id, vote from post_votes');
  const stored = new Map(votes.rows.map((row) => [`${row.user_id}:${row.post_id}`, Number(row.vote)]));
  return {
    acked: { posts: ackedPosts.length, votes: ackedVotes.length },
    before,
    after: acked() - before,
    failed: failures.length,
    lost: {
      posts: postIds.filter((id) => !present.has(id)),
      votes: ackedVotes.filter((v) => stored.get(`${v.userId}:${v.postId}`) !== v.vote),
    },
    unexpected,
  };
}

/**
 * Counters that differ from a recount of the rows, once the background folds have added every change row
 * (polled: the surviving processes fold them). Empty when nothing drifted.
 */
export async function counterDrift(cluster: Cluster): Promise<string[]> {
  const query = (text: string) => cluster.database.query(text).then((result) => result.rows);
  for (;;) {
    const [left] = await query(
      `select (select count(*) from post_vote_changes) + (select count(*) from category_post_changes) as n`,
    );
    if (Number(left.n) === 0) break;
    await pause(100);
  }
  const posts = await query(`
    select p.id, p.vote_count, coalesce(sum(v.vote), 0)::int as counted from posts p
    left join post_votes v on v.post_id = p.id group by p.id
    having p.vote_count <> coalesce(sum(v.vote), 0)`);
  const threads = await query(`
    select t.id, t.reply_count, t.vote_count from threads t
    where t.reply_count <> (select count(*) from posts p
                            where p.thread_id = t.id and p.status = 'visible' and not p.is_first_post)
       or t.vote_count <> coalesce((select p.vote_count from posts p
                                    where p.thread_id = t.id and p.is_first_post order by p.id limit 1), 0)`);
  const categories = await query(`
    select c.id, c.thread_count, c.post_count from categories c
    where c.thread_count <> (select count(*) from threads t where t.category_id = c.id and t.status = 'visible')
       or c.post_count <> (select count(*) from posts p join threads t on t.id = p.thread_id
                           where t.category_id = c.id and t.status = 'visible' and p.status = 'visible')`);
  return [
    ...posts.map((row) => `post ${row.id}: vote_count ${row.vote_count}, recounted ${row.counted}`),
    ...threads.map((row) => `thread ${row.id}: reply_count ${row.reply_count}, vote_count ${row.vote_count}`),
    ...categories.map((row) => `category ${row.id}: ${row.thread_count} threads, ${row.post_count} posts`),
  ];
}
