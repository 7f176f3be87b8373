import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cluster,
  clusterMissing,
  expectStatus,
  newThread,
  openStream,
  register,
  startCluster,
  unreadOf,
} from './support/cluster';
import { counterDrift, killedMidLoad } from './support/cluster-load';
import { call } from './support/forum-client';

// Three forum processes over one PostgreSQL, a streaming replica of it and one Redis, behind round-robin
// (tests/reliability/support/cluster.ts; docs/scaling.md): what a member does through one process, every
// process shows them on their very next request; a ban ends their sessions and their live stream everywhere
// at once; guests' cached answers and the live notification stream agree across processes; and a process
// killed with SIGKILL mid-load loses no write it acknowledged. Nothing here waits a fixed time: what should
// be true at once is asserted at once, and what a background step brings is polled for.

const missing = clusterMissing();
if (missing) console.log(`Skipping the cluster test: ${missing}`);

const containing = (body: unknown, text: string) => JSON.stringify(body).includes(text);

describe.skipIf(missing !== null)('three forum processes, a replica and Redis behind round-robin', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster({ processes: 3 });
  });

  afterAll(async () => {
    await cluster?.close();
  });

  it("shows a member's write on their very next request, whichever process answers it", async () => {
    const { forums, categoryId } = cluster;
    const member = await register(cluster.proxy.url, 'writer');
    const other = await register(cluster.proxy.url, 'other');
    const threadId = await newThread(forums[0]!.url, other.token, categoryId, 'Read your own writes');
    const thread = (base: string) =>
      call(base, 'thread', 'GET', `/api/threads/${threadId}`, { token: member.token });
    const firstPostId = ((await thread(forums[0]!.url)).body as { posts: { id: number }[] }).posts[0]!.id;
    // Each round writes through one process and reads at once through the next (all three in turn), with
    // the guest cache and the members' shared reads warm on every process before the write.
    for (let round = 0; round < 12; round += 1) {
      const writer = forums[round % 3]!.url;
      const reader = forums[(round + 1) % 3]!.url;
      for (const forum of forums) await thread(forum.url);
      const marker = `mark-${round}-${Date.now()}`;
      const step = round % 4;
      if (step === 0) {
        expectStatus(
          await call(writer, 'reply', 'POST', '/api/posts', {
            token: member.token,
            body: { thread_id: threadId, content: `A reply, ${marker}.` },
          }),
          201,
        );
        expect(containing((await thread(reader)).body, marker)).toBe(true);
      } else if (step === 1) {
        const vote = round % 8 === 1 ? 1 : -1;
        expectStatus(
          await call(writer, 'vote', 'POST', `/api/posts/${firstPostId}/vote`, {
            token: member.token,
            body: { vote_type: vote },
          }),
          200,
        );
        const posts = ((await thread(reader)).body as { posts: { id: number; user_vote: number }[] }).posts;
        expect(posts.find((p) => p.id === firstPostId)?.user_vote).toBe(vote);
      } else if (step === 2) {
        const created = await newThread(writer, member.token, categoryId, `A thread ${marker}`);
        const list = await call(reader, 'list', 'GET', `/api/threads?category_id=${categoryId}`, {
          token: member.token,
        });
        expect((list.body as { threads: { id: number }[] }).threads.map((t) => t.id)).toContain(created);
        expect((await call(reader, 'new thread', 'GET', `/api/threads/${created}`, member)).status).toBe(200);
      } else {
        const own = ((await thread(writer)).body as { posts: { id: number; author_id: number }[] }).posts;
        const mine = own.filter((p) => p.author_id === member.id).at(-1)!;
        expectStatus(
          await call(writer, 'edit', 'PUT', `/api/posts/${mine.id}`, {
            token: member.token,
            body: { content: `Edited, ${marker}.` },
          }),
          200,
        );
        expect(containing((await thread(reader)).body, marker)).toBe(true);
        expectStatus(
          await call(writer, 'setting', 'PUT', '/api/auth/me', {
            token: member.token,
            body: { location: marker },
          }),
          200,
        );
        const me = await call(reader, 'me', 'GET', '/api/auth/me', { token: member.token });
        expect((me.body as { user: { location: string } }).user.location).toBe(marker);
      }
    }
  });

  it('ends a banned member’s sessions on every process and their live stream on another at once', async () => {
    const { forums } = cluster;
    const member = await register(cluster.proxy.url, 'banned');
    const boss = await register(cluster.proxy.url, 'admin');
    await cluster.database.query(`update users set role = 'admin' where id = $1`, [boss.id]);
    // Every process has the member's session in its session cache, and the third holds their live stream.
    for (const forum of forums) {
      expectStatus(await call(forum.url, 'me', 'GET', '/api/auth/me', { token: member.token }), 200);
    }
    const stream = await openStream(forums[2]!.url, member.token);
    expect(await stream.waitFor((event) => unreadOf(event) !== null)).toBe(true);

    expectStatus(
      await call(forums[0]!.url, 'ban', 'POST', `/api/admin/users/${member.id}/ban`, {
        token: boss.token,
        body: { reason: 'Spam through any door' },
      }),
      200,
    );
    for (const forum of forums.slice(1)) {
      const me = await call(forum.url, 'me', 'GET', '/api/auth/me', { token: member.token });
      expect([401, 403]).toContain(me.status);
      const reply = await call(forum.url, 'reply', 'POST', '/api/posts', {
        token: member.token,
        body: { thread_id: 1, content: 'Still here?' },
      });
      expect([401, 403]).toContain(reply.status);
    }
    // The stream's end is pushed from the primary's NOTIFY: it ends without any request of the member's.
    expect(await stream.waitFor(() => false)).toBe(false);
    expect(stream.ended).toBe(true);
  });

  it('clears the guest cache of every process on a write through one, and streams notifications across', async () => {
    const { forums, categoryId } = cluster;
    const author = await register(cluster.proxy.url, 'author');
    const replier = await register(cluster.proxy.url, 'replier');
    const threadId = await newThread(forums[0]!.url, author.token, categoryId, 'Cached everywhere');
    const stream = await openStream(forums[2]!.url, author.token);
    expect(await stream.waitFor((event) => unreadOf(event) === 0)).toBe(true);
    for (let round = 0; round < 6; round += 1) {
      // Guests fill the cache of every process with the thread and the category's list.
      for (const forum of forums) {
        expectStatus(await call(forum.url, 'thread', 'GET', `/api/threads/${threadId}`), 200);
        expectStatus(await call(forum.url, 'list', 'GET', `/api/threads?category_id=${categoryId}`), 200);
      }
      const marker = `cached-${round}-${Date.now()}`;
      const writer = forums[round % 3]!.url;
      // Every process drops its entry before the writer hears its answer: a guest's next read anywhere is
      // new, and stays new. Every other round the replica lags (its replay held) while the guests read.
      const writeAndRead = async () => {
        expectStatus(
          await call(writer, 'reply', 'POST', '/api/posts', {
            token: replier.token,
            body: { thread_id: threadId, content: `Reply ${marker}.` },
          }),
          201,
        );
        for (const forum of forums) {
          const page = await call(forum.url, 'thread', 'GET', `/api/threads/${threadId}`);
          expect(containing(page.body, marker), `a guest's read of ${forums.indexOf(forum)}`).toBe(true);
        }
      };
      if (round % 2 === 1) await cluster.replayPaused(writeAndRead);
      else await writeAndRead();
      for (const forum of forums) {
        const page = await call(forum.url, 'thread', 'GET', `/api/threads/${threadId}`);
        expect(containing(page.body, marker), `a guest's later read of ${forums.indexOf(forum)}`).toBe(true);
      }
      // The reply notifies the thread's author, whose stream is held by the third process: the count arrives.
      expect(await stream.waitFor((event) => (unreadOf(event) ?? 0) >= round + 1)).toBe(true);
    }
    const listed = await call(cluster.proxy.url, 'notifications', 'GET', '/api/notifications', author);
    expect(listed.status).toBe(200);
    stream.close();
  });

  it('loses no acknowledged write when one process is killed mid-load, and the counters recount exactly', async () => {
    const result = await killedMidLoad(cluster);
    console.log(
      `cluster load: ${result.acked.posts} replies and ${result.acked.votes} votes acknowledged ` +
        `(${result.before} before the kill), ${result.failed} requests failed at or after it`,
    );
    expect(result.before).toBeGreaterThan(0);
    expect(result.after).toBeGreaterThan(0);
    expect(result.lost).toEqual({ posts: [], votes: [] });
    expect(result.unexpected).toEqual([]);
    expect(await counterDrift(cluster)).toEqual([]);
  });
});
