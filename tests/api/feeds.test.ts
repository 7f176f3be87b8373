import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, makeUser } from '../support/factories';
import { firstOpenCategoryId, makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// RSS feeds (docs/product.md#pages, "Feeds"), read back with a real feed parser: what a feed reader sees.

const ORIGIN = 'https://forum.example.com';
const parser = new Parser();
let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
let otherCategoryId: number;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'feeds-shell-'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Forum</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` }, { clientDir, pages: true });
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
  const other = await t.database.db
    .selectFrom('categories')
    .select('id')
    .where('id', '<>', categoryId)
    .where('is_archived', '=', false)
    .orderBy('order_index')
    .executeTakeFirstOrThrow();
  otherCategoryId = other.id;
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const db = () => t.database.db;

async function feed(url: string, headers: Record<string, string> = {}) {
  const res = await t.call('GET', url, { headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  return { raw: res.body, parsed: await parser.parseString(res.body) };
}

describe('GET /latest.rss', () => {
  it('lists visible threads with absolute links from PUBLIC_URL, newest activity first', async () => {
    const older = await makeThread(db(), { author: cast.member, categoryId, title: 'Older pooling thread' });
    const newer = await makeThread(db(), {
      author: cast.moderator,
      categoryId: otherCategoryId,
      title: 'Newer lease thread',
      content: 'A **bold** opening.',
    });
    await makePost(db(), { thread: older, author: cast.admin }); // bumps the older thread to the top
    const { parsed } = await feed('/latest.rss');
    expect(parsed.title).toContain('latest threads');
    expect(parsed.link).toBe(`${ORIGIN}/`);
    const titles = parsed.items.map((i) => i.title);
    expect(titles.indexOf('Older pooling thread')).toBeLessThan(titles.indexOf('Newer lease thread'));
    const item = parsed.items.find((i) => i.title === 'Newer lease thread');
    expect(item?.link).toBe(`${ORIGIN}/thread/${newer.thread.id}`);
    expect(item?.guid).toBe(`${ORIGIN}/thread/${newer.thread.id}`);
    expect(item?.creator).toBe(cast.moderator.user.username);
    expect(item?.content).toContain('<strong>bold</strong>');
    // RSS dates are to the second.
    const created = new Date(newer.thread.created_at).getTime();
    expect(new Date(item?.isoDate ?? '').getTime()).toBe(created - (created % 1000));
  });

  it('never shows held or removed threads, nor a thread once a moderator removes it, to anyone', async () => {
    const held = await makeThread(db(), { author: cast.member, status: 'held', title: 'Held secret thread' });
    const removed = await makeThread(db(), {
      author: cast.member,
      status: 'removed',
      title: 'Removed secret',
    });
    const doomed = await makeThread(db(), { author: cast.member, title: 'Doomed thread about spam' });
    expect((await feed('/latest.rss')).raw).toContain('Doomed thread about spam');
    const deleted = await t.call('DELETE', `/api/threads/${doomed.thread.id}`, {
      token: cast.moderator.token,
    });
    expect(deleted.statusCode).toBe(200);
    // Staff see removed content in the app, but a feed is the same for every reader.
    for (const token of [undefined, cast.moderator.token, cast.admin.token]) {
      const res = await t.call('GET', '/latest.rss', token ? { token } : {});
      for (const secret of ['Held secret thread', 'Removed secret', 'Doomed thread about spam']) {
        expect(res.body).not.toContain(secret);
      }
      for (const id of [held.thread.id, removed.thread.id, doomed.thread.id]) {
        expect(res.body).not.toContain(`/thread/${id}<`);
      }
    }
  });

  it('takes links from PUBLIC_URL, never from the Host or forwarded headers', async () => {
    const { raw } = await feed('/latest.rss', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(raw).not.toContain('evil.example');
    expect(raw).toContain(`<atom:link href="${ORIGIN}/latest.rss" rel="self"`);
  });

  it('shows a deleted member as [deleted], never their old name', async () => {
    const leaving = await makeUser(db(), { username: 'LeavingMemberFeed' });
    await makeThread(db(), { author: leaving, title: 'Thread by a member who left' });
    await db().updateTable('users').set({ is_deleted: true }).where('id', '=', leaving.user.id).execute();
    const { raw, parsed } = await feed('/latest.rss');
    expect(raw).not.toContain('LeavingMemberFeed');
    expect(parsed.items.find((i) => i.title === 'Thread by a member who left')?.creator).toBe('[deleted]');
  });
});

describe('hostile text', () => {
  it('escapes titles and posts: no markup, no CDATA break-out, no control characters, `$` patterns kept', async () => {
    // Written straight to the tables: the API refuses control characters, an import might not.
    const title = `<script>alert(1)</script> ]]> <![CDATA[ x \u0001\u0007\u001b\ufffe $' $& $\` $1 &amp; "q" 'a'`;
    const made = await makeThread(db(), {
      author: cast.member,
      categoryId,
      title,
      content: `Body ]]> <script>alert(2)</script> $' $& \u0002 end`,
    });
    for (const url of [
      '/latest.rss',
      `/feeds/category/${categoryId}.rss`,
      `/feeds/thread/${made.thread.id}.rss`,
    ]) {
      const { raw, parsed } = await feed(url);
      expect(raw).not.toContain('<script');
      expect(raw).not.toContain(']]>');
      expect(raw).not.toContain('<![CDATA[');
      // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
      expect(raw).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
      const item = parsed.items.find((i) => i.link?.includes(`/thread/${made.thread.id}`));
      expect(item?.title).toContain(`<script>alert(1)</script> ]]> <![CDATA[ x  $' $& $\` $1 &amp; "q" 'a'`);
      expect(item?.content).toContain("]]&gt; &lt;script&gt;alert(2)&lt;/script&gt; $' $&amp;");
      expect(raw).not.toContain('<html');
    }
  });
});

describe('GET /feeds/category/{id}.rss', () => {
  it("lists only the category's visible threads and links the category page", async () => {
    const here = await makeThread(db(), {
      author: cast.member,
      categoryId: otherCategoryId,
      title: 'Only here',
    });
    await makeThread(db(), { author: cast.member, categoryId, title: 'Somewhere else entirely' });
    await makeThread(db(), {
      author: cast.member,
      categoryId: otherCategoryId,
      status: 'held',
      title: 'Held in category',
    });
    const { raw, parsed } = await feed(`/feeds/category/${otherCategoryId}.rss`);
    expect(parsed.items.some((i) => i.link === `${ORIGIN}/thread/${here.thread.id}`)).toBe(true);
    expect(raw).not.toContain('Somewhere else entirely');
    expect(raw).not.toContain('Held in category');
    expect(parsed.link?.startsWith(ORIGIN)).toBe(true);
  });

  it('answers 404, never 500, for unknown or malformed ids', async () => {
    for (const url of [
      '/feeds/category/999999.rss',
      '/feeds/category/0.rss',
      '/feeds/category/abc.rss',
      '/feeds/category/1.xml',
      '/feeds/category/1',
      '/feeds/category/99999999999999999999.rss',
      '/feeds/category/%3Cscript%3E.rss',
      '/feeds/category/%E2%9C%93.rss',
      '/feeds/thread/-1.rss',
      '/feeds/thread/1e3.rss',
    ]) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBe(404);
    }
    for (const url of ['/feeds/category/1%01.rss', `/feeds/category/${'9'.repeat(5000)}.rss`]) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('GET /feeds/thread/{id}.rss', () => {
  it('lists visible posts newest first, each linked to its page and post; held and removed posts never', async () => {
    const made = await makeThread(db(), { author: cast.member, title: 'Division order question' });
    const first = await makePost(db(), { thread: made, author: cast.admin, content: 'First visible reply' });
    await makePost(db(), { thread: made, author: cast.member, content: 'Held reply text', status: 'held' });
    await makePost(db(), {
      thread: made,
      author: cast.member,
      content: 'Removed reply text',
      status: 'removed',
    });
    const last = await makePost(db(), {
      thread: made,
      author: cast.moderator,
      content: 'Latest visible reply',
    });

    const { raw, parsed } = await feed(`/feeds/thread/${made.thread.id}.rss`);
    expect(parsed.link).toBe(`${ORIGIN}/thread/${made.thread.id}`);
    expect(parsed.items.map((i) => i.link)).toEqual([
      `${ORIGIN}/thread/${made.thread.id}#post-${last.id}`,
      `${ORIGIN}/thread/${made.thread.id}#post-${first.id}`,
      `${ORIGIN}/thread/${made.thread.id}#post-${made.firstPost.id}`,
    ]);
    expect(parsed.items[0]?.title).toBe('Re: Division order question');
    expect(parsed.items[2]?.title).toBe('Division order question');
    for (const hidden of ['Held reply text', 'Removed reply text']) {
      expect(raw).not.toContain(hidden);
    }
  });

  it("writes links to the forum's own pages with the forum's address, as a feed reader needs them", async () => {
    const made = await makeThread(db(), { author: cast.member, title: 'Links in a feed' });
    await makePost(db(), {
      thread: made,
      author: cast.member,
      content: `See [the royalty calculator](/calculator/royalty), [an answer](/thread/${made.thread.id}#post-${made.firstPost.id}) and [elsewhere](https://example.org/a).`,
    });
    const { raw } = await feed(`/feeds/thread/${made.thread.id}.rss`);
    expect(raw).toContain(`href=&quot;${ORIGIN}/calculator/royalty&quot;`);
    expect(raw).toContain(`href=&quot;${ORIGIN}/thread/${made.thread.id}#post-${made.firstPost.id}&quot;`);
    expect(raw).toContain('href=&quot;https://example.org/a&quot;');
    expect(raw).not.toMatch(/href=&quot;\/(?!\/)/);
  });

  it('answers 404 for a held or removed thread, to staff too', async () => {
    const held = await makeThread(db(), { author: cast.member, status: 'held' });
    const removed = await makeThread(db(), { author: cast.member, status: 'removed' });
    for (const id of [held.thread.id, removed.thread.id]) {
      for (const token of [undefined, cast.member.token, cast.admin.token]) {
        const res = await t.call('GET', `/feeds/thread/${id}.rss`, token ? { token } : {});
        expect(res.statusCode).toBe(404);
      }
    }
  });
});

describe('<link rel="alternate"> in the server-rendered pages', () => {
  const alternates = (html: string) =>
    [
      ...html
        .slice(0, html.indexOf('</head>'))
        .matchAll(/<link rel="alternate" type="application\/rss\+xml" title="[^"]*" href="([^"]*)"\/?>/g),
    ].map((m) => m[1]);

  it('the thread page links its own feed and the latest threads', async () => {
    const made = await makeThread(db(), { author: cast.member, title: 'Linked thread' });
    const res = await t.call('GET', `/thread/${made.thread.id}`);
    expect(alternates(res.body)).toEqual([
      `${ORIGIN}/feeds/thread/${made.thread.id}.rss`,
      `${ORIGIN}/latest.rss`,
    ]);
  });

  it('the home page and thread list link the latest threads; a category view its category', async () => {
    for (const url of ['/', '/threads']) {
      const res = await t.call('GET', url);
      expect(res.statusCode).toBe(200);
      expect(alternates(res.body)).toEqual([`${ORIGIN}/latest.rss`]);
    }
    const category = await db()
      .selectFrom('categories')
      .select(['id', 'slug', 'page_id'])
      .where('id', '=', otherCategoryId)
      .executeTakeFirstOrThrow();
    const bySlug = await t.call('GET', `/category/${category.slug}`);
    expect(alternates(bySlug.body)).toContain(`${ORIGIN}/feeds/category/${category.id}.rss`);
    if (category.page_id) {
      const byPage = await t.call('GET', `/?page=${category.page_id}`);
      expect(alternates(byPage.body)).toEqual([`${ORIGIN}/feeds/category/${category.id}.rss`]);
    }
    // Every linked feed is one that answers.
    for (const href of alternates(bySlug.body)) {
      expect((await t.call('GET', (href ?? '').replace(ORIGIN, ''))).statusCode).toBe(200);
    }
    const other = await t.call('GET', '/community-rules');
    expect(alternates(other.body)).toEqual([]);
    const unknown = await t.call('GET', '/category/%3Cscript%3E');
    expect(unknown.body).not.toContain('<script>');
    expect(alternates(unknown.body)).toEqual([]);
  });
});
