import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeCast, makeUser } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 18, quotes (docs/product.md#mentions-quotes-and-replies): `[quote="name" post=N]…[/quote]` renders as
// a quote card naming the author the server knows and linking to the post; quoting an unseen post is refused.

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (user: MadeUser | null, body: Record<string, unknown>) =>
  t.call('POST', '/api/posts', { token: user?.token, body });
const quote = (id: number, text: string, name = 'anyone') =>
  `[quote="${name}" post=${id}]\n${text}\n[/quote]\n\nI agree.`;

describe('quote cards', () => {
  it('renders a card with the real author and a link to the post, for every role that may write', async () => {
    const author = await makeUser(db());
    const { thread } = await makeThread(db(), { author: cast.member });
    const quoted = await makePost(db(), { thread, author, content: 'Take the 1/4 royalty.' });
    for (const writer of [cast.member, cast.moderator, cast.admin]) {
      // The name in the text is ignored: the card names whoever wrote post N.
      const res = await post(writer, {
        thread_id: thread.id,
        content: quote(quoted.id, 'Take the *1/4* royalty.', 'forged'),
      });
      expect(res.statusCode).toBe(201);
      const cooked: string = res.json().post.cooked;
      expect(cooked).toContain(
        `<blockquote class="quote-card">\n<p><a class="quote-source" href="/thread/${thread.id}#post-${quoted.id}">${author.user.username} wrote:</a></p>\n<p>Take the <em>1/4</em> royalty.</p>\n</blockquote>`,
      );
      expect(cooked).not.toContain('forged');
      expect(cooked).toContain('<p>I agree.</p>');
    }
    for (const user of [null, cast.muted, cast.banned]) {
      const res = await post(user, { thread_id: thread.id, content: quote(quoted.id, 'x') });
      expect(res.statusCode).toBe(user === cast.muted ? 403 : 401);
    }
  });

  it('notifies the quoted author once, as a quote', async () => {
    const author = await makeUser(db());
    const { thread } = await makeThread(db(), { author: cast.member });
    const quoted = await makePost(db(), { thread, author });
    const res = await post(cast.moderator, { thread_id: thread.id, content: quote(quoted.id, 'yes') });
    await t.app.background.drain();
    const notes = (await t.call('GET', '/api/notifications', { token: author.token })).json().notifications;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'quote', post_id: res.json().post.id });
  });

  it('refuses a quote of a post the writer cannot see, or that is not there', async () => {
    const { thread } = await makeThread(db(), { author: cast.member });
    const removed = await makePost(db(), { thread, author: cast.admin, status: 'removed' });
    const held = await makePost(db(), { thread, author: cast.admin, status: 'held' });
    const hiddenThread = await makeThread(db(), { author: cast.admin, status: 'removed' });
    for (const id of [removed.id, held.id, hiddenThread.firstPost.id, 2_147_483_647]) {
      const res = await post(cast.member, { thread_id: thread.id, content: quote(id, 'secret') });
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'QUOTE_NOT_FOUND', field: 'content' });
    }
    // Staff see them all; a member quotes their own held post.
    expect(
      (await post(cast.moderator, { thread_id: thread.id, content: quote(removed.id, 'x') })).statusCode,
    ).toBe(201);
    const own = await makePost(db(), { thread, author: cast.member, status: 'held' });
    expect((await post(cast.member, { thread_id: thread.id, content: quote(own.id, 'x') })).statusCode).toBe(
      201,
    );
    // The preview is checked the same way.
    const preview = await t.call('POST', '/api/posts/preview', {
      token: cast.member.token,
      body: { content: quote(removed.id, 'secret') },
    });
    expect(preview.json()).toMatchObject({ code: 'QUOTE_NOT_FOUND' });
  });

  it('keeps hostile and broken quote markup harmless', async () => {
    const { thread, firstPost } = await makeThread(db(), { author: cast.member });
    const cases = [
      `[quote="<script>alert(1)</script>" post=${firstPost.id}]\n<img src=x onerror=alert(1)>\n[/quote]`,
      `[quote post=${firstPost.id}]\nno closing line`,
      `\`\`\`\n[quote post=${firstPost.id}]\n[/quote]\n\`\`\``,
      `[quote post=${firstPost.id}]\n[quote post=${firstPost.id}]\nnested\n[/quote]\n[/quote]`,
      `${`[quote post=${firstPost.id}]\n`.repeat(2000)}`,
    ];
    for (const content of cases) {
      const res = await post(cast.member, { thread_id: thread.id, content });
      expect(res.statusCode, content.slice(0, 40)).toBe(201);
      const cooked: string = res.json().post.cooked;
      expect(cooked).not.toMatch(/<script|<img/);
    }
    const twentyOne = Array.from({ length: 21 }, (_, i) => `[quote post=${i + 1}]\nx\n[/quote]`).join('\n');
    const many = await post(cast.member, { thread_id: thread.id, content: twentyOne });
    expect(many.json()).toMatchObject({ code: 'TOO_MANY_QUOTES', field: 'content' });
  });
});
