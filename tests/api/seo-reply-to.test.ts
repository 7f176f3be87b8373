import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, makeUser } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// "Writing to someone": the server's render of /thread/{id} shows "In reply to @name" above a reply that answers
// another post, linking to that post's anchor (docs/product.md#mentions-quotes-and-replies).

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp({}, { pages: true });
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const root = (html: string) => html.slice(html.indexOf('<div id="root">'));
/** The server-rendered article of one post, without the markers React puts between two pieces of text. */
const article = (html: string, postId: number) => {
  const start = html.indexOf(`<article id="post-${postId}"`);
  expect(start, `post ${postId} is on the page`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</article>', start)).replace(/<!-- -->/g, '');
};
const reply = async (token: string, body: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/posts', { token, body });
  expect(res.statusCode).toBe(201);
  return res.json().post as { id: number };
};

describe('"In reply to" on the server-rendered thread page', () => {
  it('shows the line, linked to the post answered, only on replies that answer a post', async () => {
    const made = await makeThread(db(), { author: cast.moderator });
    const plain = await reply(cast.member.token, { thread_id: made.thread.id, content: 'Plain reply.' });
    const answer = await reply(cast.member.token, {
      thread_id: made.thread.id,
      content: 'Agreed.',
      reply_to_post_id: made.firstPost.id,
    });
    const html = (await t.call('GET', `/thread/${made.thread.id}`)).body;
    const line = /<p class="post-reply-to">(.*?)<\/p>/.exec(article(html, answer.id))?.[1] ?? '';
    expect(line).toContain(`href="/thread/${made.thread.id}#post-${made.firstPost.id}"`);
    expect(line).toContain(`In reply to @${cast.moderator.user.username}</a>`);
    expect(article(html, plain.id)).not.toContain('In reply to');
    expect(article(html, made.firstPost.id)).not.toContain('In reply to');
  });

  it('links to the page that holds the post answered, and drops the line once that post is removed', async () => {
    const made = await makeThread(db(), { author: cast.member });
    let last = made.firstPost.id;
    for (let i = 0; i < 50; i++) last = (await makePost(db(), { thread: made, author: cast.admin })).id;
    const answer = await reply(cast.member.token, {
      thread_id: made.thread.id,
      content: 'On page two',
      reply_to_post_id: last,
    });
    const pageTwo = (await t.call('GET', `/thread/${made.thread.id}?page=2`)).body;
    expect(article(pageTwo, answer.id)).toContain(`href="/thread/${made.thread.id}?page=2#post-${last}"`);
    await db().updateTable('posts').set({ status: 'removed' }).where('id', '=', last).execute();
    const after = (await t.call('GET', `/thread/${made.thread.id}?page=2`)).body;
    expect(article(after, answer.id)).not.toContain('In reply to');
  });

  it('escapes the name and keeps replacement patterns literal', async () => {
    // Usernames are checked at sign-up, but the page must not trust the database: a name holding markup and
    // String.replace patterns ($&, $`, $') comes out as text.
    const odd = await makeUser(db());
    const hostile = `<img src=x onerror=alert(1)>$&$\`$'${odd.user.id}`;
    await db().updateTable('users').set({ username: hostile }).where('id', '=', odd.user.id).execute();
    const made = await makeThread(db(), { author: odd });
    const answer = await reply(cast.member.token, {
      thread_id: made.thread.id,
      content: 'Reply to the odd name.',
      reply_to_post_id: made.firstPost.id,
    });
    const html = root((await t.call('GET', `/thread/${made.thread.id}`)).body);
    expect(article(html, answer.id)).toContain(
      `In reply to @&lt;img src=x onerror=alert(1)&gt;$&amp;$\`$&#x27;${odd.user.id}</a>`,
    );
    expect(html).not.toContain('<img src=x');
  });
});
