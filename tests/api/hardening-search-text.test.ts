import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/shared/constants';
import { makeCast } from '../support/factories';
import { firstOpenCategoryId } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// PostgreSQL's text-search parser costs the square of a white-space-free run's length when the run looks
// like e-mail addresses or underscore-joined words; one 50,000-character post of '_a_a…' held the embedded
// database for minutes (migration 017). Posts are now searched through search_text(), which breaks such
// runs every 32 characters. The time is measured by `npm run bench -- hostile-page`; this checks the shape.
let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(() => t.close());
const db = () => t.database.db;

const runOf = (pattern: string) => pattern.repeat(Math.ceil(LIMITS.contentMax / pattern.length));

describe('searched text', () => {
  it('has no run of more than 32 characters without white space, and keeps every character', async () => {
    for (const text of [
      '_a'.repeat(100),
      'a@1'.repeat(100),
      'plain words stay as they are',
      'x'.repeat(32),
    ]) {
      const { rows } = await sql<{ searched: string }>`select search_text(${text}) as searched`.execute(db());
      const searched = rows[0]?.searched ?? '';
      expect(searched).not.toMatch(/\S{33}/);
      expect(searched.replace(/ /g, '')).toBe(text.replace(/ /g, ''));
    }
    const { rows } = await sql<{
      searched: string;
    }>`select search_text(${'short words only'}) as searched`.execute(db());
    expect(rows[0]?.searched).toBe('short words only');
  });

  it('indexes every post through it: a post of e-mail-like and underscore runs is stored and found by its words', async () => {
    const content = `Quitclaimzz deed question ${runOf('_a').slice(0, 20_000)} ${runOf('a@1').slice(0, 20_000)}`;
    const made = await t.call('POST', '/api/threads', {
      token: cast.member.token,
      body: { category_id: categoryId, title: 'Underscores and at signs', content },
    });
    expect(made.statusCode).toBe(201);
    const threadId = made.json().thread.id as number;

    const { rows } = await sql<{ stale: number }>`
      select count(*)::int as stale from posts
      where content_search is distinct from to_tsvector('english', search_text(content))`.execute(db());
    expect(rows[0]?.stale).toBe(0);

    const found = await t.call('GET', '/api/search?q=quitclaimzz');
    expect(found.statusCode).toBe(200);
    expect(found.json().results.map((r: { thread: { id: number } }) => r.thread.id)).toContain(threadId);
  });
});
