import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { ContentStatus } from '../records/visibility';

// Group commit of votes (docs/decisions/054-writes-in-groups.md): votes that arrive while earlier ones are
// being written wait in a queue and go to the database together, as one statement and one commit, instead
// of one statement, one round trip and one WAL flush each. Nothing is answered before its statement has
// committed. With the database idle a vote goes at once, alone: the grouping only happens under load, where
// it takes the per-statement cost (parse, plan, round trip, commit) once for many votes.

/** What a vote's statement answers about the post (one row per vote, none when the post does not exist). */
export interface VoteRow {
  id: number;
  thread_id: number;
  author_id: number;
  status: ContentStatus;
  thread_author_id: number;
  thread_status: ContentStatus;
  /** The post's score just after the statement: folded + waiting changes + the changes of its group. */
  score: number;
  /** 1 when this vote took the member's earlier same vote back. */
  removed: number;
}

interface Queued {
  postId: number;
  userId: number;
  vote: number;
  done: (row: VoteRow | undefined) => void;
  fail: (error: unknown) => void;
}

/** The statement's row: the post's facts a vote answers, and what the score and the outcome are made from. */
interface Written extends Omit<VoteRow, 'score' | 'removed'> {
  ord: number;
  vote_count: number;
  pending: number;
  prior_vote: number | null;
  removed: boolean;
  allowed: boolean;
}

/** Statements in flight at once; more votes wait and go together in the next one. */
const IN_FLIGHT = 2;
const MAX_GROUP = 500;

export class VoteGroups {
  private readonly queue: Queued[] = [];
  private inFlight = 0;
  /** The (post, member) pairs of the statements in flight. */
  private readonly writing = new Set<string>();
  /** Groups written and votes in them (for the bench and the tests). */
  groups = 0;
  votes = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** Writes the member's vote with the others waiting; answers once its statement has committed. */
  cast(postId: number, userId: number, vote: number): Promise<VoteRow | undefined> {
    return new Promise((done, fail) => {
      this.queue.push({ postId, userId, vote, done, fail });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < IN_FLIGHT && this.queue.length > 0) {
      // A member's second vote on one post waits until the first is written: one statement cannot write a
      // row twice, the second must see the first, and two groups never wait for each other's rows.
      const group: Queued[] = [];
      for (let i = 0; i < this.queue.length && group.length < MAX_GROUP; ) {
        const item = this.queue[i]!;
        const pair = `${item.postId}:${item.userId}`;
        if (this.writing.has(pair)) {
          i += 1;
          continue;
        }
        this.writing.add(pair);
        group.push(item);
        this.queue.splice(i, 1);
      }
      if (group.length === 0) return;
      this.inFlight += 1;
      void this.write(group).finally(() => {
        for (const item of group) this.writing.delete(`${item.postId}:${item.userId}`);
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async write(group: Queued[]): Promise<void> {
    this.groups += 1;
    this.votes += group.length;
    try {
      const rows = await writeVotes(this.db, group);
      for (const [i, item] of group.entries()) item.done(rows.get(i));
    } catch (error) {
      if (group.length === 1) {
        group[0]!.fail(error);
        return;
      }
      // One vote spoiled the group (its post deleted meanwhile, a deadlock with another writer): each again
      // alone, one after another (all at once they would crowd the connection pool), so only that vote fails.
      for (const item of group)
        await writeVotes(this.db, [item]).then(
          (rows) => item.done(rows.get(0)),
          (e: unknown) => item.fail(e),
        );
    }
  }
}

/**
 * One statement for a group of votes (a single vote is a group of one): reads each post and its thread, and
 * only for a vote that is allowed (both published, not the voter's own) deletes the voter's row if it holds
 * the same vote, or else inserts it or switches it. The post_votes trigger records each score change
 * (migration 035). Rows are written in (post, member) order, so two groups never wait for each other in a
 * circle. Answers by the vote's place in the group.
 */
async function writeVotes(db: Kysely<Database>, group: Queued[]): Promise<Map<number, VoteRow>> {
  const order = group
    .map((_, i) => i)
    .sort((a, b) => {
      const x = group[a]!;
      const y = group[b]!;
      return x.postId - y.postId || x.userId - y.userId;
    });
  const pick = (f: (q: Queued) => number) => order.map((i) => f(group[i]!));
  const result = await sql<Written>`
    with input as (
      select * from unnest(${order}::int[], ${pick((q) => q.postId)}::int[], ${pick((q) => q.userId)}::int[],
                           ${pick((q) => q.vote)}::int[]) with ordinality as i(ord, post_id, user_id, vote, n)),
    target as (
      select i.ord, i.n, i.user_id, i.vote as cast_value, p.id, p.thread_id, p.author_id, p.status, p.vote_count,
             t.author_id as thread_author_id, t.status as thread_status,
             (p.status = 'visible' and t.status = 'visible' and p.author_id <> i.user_id) as allowed
      from input i join posts p on p.id = i.post_id join threads t on t.id = p.thread_id),
    prior as (
      select v.post_id, v.user_id, v.vote from post_votes v join input i on v.post_id = i.post_id and v.user_id = i.user_id),
    removed as (
      delete from post_votes v using target a
      where a.allowed and v.post_id = a.id and v.user_id = a.user_id and v.vote = a.cast_value
      returning v.post_id, v.user_id),
    cast_vote as (
      insert into post_votes (post_id, user_id, vote)
      select a.id, a.user_id, a.cast_value::smallint from target a
      where a.allowed and not exists (select 1 from removed r where r.post_id = a.id and r.user_id = a.user_id)
      order by a.n
      on conflict (post_id, user_id) do update set vote = excluded.vote where post_votes.vote <> excluded.vote
      returning post_id)
    select target.ord, target.id, target.thread_id, target.author_id, target.status, target.vote_count,
      target.thread_author_id, target.thread_status, target.allowed,
      coalesce((select sum(c.delta) from post_vote_changes c where c.post_id = target.id), 0)::int as pending,
      (select vote from prior where prior.post_id = target.id and prior.user_id = target.user_id) as prior_vote,
      exists (select 1 from removed r where r.post_id = target.id and r.user_id = target.user_id) as removed
    from target`.execute(db);
  // The statement's snapshot saw neither its own changes nor its trigger's rows: add the group's differences.
  const change = new Map<number, number>();
  for (const row of result.rows) {
    if (!row.allowed) continue;
    const now = row.removed ? 0 : group[row.ord]!.vote;
    change.set(row.id, (change.get(row.id) ?? 0) + now - (row.prior_vote ?? 0));
  }
  const answers = new Map<number, VoteRow>();
  for (const row of result.rows)
    answers.set(row.ord, {
      id: row.id,
      thread_id: row.thread_id,
      author_id: row.author_id,
      status: row.status,
      thread_author_id: row.thread_author_id,
      thread_status: row.thread_status,
      score: row.vote_count + row.pending + (change.get(row.id) ?? 0),
      removed: row.removed ? 1 : 0,
    });
  return answers;
}

const groupsOf = new WeakMap<Kysely<Database>, VoteGroups>();

/** The vote groups of a database handle (one queue per process and database). */
export function voteGroups(db: Kysely<Database>): VoteGroups {
  let groups = groupsOf.get(db);
  if (!groups) {
    groups = new VoteGroups(db);
    groupsOf.set(db, groups);
  }
  return groups;
}
