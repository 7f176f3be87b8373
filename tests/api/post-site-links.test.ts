import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOK_VERSION, Cooker } from '../../src/server/forum/cooking/cooker';
import { recookPosts } from '../../src/server/platform/maintenance/recook-posts';
import { makeCast } from '../support/factories';
import { firstOpenCategoryId, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// A link in a post to one of the forum's own pages, written from the root (docs/product.md#forum-rules), works
// wherever the post is drawn: in the stored HTML, in the API and on the server-rendered thread page; posts
// cooked before the rule are cooked again in the background.
let t: TestApp;
let base: string;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
const db = () => t.database.db;

async function http(method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${cast.member.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

const CALCULATOR = '<a href="/calculator/royalty">royalty calculator</a>';

describe('a reply linking to the forum’s own pages', () => {
  it('is stored, answered and served on /thread/{id} as working plain links; hostile ones stay text', async () => {
    const made = await makeThread(db(), {
      author: cast.member,
      categoryId,
      content: 'Where is the calculator?',
    });
    const threadId = made.thread.id;
    const postLink = `/thread/${threadId}#post-${made.firstPost.id}`;
    const content = [
      'Try the [royalty calculator](/calculator/royalty).',
      `And [see this thread](${postLink}).`,
      'Not [this one](//evil.example/x) nor [that one](/%09/evil.example).',
    ].join('\n\n');
    const reply = await http('POST', '/api/posts', { thread_id: threadId, content });
    expect(reply.status).toBe(201);
    const cooked: string = JSON.parse(reply.text).post.cooked;
    expect(cooked).toContain(CALCULATOR);
    expect(cooked).toContain(`<a href="${postLink}">see this thread</a>`);
    expect(cooked).toContain('[this one](//evil.example/x)');
    expect(cooked).toContain('[that one](/%09/evil.example)');
    expect(cooked).not.toContain('evil.example"');

    const stored = await db()
      .selectFrom('posts')
      .select(['cooked', 'cooked_version'])
      .where('id', '=', JSON.parse(reply.text).post.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ cooked, cooked_version: COOK_VERSION });
    const listed = await http('GET', `/api/threads/${threadId}`);
    expect(JSON.parse(listed.text).posts.at(-1).cooked).toBe(cooked);

    const page = await http('GET', `/thread/${threadId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(CALCULATOR);
    expect(page.text).toContain(`<a href="${postLink}">see this thread</a>`);
    expect(page.text).not.toMatch(/href="[^"]*evil\.example/);
  });

  it('is cooked again in the background when the post was cooked before the rule (renderer 3)', async () => {
    const made = await makeThread(db(), {
      author: cast.member,
      categoryId,
      content: 'Use the [royalty calculator](/calculator/royalty).',
    });
    // What renderer 3, which allowed only http, https and mailto links, stored for this post.
    await db()
      .updateTable('posts')
      .set({ cooked: '<p>Use the [royalty calculator](/calculator/royalty).</p>\n', cooked_version: 3 })
      .where('id', '=', made.firstPost.id)
      .execute();
    const before = await http('GET', `/thread/${made.thread.id}`);
    expect(before.text).not.toContain(CALCULATOR);

    const cooker = new Cooker({ workers: 1 });
    while ((await recookPosts(db(), cooker.cook, 50)) > 0) {}
    cooker.close();
    const after = await http('GET', `/thread/${made.thread.id}`);
    expect(after.text).toContain(`<p>Use the ${CALCULATOR}.</p>`);
  });
});
