import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOK_VERSION, Cooker } from '../../src/server/forum/cooking/cooker';
import { recountThread } from '../../src/server/forum/records/counters';
import { recookPosts } from '../../src/server/platform/maintenance/recook-posts';
import { makeCast } from '../support/factories';
import { firstOpenCategoryId, makePost, makeThread } from '../support/forum-factories';
import { hostilePosts } from '../support/hostile-markdown';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 13, finding 1: Markdown is rendered once, when a post is written, in a worker with a time cap; pages
// and the API serve the stored HTML; every route is rate limited.
let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(() => t.close());
const db = () => t.database.db;
const storedPost = (id: number) =>
  db()
    .selectFrom('posts')
    .select(['content', 'cooked', 'cooked_version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('posts are cooked when written', () => {
  it('stores sanitised HTML beside the source on create and edit, and the API returns it', async () => {
    const made = await t.call('POST', '/api/threads', {
      token: cast.member.token,
      body: {
        category_id: categoryId,
        title: 'Cooked thread',
        content: 'Opening **bold** <script>x</script>',
      },
    });
    expect(made.statusCode).toBe(201);
    const reply = await t.call('POST', '/api/posts', {
      token: cast.member.token,
      body: {
        thread_id: made.json().thread.id,
        content: 'See [the OCC](https://occ.ok.gov/) and [x](javascript:alert(1))',
      },
    });
    expect(reply.statusCode).toBe(201);
    const post = reply.json().post;
    expect(post.cooked).toContain(
      '<a href="https://occ.ok.gov/" rel="nofollow ugc noopener noreferrer" target="_blank">the OCC</a>',
    );
    expect(post.cooked).not.toContain('href="javascript:');
    expect(await storedPost(post.id)).toMatchObject({ cooked: post.cooked, cooked_version: COOK_VERSION });

    const edited = await t.call('PUT', `/api/posts/${post.id}`, {
      token: cast.member.token,
      body: { content: '# Heading\n\n_now edited_' },
    });
    expect(edited.json().post.cooked).toBe('<h4>Heading</h4>\n<p><em>now edited</em></p>\n');
    const listed = await t.call('GET', `/api/threads/${made.json().thread.id}`);
    const first = listed.json().posts[0];
    expect(first.cooked).toContain('<strong>bold</strong> &lt;script&gt;x&lt;/script&gt;');
  });

  it('serves the stored HTML on the thread page instead of rendering on each read', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId, content: 'plain *source*' });
    await db()
      .updateTable('posts')
      .set({ cooked: '<p>stored-html-marker</p>' })
      .where('id', '=', made.firstPost.id)
      .execute();
    const page = await t.call('GET', `/thread/${made.thread.id}`);
    expect(page.body).toContain('<p>stored-html-marker</p>');
    expect(page.body).not.toContain('<em>source</em>');
  });

  it('answers a thread page of 50 maximum-size hostile posts, each shown escaped and whole', async () => {
    const [opening, ...replies] = hostilePosts(3);
    const made = await t.call('POST', '/api/threads', {
      token: cast.member.token,
      body: { category_id: categoryId, title: 'Hostile markdown', content: opening },
    });
    expect(made.statusCode).toBe(201);
    const threadId: number = made.json().thread.id;
    for (const content of replies) {
      const res = await t.call('POST', '/api/posts', {
        token: cast.member.token,
        body: { thread_id: threadId, content },
      });
      expect(res.statusCode).toBe(201);
    }
    // Copies of the cooked replies fill the page to 50: cooking each again would only repeat the work above.
    await sql`insert into posts (thread_id, author_id, content, cooked, cooked_version)
      select thread_id, author_id, content, cooked, cooked_version from posts, generate_series(1, 24)
      where thread_id = ${threadId} and not is_first_post`.execute(db());
    await recountThread(db(), threadId);

    const page = await t.call('GET', `/thread/${threadId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/<article id="post-\d+"/g)).toHaveLength(50);
    // The only scripts are the page's own files, the app's module, the page's data and the structured-data
    // block, whose JSON holds no `<` at all.
    expect(page.body).not.toMatch(
      /<script(?![^>]*(?:type="(?:module|application\/ld\+json|application\/json)"|src="\/[\w-]+\.js"))/,
    );
    for (const [, json] of page.body.matchAll(
      /<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g,
    ))
      expect(json).not.toContain('<');
    const api = await t.call('GET', `/api/threads/${threadId}`);
    expect(api.statusCode).toBe(200);
    for (const post of api.json().posts) expect(post.cooked.length).toBeGreaterThan(1000);
  });
});

describe('background re-cook', () => {
  it('re-cooks posts never cooked or cooked by an older renderer, and leaves current ones alone', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId, content: 'old **post**' });
    const current = await makePost(db(), { thread: made, author: cast.member, content: 'current' });
    await db()
      .updateTable('posts')
      .set({ cooked: null, cooked_version: 0 })
      .where('id', '=', made.firstPost.id)
      .execute();
    await db().updateTable('posts').set({ cooked: '<p>kept</p>' }).where('id', '=', current.id).execute();
    const cooker = new Cooker({ workers: 1 });
    while ((await recookPosts(db(), cooker.cook, 10)) > 0) {}
    cooker.close();
    expect(await storedPost(made.firstPost.id)).toMatchObject({
      cooked: '<p>old <strong>post</strong></p>\n',
      cooked_version: COOK_VERSION,
    });
    expect((await storedPost(current.id)).cooked).toBe('<p>kept</p>');
  });

  it('shows a post waiting to be cooked as its escaped text on the server-rendered page', async () => {
    // The page reads a post's Markdown only when it needs it: here, because there is no HTML yet.
    const made = await makeThread(db(), { author: cast.member, categoryId, content: 'Waiting <b>text</b>' });
    const cooked = await makePost(db(), { thread: made, author: cast.member, content: 'Cooked **reply**' });
    await db()
      .updateTable('posts')
      .set({ cooked: null, cooked_version: 0 })
      .where('id', '=', made.firstPost.id)
      .execute();
    await db()
      .updateTable('posts')
      .set({ cooked: '<p>Cooked <strong>reply</strong></p>' })
      .where('id', '=', cooked.id)
      .execute();
    const page = await t.call('GET', `/thread/${made.thread.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Waiting &lt;b&gt;text&lt;/b&gt;');
    expect(page.body).toContain('<p>Cooked <strong>reply</strong></p>');
  });
});

describe('every route is rate limited', () => {
  it('answers 429 on pages, files and client routes past the limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '2' });
    try {
      for (const url of ['/thread/1', '/robots.txt', '/sitemap.xml', '/some/client/route', '/healthz']) {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i++)
          statuses.push((await limited.app.inject({ url, remoteAddress: '10.9.8.7' })).statusCode);
        expect(statuses[2], url).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });
});
