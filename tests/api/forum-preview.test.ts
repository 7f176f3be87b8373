import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, makeUser } from '../support/factories';
import { firstOpenCategoryId } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The composer's preview (issue 15, docs/product.md#writing-tools): the server renders with the post cooker.
let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

const SAMPLE =
  '**Bold** and *italic*\n\n> a quote\n\n- one\n- two\n\n[the OCC](https://oklahoma.gov/occ) `code` <script>x</script>';
const countRows = async (table: 'posts' | 'threads') =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.database.db))
    .rows[0]!.n;

describe('POST /api/posts/preview', () => {
  it('answers the HTML a posted reply would carry, and stores nothing', async () => {
    const before = [await countRows('posts'), await countRows('threads')];
    const res = await t.call('POST', '/api/posts/preview', {
      token: cast.member.token,
      body: { content: SAMPLE },
    });
    expect(res.statusCode).toBe(200);
    const { html } = res.json();
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('href="https://oklahoma.gov/occ"');
    expect(html).not.toContain('<script>');
    expect([await countRows('posts'), await countRows('threads')]).toEqual(before);

    // The same text posted is cooked to the same HTML.
    const categoryId = await firstOpenCategoryId(t.database.db);
    const made = await t.call('POST', '/api/threads', {
      token: cast.member.token,
      body: { category_id: categoryId, title: 'Preview matches', content: SAMPLE },
    });
    expect(made.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('posts')
      .select('cooked')
      .where('thread_id', '=', made.json().thread.id)
      .executeTakeFirstOrThrow();
    expect(row.cooked).toBe(html);
  });

  it.each([
    ['member', () => cast.member.token],
    ['muted member', () => cast.muted.token],
    ['moderator', () => cast.moderator.token],
    ['admin', () => cast.admin.token],
  ])('lets a %s preview', async (_who, token) => {
    const res = await t.call('POST', '/api/posts/preview', { token: token(), body: { content: 'hi' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().html).toBe('<p>hi</p>\n');
  });

  it('lets a guest-role account preview too: it only renders', async () => {
    const guest = await makeUser(t.database.db, { role: 'guest' });
    const res = await t.call('POST', '/api/posts/preview', { token: guest.token, body: { content: 'hi' } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a visitor without an account (401) and a banned member (401)', async () => {
    const guest = await t.call('POST', '/api/posts/preview', { body: { content: 'hi' } });
    expect(guest.statusCode).toBe(401);
    const banned = await t.call('POST', '/api/posts/preview', {
      token: cast.banned.token,
      body: { content: 'hi' },
    });
    expect(banned.statusCode).toBe(401);
  });

  it.each([
    [{}, 'Content is required'],
    [{ content: '   ' }, 'Content is required'],
    [{ content: 42 }, 'Content is required'],
    [{ content: 'x'.repeat(50_001) }, 'Content must be at most 50,000 characters'],
  ])('answers 400 for bad input %#', async (body, message) => {
    const res = await t.call('POST', '/api/posts/preview', { token: cast.member.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', error: message });
  });
});
