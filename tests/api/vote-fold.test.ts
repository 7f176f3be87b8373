import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { foldVotes } from '../../src/server/forum/posts/vote-fold';
import { recountThread } from '../../src/server/forum/records/counters';
import { makeCast } from '../support/factories';
import {
  findCounterDrift,
  firstOpenCategoryId,
  makeThread,
  makeVotingThread,
  storedScore,
} from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Votes folded in batches (docs/decisions/049-votes-folded-in-batches.md): the vote's row at once, the
// post's and thread's scores when the fold runs. The runner's own fold is set 10 minutes away here, so each
// test folds when it says so (a poll of the runner may fold sooner; every assertion holds either way).

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({ BATCH_VOTES: 'true', VOTE_FOLD_MS: '600000' });
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const vote = (postId: number, vote_type: 1 | -1, token = cast.member.token) =>
  t.call('POST', `/api/posts/${postId}/vote`, { token, body: { vote_type } });
const score = (postId: number) => storedScore(db(), postId);
const waiting = async () =>
  Number(
    (
      await db()
        .selectFrom('post_vote_changes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('votes folded in batches', () => {
  it('counts a vote exactly once, and the voter sees it at once', async () => {
    const made = await makeVotingThread(db(), { author: cast.admin, categoryId, replies: 1 });
    const reply = made.replies[0]!;
    const cast1 = await vote(reply.id, 1);
    expect(cast1.json()).toEqual({ post_id: reply.id, vote_count: 1, user_vote: 1 });
    const page = (await t.call('GET', `/api/threads/${made.thread.id}`, { token: cast.member.token })).json();
    expect(page.posts[1]).toMatchObject({ id: reply.id, user_vote: 1 });
    await foldVotes(db());
    await foldVotes(db());
    expect(await score(reply.id)).toBe(1);
    expect(await waiting()).toBe(0);
    const after = (await t.call('GET', `/api/threads/${made.thread.id}`)).json();
    expect(after.posts[1]).toMatchObject({ id: reply.id, vote_count: 1 });
  });

  it('folds a changed vote and a removed one to the right score', async () => {
    const made = await makeVotingThread(db(), { author: cast.admin, categoryId, replies: 2 });
    const switched = made.replies[0]!;
    const removed = made.replies[1]!;
    await vote(switched.id, 1);
    expect((await vote(switched.id, -1)).json()).toEqual({
      post_id: switched.id,
      vote_count: -1,
      user_vote: -1,
    });
    await vote(removed.id, -1);
    expect((await vote(removed.id, -1)).json()).toEqual({ post_id: removed.id, vote_count: 0, user_vote: 0 });
    await foldVotes(db());
    expect(await score(switched.id)).toBe(-1);
    expect(await score(removed.id)).toBe(0);
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('folds the changes of a deleted post into nothing, and the rest as usual', async () => {
    const made = await makeVotingThread(db(), { author: cast.admin, categoryId, replies: 2 });
    const doomed = made.replies[0]!;
    const kept = made.replies[1]!;
    await vote(doomed.id, 1);
    await vote(kept.id, 1);
    await db().deleteFrom('posts').where('id', '=', doomed.id).execute();
    await recountThread(db(), made.thread.id);
    await foldVotes(db());
    expect(await waiting()).toBe(0);
    expect(await score(kept.id)).toBe(1);
    expect((await vote(doomed.id, 1)).statusCode).toBe(404);
  });

  it('gives the exact total after many members vote on one first post at once', async () => {
    const made = await makeVotingThread(db(), { author: cast.admin, categoryId, voters: 24 });
    const members = made.voters;
    // Each member votes twice at once (the second either removes or switches the first); the total is
    // whatever the stored rows say, and the folded scores must equal it.
    await Promise.all(
      members.flatMap((m, i) => [
        vote(made.firstPost.id, 1, m.token),
        vote(made.firstPost.id, i % 3 ? 1 : -1, m.token),
      ]),
    );
    await foldVotes(db());
    const rows = await db()
      .selectFrom('post_votes')
      .select('vote')
      .where('post_id', '=', made.firstPost.id)
      .execute();
    const total = rows.reduce((sum, r) => sum + r.vote, 0);
    expect(await score(made.firstPost.id)).toBe(total);
    const thread = await db()
      .selectFrom('threads')
      .select('vote_count')
      .where('id', '=', made.thread.id)
      .executeTakeFirstOrThrow();
    expect(thread.vote_count).toBe(total);
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it("adds replies in different threads of one category to the category's counters when folded", async () => {
    const threads = await Promise.all(
      Array.from({ length: 4 }, () => makeThread(db(), { author: cast.admin, categoryId })),
    );
    const replies = await Promise.all(
      threads.flatMap((made) =>
        [cast.member, cast.moderator].map((author) =>
          t.call('POST', '/api/posts', {
            token: author.token,
            body: { thread_id: made.thread.id, content: 'A reply in a busy category.' },
          }),
        ),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 201));
    await foldVotes(db());
    expect(await findCounterDrift(db())).toEqual([]);
    expect(
      Number(
        (
          await db()
            .selectFrom('category_post_changes')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(0);
  });

  it('leaves changes a stopped process did not fold for the next start to fold', async () => {
    const made = await makeVotingThread(db(), { author: cast.admin, categoryId, replies: 1, voters: 3 });
    const reply = made.replies[0]!;
    const voters = made.voters;
    expect((await vote(reply.id, 1, voters[0]!.token)).statusCode).toBe(200);
    await t.app.close();
    await foldVotes(db());
    // Votes written as the process stopped (its runner gone, no fold after them): their changes wait.
    await db()
      .insertInto('post_votes')
      .values(voters.slice(1).map((voter) => ({ post_id: reply.id, user_id: voter.user.id, vote: 1 })))
      .execute();
    expect(await waiting()).toBe(2);
    expect(await score(reply.id)).toBe(1);
    const next = await buildApp({
      config: { ...t.config, VOTE_FOLD_MS: 0 },
      database: t.database,
      logger: false,
      clientDir: '/nonexistent-client-dir',
      pageRenderer: null,
    });
    try {
      await next.ready();
      await vi.waitFor(async () => expect(await waiting()).toBe(0), { timeout: 30_000, interval: 100 });
      expect(await score(reply.id)).toBe(3);
      expect(await findCounterDrift(db())).toEqual([]);
    } finally {
      await next.close();
    }
  });
});
