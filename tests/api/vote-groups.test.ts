import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voteGroups } from '../../src/server/forum/posts/vote-batch';
import { foldVotes } from '../../src/server/forum/posts/vote-fold';
import { makeCast } from '../support/factories';
import {
  findCounterDrift,
  firstOpenCategoryId,
  makeVotingThread,
  storedScore,
} from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Votes written in groups (docs/decisions/054-writes-in-groups.md): votes arriving while others are being
// written go to the database together, one statement; each is answered as if it had gone alone.

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
const vote = (postId: number, vote_type: 1 | -1, token: string) =>
  t.call('POST', `/api/posts/${postId}/vote`, { token, body: { vote_type } });

describe('votes written in groups', () => {
  it('answers each vote of a group on its own: counted, refused as own post, or not found', async () => {
    const made = await makeVotingThread(db(), {
      author: cast.admin,
      categoryId,
      replies: 1,
      replyAuthor: cast.moderator,
      voters: 30,
    });
    const reply = made.replies[0]!;
    const members = made.voters;
    const answers = await Promise.all([
      ...members.map((m) => vote(reply.id, 1, m.token)),
      vote(reply.id, 1, cast.moderator.token),
      vote(2_000_000_000, 1, cast.member.token),
      ...members.slice(0, 10).map((m) => vote(made.firstPost.id, -1, m.token)),
    ]);
    const counted = answers.slice(0, 30);
    for (const answer of counted) {
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.user_vote).toBe(1);
      // The score just after the vote's statement: at least the vote itself, at most every vote on the post.
      expect(body.vote_count).toBeGreaterThanOrEqual(1);
      expect(body.vote_count).toBeLessThanOrEqual(30);
    }
    expect(answers[30]!.statusCode).toBe(403);
    expect(answers[30]!.json()).toMatchObject({ code: 'OWN_POST' });
    expect(answers[31]!.statusCode).toBe(404);
    for (const answer of answers.slice(32)) expect(answer.json().user_vote).toBe(-1);
    await foldVotes(db());
    const scores = [await storedScore(db(), made.firstPost.id), await storedScore(db(), reply.id)];
    expect(scores).toEqual([-10, 30]);
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it("keeps a member's two votes on one post apart: the second sees the first", async () => {
    const made = await makeVotingThread(db(), { author: cast.admin, categoryId, voters: 12 });
    const members = made.voters;
    // The same vote twice at once: one casts it, the other takes it back, whichever comes first.
    const answers = await Promise.all(
      members.flatMap((m) => [vote(made.firstPost.id, 1, m.token), vote(made.firstPost.id, 1, m.token)]),
    );
    for (let i = 0; i < members.length; i++) {
      const pair = [answers[2 * i]!.json().user_vote, answers[2 * i + 1]!.json().user_vote].sort();
      expect(pair).toEqual([0, 1]);
    }
    await foldVotes(db());
    expect(await storedScore(db(), made.firstPost.id)).toBe(0);
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('writes votes that wait together in one statement, each answered with its own result', async () => {
    const made = await makeVotingThread(db(), { author: cast.admin, categoryId, voters: 20 });
    const members = made.voters;
    const groups = voteGroups(db());
    const before = { groups: groups.groups, votes: groups.votes };
    // Twenty votes at once, and the author's own (refused by its row's answer, not by the others').
    const rows = await Promise.all([
      ...members.map((m) => groups.cast(made.firstPost.id, m.user.id, 1)),
      groups.cast(made.firstPost.id, cast.admin.user.id, 1),
      groups.cast(2_000_000_000, cast.member.user.id, 1),
    ]);
    expect(groups.votes - before.votes).toBe(22);
    // Two statements go at once; the rest waited for them and went together.
    expect(groups.groups - before.groups).toBeLessThanOrEqual(3);
    for (const row of rows.slice(0, 20)) expect(row).toMatchObject({ id: made.firstPost.id, removed: 0 });
    expect(rows[20]).toMatchObject({ author_id: cast.admin.user.id });
    expect(rows[21]).toBeUndefined();
    // The last group's answer counts its own votes and those committed before it: the first vote's at least
    // (the second's statement may still be in flight when the last group starts).
    expect(Math.max(...rows.slice(0, 20).map((r) => r!.score))).toBeGreaterThanOrEqual(19);
    await foldVotes(db());
    expect(await storedScore(db(), made.firstPost.id)).toBe(20);
    await foldVotes(db());
    expect(await findCounterDrift(db())).toEqual([]);
  });
});
