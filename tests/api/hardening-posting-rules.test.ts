import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { recountCategory, recountThread } from '../../src/server/forum/records/counters';
import { type MadeUser, makeUser } from '../support/factories';
import { findCounterDrift, firstOpenCategoryId, makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Rules the API did not enforce (issue 13, finding 8): editing in a locked thread, replying in an archived
// category, and posting as fast as a script can. This file's app keeps the production posting limits
// (5 s between posts, 30 s for accounts younger than 24 hours); other test files turn them off.

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({
    POST_INTERVAL_SECONDS: '5',
    NEW_MEMBER_POST_INTERVAL_SECONDS: '30',
    NEW_MEMBER_HOURS: '24',
  });
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A member whose account is older than the new-member window, so the ordinary limit applies. */
async function established(role: 'member' | 'moderator' | 'admin' = 'member'): Promise<MadeUser> {
  const made = await makeUser(db(), { role });
  await db()
    .updateTable('users')
    .set({ created_at: sql`now() - interval '3 days'` })
    .where('id', '=', made.user.id)
    .execute();
  return made;
}

/** Moves every post of this author `seconds` into the past, as if that much time had gone by. */
async function timePasses(author: MadeUser, seconds: number): Promise<void> {
  const moved = await sql<{ thread_id: number }>`update posts
    set created_at = created_at - make_interval(secs => ${seconds})
    where author_id = ${author.user.id} returning thread_id`.execute(db());
  // The pace reads the member's last post time from their row (migration 036), which moves with the posts.
  await sql`update users set last_posted_at = last_posted_at - make_interval(secs => ${seconds})
    where id = ${author.user.id}`.execute(db());
  // Keep the threads' and categories' "last post" times exact, as the counter check expects.
  for (const threadId of new Set(moved.rows.map((r) => r.thread_id))) {
    await recountThread(db(), threadId);
    const { category_id } = await db()
      .selectFrom('threads')
      .select('category_id')
      .where('id', '=', threadId)
      .executeTakeFirstOrThrow();
    await recountCategory(db(), category_id);
  }
}

const reply = (who: MadeUser, threadId: number, content = `A reply ${Math.random()}`) =>
  t.call('POST', '/api/posts', { token: who.token, body: { thread_id: threadId, content } });
const countPosts = async (threadId: number) =>
  (await sql<{ n: number }>`select count(*)::int as n from posts where thread_id = ${threadId}`.execute(db()))
    .rows[0]!.n;

describe('editing in a locked thread', () => {
  it('refuses the author (403 THREAD_LOCKED, nothing changed) and lets a moderator and an admin edit', async () => {
    const author = await established();
    const made = await makeThread(db(), { author, locked: true, categoryId });
    const post = await makePost(db(), { thread: made, author: await established() });
    const own = await makePost(db(), { thread: made, author });
    const res = await t.call('PUT', `/api/posts/${own.id}`, {
      token: author.token,
      body: { content: 'Sneaking an edit into a locked thread' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'THREAD_LOCKED' });
    const first = await t.call('PUT', `/api/posts/${made.firstPost.id}`, {
      token: author.token,
      body: { content: 'Editing the opening post too' },
    });
    expect(first.statusCode).toBe(403);
    const rows = await db()
      .selectFrom('posts')
      .select(['id', 'content', 'edited_at'])
      .where('thread_id', '=', made.thread.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.edited_at)).toEqual([null, null, null]);
    expect(
      await db()
        .selectFrom('post_revisions')
        .select('id')
        .where('post_id', 'in', [own.id, made.firstPost.id])
        .execute(),
    ).toEqual([]);

    for (const staff of [await established('moderator'), await established('admin')]) {
      const edit = await t.call('PUT', `/api/posts/${post.id}`, {
        token: staff.token,
        body: { content: `Tidied by ${staff.user.username}` },
      });
      expect(edit.statusCode).toBe(200);
    }
  });
});

describe('an archived category', () => {
  it('takes no replies from anyone, and no member edits; staff may still edit', async () => {
    const category = await db()
      .insertInto('categories')
      .values({ name: 'Old news', slug: `old-news-${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const author = await established();
    const made = await makeThread(db(), { author, categoryId: category.id });
    await timePasses(author, 60);
    await db().updateTable('categories').set({ is_archived: true }).where('id', '=', category.id).execute();
    for (const who of [
      author,
      await established(),
      await established('moderator'),
      await established('admin'),
    ]) {
      const res = await reply(who, made.thread.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CATEGORY_ARCHIVED' });
    }
    expect(await countPosts(made.thread.id)).toBe(1);
    const edit = await t.call('PUT', `/api/posts/${made.firstPost.id}`, {
      token: author.token,
      body: { content: 'Rewriting history' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ code: 'CATEGORY_ARCHIVED' });
    const staffEdit = await t.call('PUT', `/api/posts/${made.firstPost.id}`, {
      token: (await established('admin')).token,
      body: { content: 'Personal details removed' },
    });
    expect(staffEdit.statusCode).toBe(200);
    expect(await findCounterDrift(db())).toEqual([]);
  });
});

describe('posting limits', () => {
  it('are on by default: 5 s between posts, 30 s for accounts younger than 24 hours', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      POST_INTERVAL_SECONDS: 5,
      NEW_MEMBER_POST_INTERVAL_SECONDS: 30,
      NEW_MEMBER_HOURS: 24,
    });
    expect(() => loadConfig({ POST_INTERVAL_SECONDS: '-1' })).toThrow(/POST_INTERVAL_SECONDS/);
  });

  it('a member waits 5 s between posts: 429 with Retry-After and a clear message, nothing stored', async () => {
    const member = await established();
    const made = await makeThread(db(), { author: await established(), categoryId });
    expect((await reply(member, made.thread.id)).statusCode).toBe(201);
    const again = await reply(member, made.thread.id);
    expect(again.statusCode).toBe(429);
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(5);
    expect(again.json()).toEqual({
      code: 'RATE_LIMITED',
      error: `You are posting too quickly. Please wait ${wait} second${wait === 1 ? '' : 's'} before posting again.`,
      retryAfterSeconds: wait,
    });
    // A new thread is a post too.
    const thread = await t.call('POST', '/api/threads', {
      token: member.token,
      body: { category_id: categoryId, title: 'Another thing', content: 'Quickly' },
    });
    expect(thread.statusCode).toBe(429);
    expect(await countPosts(made.thread.id)).toBe(2);

    await timePasses(member, 5);
    expect((await reply(member, made.thread.id)).statusCode).toBe(201);
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('a new account waits 30 s, counted from its last post', async () => {
    const newcomer = await makeUser(db());
    const made = await makeThread(db(), { author: await established(), categoryId });
    expect((await reply(newcomer, made.thread.id)).statusCode).toBe(201);
    await timePasses(newcomer, 6);
    const soon = await reply(newcomer, made.thread.id);
    expect(soon.statusCode).toBe(429);
    const wait = Number(soon.headers['retry-after']);
    expect(wait).toBeGreaterThan(5);
    expect(wait).toBeLessThanOrEqual(24);
    await timePasses(newcomer, 24);
    expect((await reply(newcomer, made.thread.id)).statusCode).toBe(201);
  });

  /** The member's posts in the thread are each at least `seconds` after the one before. */
  async function expectSpacedPosts(member: MadeUser, threadId: number, seconds: number) {
    const rows = await db()
      .selectFrom('posts')
      .select('created_at')
      .where('author_id', '=', member.user.id)
      .where('thread_id', '=', threadId)
      .orderBy('created_at')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < rows.length; i++) {
      const gap = new Date(rows[i]!.created_at).getTime() - new Date(rows[i - 1]!.created_at).getTime();
      expect(gap).toBeGreaterThanOrEqual(seconds * 1000);
    }
    return rows.length;
  }

  it('300 replies posted one after another as fast as a script can: the first goes in, the rest wait', async () => {
    const member = await established();
    const made = await makeThread(db(), { author: await established(), categoryId });
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++)
      statuses.push((await reply(member, made.thread.id, `Flood ${i}`)).statusCode);
    expect(statuses[0]).toBe(201);
    expect(new Set(statuses)).toEqual(new Set([201, 429]));
    const stored = await expectSpacedPosts(member, made.thread.id, 5);
    expect(statuses.filter((s) => s === 201)).toHaveLength(stored);
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('50 replies fired at once race for one turn: stored posts stay 5 s apart', async () => {
    const member = await established();
    const made = await makeThread(db(), { author: await established(), categoryId });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => reply(member, made.thread.id, `Burst ${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(new Set(statuses)).toEqual(new Set([201, 429]));
    const stored = await expectSpacedPosts(member, made.thread.id, 5);
    expect(statuses.filter((s) => s === 201)).toHaveLength(stored);
    expect(await findCounterDrift(db())).toEqual([]);
  });

  it('edits are not limited, and a refused reply (locked thread) does not use up the turn', async () => {
    const member = await established();
    const locked = await makeThread(db(), { author: await established(), categoryId, locked: true });
    const open = await makeThread(db(), { author: await established(), categoryId });
    expect((await reply(member, locked.thread.id)).statusCode).toBe(403);
    const first = await reply(member, open.thread.id);
    expect(first.statusCode).toBe(201);
    for (const content of ['Fixed a typo', 'And another']) {
      const edit = await t.call('PUT', `/api/posts/${first.json().post.id}`, {
        token: member.token,
        body: { content },
      });
      expect(edit.statusCode).toBe(200);
    }
  });

  it('staff are not limited', async () => {
    for (const staff of [
      await makeUser(db(), { role: 'moderator' }),
      await makeUser(db(), { role: 'admin' }),
    ]) {
      const made = await makeThread(db(), { author: await established(), categoryId });
      for (let i = 0; i < 3; i++) expect((await reply(staff, made.thread.id)).statusCode).toBe(201);
    }
  });
});
