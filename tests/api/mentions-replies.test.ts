import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeCast, makeUser } from '../support/factories';
import { makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 18, "Writing to someone": @mentions link to profiles in the cooked post, and a reply records the post
// it answers (docs/product.md#mentions-quotes-and-replies).

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
const threadPosts = async (threadId: number, user?: MadeUser) =>
  (await t.call('GET', `/api/threads/${threadId}`, { token: user?.token })).json().posts as {
    id: number;
    cooked: string;
    reply_to: { post_id: number; author_username: string; url: string } | null;
  }[];

describe('@mentions in the cooked post', () => {
  it('links active members to their profile and leaves unknown, deleted and banned names as text', async () => {
    const named = await makeUser(db(), { username: `Named_${Date.now() % 100000}` });
    const gone = await makeUser(db());
    await db().updateTable('users').set({ is_deleted: true }).where('id', '=', gone.user.id).execute();
    const { thread } = await makeThread(db(), { author: cast.member });
    const content = `Ask @${named.user.username.toLowerCase()} or @nobody_zz9, @${gone.user.username}, @${cast.banned.user.username}; mail a@${named.user.username}.com, \`@${named.user.username}\` and [@${named.user.username}](https://example.com)`;
    const res = await post(cast.member, { thread_id: thread.id, content });
    expect(res.statusCode).toBe(201);
    const cooked: string = res.json().post.cooked;
    // The link carries the member's own spelling of the name.
    expect(cooked).toContain(
      `<a href="/u/${named.user.username}" class="mention">@${named.user.username}</a>`,
    );
    expect(cooked.match(/class="mention"/g)).toHaveLength(1);
    expect(cooked).toContain('@nobody_zz9');
    expect(cooked).toContain(`@${gone.user.username}`);
    expect(cooked).toContain(`@${cast.banned.user.username}`);
    expect(cooked).not.toContain(`/u/${gone.user.username}`);
    expect(cooked).not.toContain(`/u/${cast.banned.user.username}`);
    // Code stays code; a link's text is not linked twice.
    expect(cooked).toContain(`<code>@${named.user.username}</code>`);
    // The thread page serves the same HTML.
    expect((await threadPosts(thread.id)).at(-1)?.cooked).toBe(cooked);
  });

  it('links names in the preview and in an edit, and refuses an 11th name before rendering', async () => {
    const { thread } = await makeThread(db(), { author: cast.member });
    const preview = await t.call('POST', '/api/posts/preview', {
      token: cast.member.token,
      body: { content: `hi @${cast.moderator.user.username}` },
    });
    expect(preview.json().html).toContain(`href="/u/${cast.moderator.user.username}"`);
    const created = await post(cast.member, { thread_id: thread.id, content: 'plain' });
    const edited = await t.call('PUT', `/api/posts/${created.json().post.id}`, {
      token: cast.member.token,
      body: { content: `now @${cast.admin.user.username}` },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().post.cooked).toContain(`href="/u/${cast.admin.user.username}"`);

    const eleven = Array.from({ length: 11 }, (_, i) => `@name_${i}`).join(' ');
    for (const res of [
      await post(cast.member, { thread_id: thread.id, content: eleven }),
      await t.call('POST', '/api/posts/preview', { token: cast.member.token, body: { content: eleven } }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'TOO_MANY_MENTIONS', field: 'content' });
      expect(res.json().error).toContain('at most 10 members');
    }
    // Ten different names, and the same name thousands of times, are fine.
    const ten = Array.from({ length: 10 }, (_, i) => `@name_${i}`).join(' ');
    expect((await post(cast.member, { thread_id: thread.id, content: ten })).statusCode).toBe(201);
    const same = `@${cast.moderator.user.username} `.repeat(2000);
    const many = await post(cast.member, { thread_id: thread.id, content: same });
    expect(many.statusCode).toBe(201);
    expect(many.json().post.cooked.match(/class="mention"/g)).toHaveLength(2000);
    const bare = await post(cast.member, { thread_id: thread.id, content: '@'.repeat(20000) });
    expect(bare.statusCode).toBe(201);
    expect(bare.json().post.cooked).not.toContain('class="mention"');
  });
});

describe('reply to a post', () => {
  it('records the post answered and shows it with its author and a link, for every role that may write', async () => {
    const { thread, firstPost } = await makeThread(db(), { author: cast.moderator });
    for (const writer of [cast.member, cast.moderator, cast.admin]) {
      const res = await post(writer, {
        thread_id: thread.id,
        content: 'Agreed.',
        reply_to_post_id: firstPost.id,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().post.reply_to).toEqual({
        post_id: firstPost.id,
        author_username: cast.moderator.user.username,
        url: `/thread/${thread.id}#post-${firstPost.id}`,
      });
    }
    const posts = await threadPosts(thread.id);
    expect(posts[0]?.reply_to).toBeNull();
    expect(posts.slice(1).map((p) => p.reply_to?.post_id)).toEqual([
      firstPost.id,
      firstPost.id,
      firstPost.id,
    ]);
    const stored = await db()
      .selectFrom('posts')
      .select('reply_to_post_id')
      .where('thread_id', '=', thread.id)
      .execute();
    expect(stored.filter((row) => row.reply_to_post_id === firstPost.id)).toHaveLength(3);
  });

  it('refuses guests, muted and banned members', async () => {
    const { thread, firstPost } = await makeThread(db(), { author: cast.member });
    const body = { thread_id: thread.id, content: 'Me too', reply_to_post_id: firstPost.id };
    expect((await post(null, body)).statusCode).toBe(401);
    expect((await post(cast.muted, body)).statusCode).toBe(403);
    expect((await post(cast.banned, body)).statusCode).toBe(401);
  });

  it('links to the page that shows the post answered', async () => {
    const { thread, firstPost } = await makeThread(db(), { author: cast.member });
    let last = firstPost.id;
    for (let i = 0; i < 50; i++) last = (await makePost(db(), { thread, author: cast.admin })).id;
    const res = await post(cast.member, {
      thread_id: thread.id,
      content: 'On page two',
      reply_to_post_id: last,
    });
    expect(res.json().post.reply_to.url).toBe(`/thread/${thread.id}?page=2#post-${last}`);
  });

  it('refuses a post of another thread, a hidden or missing post, and malformed ids with a clear 400', async () => {
    const { thread } = await makeThread(db(), { author: cast.member });
    const other = await makeThread(db(), { author: cast.member });
    const removed = await makePost(db(), { thread, author: cast.admin, status: 'removed' });
    const held = await makePost(db(), { thread, author: cast.admin, status: 'held' });
    for (const target of [other.firstPost.id, removed.id, held.id, 2_147_483_647]) {
      const res = await post(cast.member, { thread_id: thread.id, content: 'x', reply_to_post_id: target });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'REPLY_TO_NOT_FOUND', field: 'reply_to_post_id' });
    }
    // Staff see held posts and may answer them.
    const staff = await post(cast.moderator, {
      thread_id: thread.id,
      content: 'x',
      reply_to_post_id: held.id,
    });
    expect(staff.statusCode).toBe(201);
    for (const bad of ['abc', -1, 0, 1.5, 2 ** 40, '<script>', '\u0000', { id: 1 }, '١٢']) {
      const res = await post(cast.member, { thread_id: thread.id, content: 'x', reply_to_post_id: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('drops "in reply to" once the post answered is removed', async () => {
    const { thread } = await makeThread(db(), { author: cast.member });
    const parent = await makePost(db(), { thread, author: cast.admin });
    const res = await post(cast.member, { thread_id: thread.id, content: 'x', reply_to_post_id: parent.id });
    expect(res.json().post.reply_to?.post_id).toBe(parent.id);
    await db().updateTable('posts').set({ status: 'removed' }).where('id', '=', parent.id).execute();
    expect((await threadPosts(thread.id)).find((p) => p.id === res.json().post.id)?.reply_to).toBeNull();
  });
});
