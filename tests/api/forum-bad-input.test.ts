import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast } from '../support/factories';
import { firstOpenCategoryId, type MadeThread, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 3 "Bad input": every case is a clear 4xx JSON error ({ error, code }) and stores nothing.

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
let made: MadeThread;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
  made = await makeThread(t.database.db, { author: cast.member, categoryId });
});
afterAll(() => t.close());

const rowCounts = async () =>
  (
    await sql<{ threads: number; posts: number; votes: number }>`
      select (select count(*) from threads)::int as threads, (select count(*) from posts)::int as posts,
             (select count(*) from post_votes)::int as votes`.execute(t.database.db)
  ).rows[0]!;

function expectClientError(
  res: { statusCode: number; json(): { error?: unknown; code?: unknown } },
  status: number,
) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ error: expect.any(String), code: expect.any(String) });
}

describe('ids in paths', () => {
  it.each(['abc', '-1', '0', '1.5', '99999999999', '%20'])(
    'answers 400 to id %j on every thread and post route',
    async (id) => {
      const before = await rowCounts();
      const token = cast.admin.token;
      expectClientError(await t.call('GET', `/api/threads/${id}`), 400);
      expectClientError(
        await t.call('POST', `/api/threads/${id}/pin`, { token, body: { pinned: true } }),
        400,
      );
      expectClientError(
        await t.call('POST', `/api/threads/${id}/lock`, { token, body: { locked: true } }),
        400,
      );
      expectClientError(await t.call('DELETE', `/api/threads/${id}`, { token }), 400);
      expectClientError(await t.call('PUT', `/api/posts/${id}`, { token, body: { content: 'x' } }), 400);
      expectClientError(
        await t.call('POST', `/api/posts/${id}/vote`, { token, body: { vote_type: 1 } }),
        400,
      );
      expectClientError(await t.call('PUT', `/api/categories/${id}`, { token, body: { name: 'x' } }), 400);
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('answers 404 to unknown ids', async () => {
    const token = cast.admin.token;
    expectClientError(await t.call('GET', '/api/threads/2147483647'), 404);
    expectClientError(await t.call('PUT', '/api/posts/2147483647', { token, body: { content: 'x' } }), 404);
    expectClientError(
      await t.call('POST', '/api/posts/2147483647/vote', { token, body: { vote_type: 1 } }),
      404,
    );
    expectClientError(
      await t.call('POST', '/api/posts', { token, body: { thread_id: 2147483647, content: 'x' } }),
      404,
    );
  });
});

describe('query strings', () => {
  it.each([
    ['/api/threads?sort=hot', 'sort must be one of: latest, oldest, popular, replies'],
    ['/api/threads?sort=', 'sort must be one of'],
    ['/api/threads/ID?sort=best', 'sort must be one of: oldest, newest, votes'],
    // limit is capped by refusing, not by clamping, so a client never silently gets fewer rows than it asked.
    ['/api/threads?limit=100000', ''],
    ['/api/threads?limit=0', ''],
    ['/api/threads?page=0', ''],
    ['/api/threads?page=-3', ''],
    ['/api/threads?page=abc', ''],
    ['/api/threads?category_id=abc', ''],
    ['/api/threads/ID?limit=101', ''],
  ])('answers 400 to %s', async (url, message) => {
    const res = await t.call('GET', url.replace('ID', String(made.thread.id)));
    expectClientError(res, 400);
    expect(res.json().error).toContain(message);
  });

  it('accepts limit=100, the cap', async () => {
    const res = await t.call('GET', '/api/threads?limit=100');
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination.limit).toBe(100);
  });
});

describe('thread and post bodies', () => {
  const newThread = (body: unknown) => t.call('POST', '/api/threads', { token: cast.member.token, body });

  it('takes a 200-character title and refuses a 201-character one', async () => {
    const ok = await newThread({ category_id: categoryId, title: 'a'.repeat(200), content: 'c' });
    expect(ok.statusCode).toBe(201);
    const before = await rowCounts();
    const long = await newThread({ category_id: categoryId, title: 'a'.repeat(201), content: 'c' });
    expectClientError(long, 400);
    expect(long.json()).toMatchObject({ error: 'Title must be at most 200 characters', field: 'title' });
    expect(await rowCounts()).toEqual(before);
  });

  it('takes 50,000 characters of content and refuses 50,001', async () => {
    const ok = await newThread({ category_id: categoryId, title: 'Long', content: 'x'.repeat(50_000) });
    expect(ok.statusCode).toBe(201);
    const before = await rowCounts();
    const long = await newThread({ category_id: categoryId, title: 'Long', content: 'x'.repeat(50_001) });
    expectClientError(long, 400);
    expect(long.json().error).toBe('Content must be at most 50,000 characters');
    const reply = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: { thread_id: made.thread.id, content: 'x'.repeat(50_001) },
    });
    expectClientError(reply, 400);
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['empty title', { title: '', content: 'c' }, 'Title is required'],
    ['whitespace title', { title: '    ', content: 'c' }, 'Title is required'],
    [
      'a title with a line break',
      { title: 'two\nlines', content: 'c' },
      'title must not contain control characters',
    ],
    ['empty content', { title: 't', content: '' }, 'Content is required'],
    ['whitespace content', { title: 't', content: '  \n  ' }, 'Content is required'],
    [
      'control characters',
      { title: 't', content: '\u0000\u0007' },
      'content must not contain control characters',
    ],
    ['missing title', { content: 'c' }, 'Title is required'],
    ['number title', { title: 42, content: 'c' }, 'Title is required'],
    ['object content', { title: 't', content: { $gt: '' } }, 'Content is required'],
    ['missing category', { category_id: undefined, title: 't', content: 'c' }, 'Category is required'],
    ['text category', { category_id: 'abc', title: 't', content: 'c' }, 'Category'],
    [
      'negative category',
      { category_id: -4, title: 't', content: 'c' },
      'Category must be a positive whole number',
    ],
  ])('refuses a new thread with %s (400), storing nothing', async (_name, fields, message) => {
    const before = await rowCounts();
    const res = await newThread({ category_id: categoryId, ...fields });
    expectClientError(res, 400);
    expect(res.json().error).toContain(message);
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['empty content', { content: '' }],
    ['whitespace content', { content: '   ' }],
    ['missing thread', { content: 'x', thread_id: undefined }],
    ['text thread id', { content: 'x', thread_id: 'seven' }],
  ])('refuses a reply with %s (400), storing nothing', async (_name, fields) => {
    const before = await rowCounts();
    const res = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: { thread_id: made.thread.id, ...fields },
    });
    expectClientError(res, 400);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an edit to empty or whitespace content, keeping the post', async () => {
    for (const content of ['', '   ']) {
      const res = await t.call('PUT', `/api/posts/${made.firstPost.id}`, {
        token: cast.member.token,
        body: { content },
      });
      expectClientError(res, 400);
    }
    const row = await t.database.db
      .selectFrom('posts')
      .select(['content', 'edited_at'])
      .where('id', '=', made.firstPost.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ content: made.firstPost.content, edited_at: null });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: '{"thread_id": 1, "content": ',
    });
    expectClientError(res, 400);
  });
});
