import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMILAR_LIMIT, SIMILAR_QUERY_MAX, SOLVED_TEXT } from '../../src/shared/solved-texts';
import { makeCast } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// GET /api/threads/similar (docs/decisions/043-solved-threads-and-similar-questions.md): threads like the title
// being typed, visible ones only, for guests and members; every input answered without a 500.

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const similar = (q: string, token?: string) =>
  t.call('GET', `/api/threads/similar?q=${encodeURIComponent(q)}`, { token });
const titles = (res: { json(): { threads: { title: string }[] } }) => res.json().threads.map((x) => x.title);

describe('similar threads', () => {
  it('finds visible threads sharing words with the title, solved ones marked, never held or removed ones', async () => {
    const solved = await makeThread(db(), {
      author: cast.member,
      title: 'Pooling order bonus for mineral owners',
    });
    const reply = await makePost(db(), { thread: solved, author: cast.admin });
    await t.call('POST', `/api/threads/${solved.thread.id}/answer`, {
      token: cast.member.token,
      body: { post_id: reply.id },
    });
    await makeThread(db(), { author: cast.member, title: 'Pooling order election deadline' });
    await makeThread(db(), { author: cast.member, title: 'Pooling order held secret', status: 'held' });
    await makeThread(db(), { author: cast.member, title: 'Pooling order removed secret', status: 'removed' });
    await makeThread(db(), { author: cast.member, title: 'Unrelated tax question' });
    for (const token of [undefined, cast.member.token, cast.admin.token]) {
      const res = await similar('What bonus does a pooling order pay?', token);
      expect(res.statusCode).toBe(200);
      expect(titles(res)).toContain('Pooling order bonus for mineral owners');
      expect(titles(res)).toContain('Pooling order election deadline');
      expect(titles(res).join()).not.toMatch(/secret|Unrelated/);
    }
    const first = (await similar('What bonus does a pooling order pay?')).json().threads[0];
    expect(first).toMatchObject({ id: solved.thread.id, solved: true, url: `/thread/${solved.thread.id}` });
  });

  it('returns at most five', async () => {
    for (let i = 0; i < SIMILAR_LIMIT + 3; i++) {
      await makeThread(db(), { author: cast.member, title: `Division order suspense question ${i}` });
    }
    expect(titles(await similar('division order suspense'))).toHaveLength(SIMILAR_LIMIT);
  });

  it('answers odd, hostile and oversized input with results or a clear 400, never a 500', async () => {
    const odd = [
      '',
      'the of and',
      "'; drop table threads; --",
      "O'Brien & | ! : * ( ) <-> royalty",
      '<script>alert(1)</script> pooling order',
      '日本語のタイトル 鉱物',
      '🛢️🛢️🛢️ oil',
      'Ｐｏｏｌｉｎｇ ｏｒｄｅｒ',
      'a'.repeat(SIMILAR_QUERY_MAX),
    ];
    for (const q of odd) {
      const res = await similar(q);
      expect(res.statusCode, q).toBe(200);
      expect(Array.isArray(res.json().threads)).toBe(true);
    }
    const long = await similar('a'.repeat(SIMILAR_QUERY_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(SOLVED_TEXT.similarQueryTooLong);
    // Control characters in a query string are refused for every route (decision 019), with a text.
    const control = await similar('\u0000\u0007 pooling');
    expect(control.statusCode).toBe(400);
    expect(control.json().error).toEqual(expect.any(String));
    const missing = await t.call('GET', '/api/threads/similar');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(SOLVED_TEXT.similarQueryRequired);
    const twice = await t.call('GET', '/api/threads/similar?q=a&q=b');
    expect(twice.statusCode).toBeGreaterThanOrEqual(400);
    expect(twice.statusCode).toBeLessThan(500);
    const full = await similar('Ｐｏｏｌｉｎｇ ｏｒｄｅｒ bonus');
    expect(titles(full)).toContain('Pooling order bonus for mineral owners');
  });
});
