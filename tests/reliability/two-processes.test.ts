import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ForumProcess } from '../support/forum-process';
import { type Cluster, clusterMissing, register, someClient, startCluster } from './support/cluster';
import { call, MEMBER_PASSWORD } from './support/forum-client';

// Issue 17, "scale beyond one machine": two forum processes on one PostgreSQL and one Redis, behind a
// round-robin proxy on loopback with no sticky sessions (docs/scaling.md), started by the cluster's support
// (support/cluster.ts) without its replica. What one process does, the other must see at once: a vote (its
// voter at once, its score once folded), the shared rate limit, a ban (every session ends, the live stream
// too), and a guest cache entry cleared by a write through the other process. The guest cache keeps entries
// for a minute here, so only the invalidation, never the expiry, can make a fresh answer appear.

const missing = clusterMissing({ replica: false });
if (missing) console.log(`Skipping the two-process test: ${missing}`);

describe.skipIf(missing !== null)('two forum processes behind a round-robin proxy', () => {
  let cluster: Cluster;
  let forums: ForumProcess[];

  beforeAll(async () => {
    cluster = await startCluster({
      processes: 2,
      replica: false,
      env: { GUEST_CACHE_TTL_MS: '60000', REGISTER_RATE_LIMIT_MAX: '50', LOGIN_RATE_LIMIT_MAX: '3' },
    });
    forums = cluster.forums;
  });

  afterAll(async () => {
    await cluster?.close();
  });

  /** A new thread by a new member, and a second member who may vote on its first post. */
  async function threadWithVoter() {
    const author = await register(cluster.proxy.url, 'author');
    const voter = await register(cluster.proxy.url, 'voter');
    const created = await call(forums[0]!.url, 'create thread', 'POST', '/api/threads', {
      token: author.token,
      body: { category_id: cluster.categoryId, title: 'Two processes', content: 'One post.' },
    });
    expect(created.status).toBe(201);
    const threadId = (created.body as { thread: { id: number } }).thread.id;
    const detail = await call(forums[0]!.url, 'thread', 'GET', `/api/threads/${threadId}`);
    const postId = (detail.body as { posts: { id: number }[] }).posts[0]!.id;
    return { author, voter, threadId, postId };
  }

  const threadJson = async (forum: ForumProcess, threadId: number, token?: string) => {
    const answer = await call(forum.url, 'thread', 'GET', `/api/threads/${threadId}`, { token });
    expect(answer.status).toBe(200);
    return answer.body as {
      thread: { vote_count: number; is_locked: number };
      posts: { vote_count: number; user_vote: number }[];
    };
  };

  it('shows a vote cast through one process through the other, to the voter and to guests', async () => {
    const { voter, threadId, postId } = await threadWithVoter();
    // A guest's read through the second process puts the thread in its cache.
    expect((await threadJson(forums[1]!, threadId)).posts[0]!.vote_count).toBe(0);

    const vote = await call(forums[0]!.url, 'vote', 'POST', `/api/posts/${postId}/vote`, {
      token: voter.token,
      body: { vote_type: 1 },
    });
    expect(vote.status).toBe(200);
    expect(vote.body).toMatchObject({ vote_count: 1, user_vote: 1 });

    // The voter's own vote at once; the score once the background fold has added it (decision 049), whose
    // NOTIFY clears the other process's cache (kept a minute here, so only that can refresh it).
    expect((await threadJson(forums[1]!, threadId, voter.token)).posts[0]!.user_vote).toBe(1);
    await vi.waitFor(
      async () => {
        const asVoter = await threadJson(forums[1]!, threadId, voter.token);
        expect(asVoter.posts[0]).toMatchObject({ vote_count: 1, user_vote: 1 });
        expect((await threadJson(forums[1]!, threadId)).posts[0]).toMatchObject({
          vote_count: 1,
          user_vote: 0,
        });
      },
      { timeout: 15_000, interval: 100 },
    );
  });

  it('never serves a guest an entry that a write through the other process cleared', async () => {
    const { author, voter, threadId, postId } = await threadWithVoter();
    const category = cluster.categoryId;
    const staff = await register(cluster.proxy.url, 'staff');
    await cluster.database.query(`update users set role = 'moderator' where id = $1`, [staff.id]);
    // Each round: both processes cache the list and the thread, a write goes through one, and a guest at
    // once asks the other. Votes alternate up and down, so every round's fresh answer differs from the last.
    for (let round = 0; round < 10; round += 1) {
      const [writer, reader] = round % 2 === 0 ? [forums[0]!, forums[1]!] : [forums[1]!, forums[0]!];
      for (const forum of forums) {
        await threadJson(forum, threadId);
        await call(forum.url, 'list', 'GET', `/api/threads?category_id=${category}`);
      }
      const vote = await call(writer.url, 'vote', 'POST', `/api/posts/${postId}/vote`, {
        token: voter.token,
        body: { vote_type: round % 2 === 0 ? 1 : -1 },
      });
      expect(vote.status).toBe(200);
      const expected = (vote.body as { vote_count: number }).vote_count;
      // A vote's score reaches readers with the fold (decision 049): the other process's cached entry must
      // give way to it, though nothing but the fold's NOTIFY can clear it there.
      await vi.waitFor(
        async () => expect((await threadJson(reader, threadId)).posts[0]!.vote_count).toBe(expected),
        { timeout: 15_000, interval: 100 },
      );
    }

    // A lock through one process shows at once in the other's cached list and thread.
    const locked = await call(forums[0]!.url, 'lock', 'POST', `/api/threads/${threadId}/lock`, {
      token: staff.token,
      body: { locked: true },
    });
    expect(locked.status).toBe(200);
    expect((await threadJson(forums[1]!, threadId)).thread.is_locked).toBe(1);
    const list = await call(forums[1]!.url, 'list', 'GET', `/api/threads?category_id=${category}`);
    const listed = (list.body as { threads: { id: number; is_locked: number }[] }).threads;
    expect(listed.find((t) => t.id === threadId)?.is_locked).toBe(1);
    // A new thread through one process is in the other's list at once.
    const created = await call(forums[1]!.url, 'create thread', 'POST', '/api/threads', {
      token: author.token,
      body: { category_id: category, title: 'Seen everywhere', content: 'At once.' },
    });
    expect(created.status).toBe(201);
    const newId = (created.body as { thread: { id: number } }).thread.id;
    const again = await call(forums[0]!.url, 'list', 'GET', `/api/threads?category_id=${category}`);
    expect((again.body as { threads: { id: number }[] }).threads.map((t) => t.id)).toContain(newId);
  });

  it('counts one client against one limit through both processes', async () => {
    const client = someClient();
    const statuses: number[] = [];
    const upstreams: string[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await fetch(`${cluster.proxy.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: '{}',
      });
      statuses.push(response.status);
      upstreams.push(response.headers.get('x-upstream') ?? '?');
    }
    // Sign-in allows three times LOGIN_RATE_LIMIT_MAX (3) attempts: the tenth is refused, though each process
    // saw only five.
    expect(statuses).toEqual([...Array(9).fill(400), 429]);
    expect(new Set(upstreams)).toEqual(new Set(['0', '1']));
  });

  it('signs a banned member out of both processes and ends their live stream on the other', async () => {
    const member = await register(cluster.proxy.url, 'banned');
    const boss = await register(cluster.proxy.url, 'admin');
    await cluster.database.query(`update users set role = 'admin' where id = $1`, [boss.id]);
    for (const forum of forums) {
      expect((await call(forum.url, 'me', 'GET', '/api/auth/me', { token: member.token })).status).toBe(200);
    }
    // The member's live connection is held by the second process.
    const stream = await fetch(`${forums[1]!.url}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    await reader.read();

    const ban = await call(forums[0]!.url, 'ban', 'POST', `/api/admin/users/${member.id}/ban`, {
      token: boss.token,
      body: { reason: 'Spam through either door' },
    });
    expect(ban.status).toBe(200);
    for (const forum of forums) {
      const me = await call(forum.url, 'me', 'GET', '/api/auth/me', { token: member.token });
      expect(me.status).toBe(401);
    }
    // The stream ends; before, it stayed open until its 30-minute age limit. A minute is the hang bound.
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return 'ended';
    })();
    const hang = new Promise((resolve) => setTimeout(resolve, 60_000, 'still open').unref());
    expect(await Promise.race([ended, hang])).toBe('ended');
    const login = await call(cluster.proxy.url, 'login', 'POST', '/api/auth/login', {
      body: { username: member.username, password: MEMBER_PASSWORD },
    });
    expect(login.status).toBe(403);
  });

  it("ends the stream of a member's other device on the other process when they sign out other devices", async () => {
    const member = await register(cluster.proxy.url, 'careful');
    const login = await call(cluster.proxy.url, 'login', 'POST', '/api/auth/login', {
      body: { username: member.username, password: MEMBER_PASSWORD },
    });
    expect(login.status).toBe(200);
    const here = (login.body as { token: string }).token;
    // The registration's session is the "other device"; its live connection is held by the second process.
    const stream = await fetch(`${forums[1]!.url}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    await reader.read();

    const out = await call(
      forums[0]!.url,
      'sign out others',
      'DELETE',
      '/api/auth/sessions?keep_current=true',
      {
        token: here,
      },
    );
    expect(out.status).toBe(200);
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return 'ended';
    })();
    const hang = new Promise((resolve) => setTimeout(resolve, 60_000, 'still open').unref());
    expect(await Promise.race([ended, hang])).toBe('ended');
    expect((await call(cluster.proxy.url, 'me', 'GET', '/api/auth/me', { token: here })).status).toBe(200);
  });
});
