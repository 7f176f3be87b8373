import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, makeUser } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let leasing: number;
let regulatory: number;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
  const db = t.database.db;
  const id = async (pageId: string) =>
    (await db.selectFrom('categories').select('id').where('page_id', '=', pageId).executeTakeFirstOrThrow())
      .id;
  leasing = await id('leasing');
  regulatory = await id('regulatory');
  const bonus = await makeThread(db, {
    author: cast.member,
    categoryId: leasing,
    title: 'Lease bonus offers in Grady County',
    content: 'We were offered a bonus.',
  });
  await makePost(db, {
    thread: bonus,
    author: cast.admin,
    content: 'Royalties of 3/16 are common; negotiate the pooling election carefully.',
  });
  await makePost(db, {
    thread: bonus,
    author: cast.admin,
    content: 'Another reply about royalty decimals and division orders.',
  });
  const pooling = await makeThread(db, {
    author: cast.member,
    categoryId: regulatory,
    title: 'Pooling orders explained',
    content: 'A pooling order forces owners to elect.',
  });
  await makePost(db, {
    thread: pooling,
    author: cast.member,
    content: 'The <script>alert(1)</script> election deadline is 20 days.',
  });
  await makeThread(db, {
    author: cast.member,
    categoryId: leasing,
    title: 'Held royalty question',
    content: 'royalty secret',
    status: 'held',
  });
  await makeThread(db, {
    author: cast.member,
    categoryId: leasing,
    title: 'Removed royalty thread',
    content: 'royalty gone',
    status: 'removed',
  });
});
afterAll(() => t.close());

const search = (query: string, token?: string) => t.call('GET', `/api/search?${query}`, { token });
const titles = (body: { results: { thread: { title: string } }[] }) =>
  body.results.map((r) => r.thread.title);

describe('GET /api/search', () => {
  it('finds posts by stemmed words, one result per thread, with a highlighted snippet', async () => {
    const res = await search('q=royalty');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(titles(body)).toEqual(['Lease bonus offers in Grady County']);
    expect(body.results[0].snippet_html).toMatch(/<mark>Royalties<\/mark>|<mark>royalty<\/mark>/);
    expect(body.results[0].post_id).toEqual(expect.any(Number));
    // Who wrote the passage, so a member who ignores them sees it folded.
    expect(body.results[0].snippet_author_id).toBe(cast.admin.user.id);
    expect(body.pagination).toMatchObject({ page: 1, total: 1, totalPages: 1 });
  });

  it('ranks a title match above a post-only match', async () => {
    const body = (await search('q=pooling')).json();
    expect(titles(body)).toEqual(['Pooling orders explained', 'Lease bonus offers in Grady County']);
    expect(body.results[0].snippet_author_id).toBe(cast.member.user.id);
  });

  it('supports quoted phrases', async () => {
    expect(titles((await search(`q=${encodeURIComponent('"election deadline"')}`)).json())).toEqual([
      'Pooling orders explained',
    ]);
    expect(titles((await search(`q=${encodeURIComponent('"deadline election"')}`)).json())).toEqual([]);
  });

  it('filters by category slug', async () => {
    expect(titles((await search('q=pooling&category_slug=leasing')).json())).toEqual([
      'Lease bonus offers in Grady County',
    ]);
    expect((await search('q=pooling&category_slug=nope')).statusCode).toBe(404);
  });

  it('escapes the post text around the marks', async () => {
    const body = (await search('q=deadline')).json();
    const snippet: string = body.results[0].snippet_html;
    expect(snippet).toContain('<mark>deadline</mark>');
    expect(snippet).not.toContain('<script>');
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('searches held content only for its author and never removed content', async () => {
    expect(titles((await search('q=secret')).json())).toEqual([]);
    expect(titles((await search('q=secret', cast.member.token)).json())).toEqual(['Held royalty question']);
    const other = await makeUser(t.database.db);
    expect(titles((await search('q=secret', other.token)).json())).toEqual([]);
    expect(titles((await search('q=gone', cast.admin.token)).json())).toEqual([]);
  });

  it.each([
    ['empty', 'q='],
    ['whitespace', 'q=%20%20'],
    ['missing', ''],
    ['stop words only', 'q=the'],
    ['punctuation only', 'q=%21%21%21'],
    ['too long', `q=${'a'.repeat(201)}`],
  ])('answers 400 to a %s query', async (_name, query) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('survives tsquery syntax in the text (websearch syntax never errors)', async () => {
    for (const q of ["royalty & | ! ( ' :*", 'or or', '-royalty', '"unclosed']) {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect([200, 400]).toContain(res.statusCode);
    }
  });
});
