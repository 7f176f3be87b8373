import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cooker } from '../../src/server/forum/cooking/cooker';
import { recookPosts } from '../../src/server/platform/maintenance/recook-posts';
import { makeCast } from '../support/factories';
import { firstOpenCategoryId, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The land pages (docs/decisions/039-land-references.md): a post naming a section, in any written form, puts
// its thread on the section's page and its township's, in the section's feed and the sitemap; the map is
// drawn by the server; held and removed content never shows; addresses naming no real land answer 404.

const ORIGIN = 'https://forum.example.com';
let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'land-shell-'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Forum</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ PUBLIC_URL: `${ORIGIN}/` }, { clientDir });
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function newThread(title: string, content: string, token = cast.member.token): Promise<number> {
  const res = await t.call('POST', '/api/threads', {
    token,
    body: { category_id: categoryId, title, content },
  });
  expect(res.statusCode).toBe(201);
  return res.json().thread.id;
}

describe('a section page', () => {
  it('lists the visible threads that name the section in any form, newest first, with its names', async () => {
    const first = await newThread(
      'Pooling in Grady County',
      'We got a pooling notice for the NE/4 of 20-5N-3W.',
    );
    const second = await newThread(
      'Lease offer question',
      'Offer on Section 20, Township 5 North, Range 3 West, $500.',
    );
    await newThread('Another section', 'This one is 21-5N-3W.');
    const res = await t.call('GET', '/api/land/ok/im/05n/03w/20');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.threads.map((thread: { id: number }) => thread.id)).toEqual([second, first]);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(body.land).toMatchObject({
      key: 'ok-im-05n-03w-20',
      kind: 'section',
      title: 'Section 20-5N-3W',
      township_path: '/land/ok/im/05n/03w',
      map_path: '/land-maps/ok-im-05n-03w-20.svg',
      feed_path: '/feeds/land/ok-im-05n-03w-20.rss',
    });
    expect(body.land.names).toContain('S20 T5N R3W');

    // The township's page holds both sections' threads.
    const township = (await t.call('GET', '/api/land/ok/im/05n/03w')).json();
    expect(township.land.kind).toBe('township');
    expect(township.pagination.total).toBeGreaterThanOrEqual(3);

    // Pages of one.
    const paged = (await t.call('GET', '/api/land/ok/im/05n/03w/20?limit=1&page=2')).json();
    expect(paged.threads.map((thread: { id: number }) => thread.id)).toEqual([first]);
  });

  it('drops a thread when its post is edited to name other land, and never shows removed threads', async () => {
    const id = await newThread('Will change', 'About 7-18N-10W.');
    expect((await t.call('GET', '/api/land/ok/im/18n/10w/07')).json().pagination.total).toBe(1);
    const thread = (await t.call('GET', `/api/threads/${id}`)).json();
    const postId = thread.posts[0].id;
    const edited = await t.call('PUT', `/api/posts/${postId}`, {
      token: cast.member.token,
      body: { content: 'About 8-18N-10W now.' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await t.call('GET', '/api/land/ok/im/18n/10w/07')).json().pagination.total).toBe(0);
    expect((await t.call('GET', '/api/land/ok/im/18n/10w/08')).json().pagination.total).toBe(1);
    await t.database.db.updateTable('threads').set({ status: 'removed' }).where('id', '=', id).execute();
    expect((await t.call('GET', '/api/land/ok/im/18n/10w/08')).json().pagination.total).toBe(0);
  });

  it.each([
    ['/api/land/ok/im/05n/03w/37', 404],
    ['/api/land/ok/im/99n/03w/20', 404],
    ['/api/land/ok/im/5n/3w/20', 404],
    ['/api/land/tx/im/05n/03w/20', 404],
    ['/api/land/ok/im/05n/03w/20?page=0', 400],
    ['/api/land/ok/im/05n/03w/toolong', 400],
    ['/land-maps/ok-im-05n-03w-37.svg', 404],
    ['/feeds/land/ok-im-99n-03w-20.rss', 404],
  ])('%s answers %i', async (url, status) => {
    expect((await t.call('GET', url)).statusCode).toBe(status);
  });
});

describe('hostile posts', () => {
  it('takes a post filled with references and hostile characters whole, linking what it may', async () => {
    const references = Array.from({ length: 6_000 }, (_, index) => `${(index % 36) + 1}-6N-7W`).join(' ');
    const content =
      `${references}\n\n\u202e20-6N-7W \u200b21-6N-7W ２２-6N-7W \`23-6N-7W\` 24\u2011 6N-7W`.slice(
        0,
        50_000,
      );
    const id = await newThread('A wall of land', content);
    const thread = (await t.call('GET', `/api/threads/${id}`)).json();
    // Nothing stored is lost: the source is kept as written.
    expect(thread.posts[0].content).toBe(content.trim());
    expect(
      (await t.call('GET', '/api/land/ok/im/06n/07w/36')).json().threads.map((x: { id: number }) => x.id),
    ).toEqual([id]);
  });
});

describe('posts written before the land was read', () => {
  it('join their section page when the background re-cook renders them again', async () => {
    // A post cooked by the renderer before this one: its HTML has no land links.
    const old = await makeThread(t.database.db, {
      author: cast.member,
      categoryId,
      content: 'Old post about 3-1N-1E.',
    });
    await t.database.db
      .updateTable('posts')
      .set({ cooked: '<p>Old post about 3-1N-1E.</p>\n', cooked_version: 4 })
      .where('id', '=', old.firstPost.id)
      .execute();
    expect((await t.call('GET', '/api/land/ok/im/01n/01e/03')).json().pagination.total).toBe(0);
    const cooker = new Cooker({ workers: 1 });
    try {
      while ((await recookPosts(t.database.db, cooker.cook, 50)) > 0);
    } finally {
      cooker.close();
    }
    const page = (await t.call('GET', '/api/land/ok/im/01n/01e/03')).json();
    expect(page.threads.map((thread: { id: number }) => thread.id)).toEqual([old.thread.id]);
  });
});

describe('the map, the feed and the sitemap', () => {
  it('draws the section with its part shaded; an unreadable part is just not shaded', async () => {
    const res = await t.call('GET', '/land-maps/ok-im-05n-03w-20.svg?part=N%2F2%20SE%2F4');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toContain('<title>Map of Section 20-5N-3W with the N/2 SE/4 shaded</title>');
    expect(res.body).toContain('class="aliquot"');
    const hostile = await t.call('GET', '/land-maps/ok-im-05n-03w-20.svg?part=%3Cscript%3E');
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('script');
    expect(hostile.body).not.toContain('class="aliquot"');
  });

  it('has a feed of the threads naming the section, with absolute links and the map', async () => {
    await newThread('Feed check', 'Spacing on S9 T7N R10W, Caddo County.');
    const res = await t.call('GET', '/feeds/land/ok-im-07n-10w-09.rss');
    expect(res.statusCode).toBe(200);
    const feed = await new Parser().parseString(res.body);
    expect(feed.items.map((item) => item.title)).toEqual(['Feed check']);
    expect(feed.link).toBe(`${ORIGIN}/land/ok/im/07n/10w/09`);
    expect(feed.items[0]?.content).toContain(`href="${ORIGIN}/land/ok/im/07n/10w/09"`);
    expect(feed.items[0]?.content).toContain(`src="${ORIGIN}/land-maps/ok-im-07n-10w-09.svg"`);
  });

  it('lists a section page in the sitemap once a post names it', async () => {
    const before = (await t.call('GET', '/sitemap.xml')).body;
    expect(before).not.toContain('/land/ok/im/12n/08w/36<');
    await newThread('Sitemap check', 'NE 1/4 of Section 36-12N-8W, Canadian County');
    const after = (await t.call('GET', '/sitemap.xml')).body;
    expect(after).toContain(`<loc>${ORIGIN}/land/ok/im/12n/08w/36</loc>`);
    expect(after).toContain(`<loc>${ORIGIN}/land/ok/im/12n/08w</loc>`);
  });

  it('serves the section page address as an app page', async () => {
    expect((await t.call('GET', '/land/ok/im/05n/03w/20')).statusCode).toBe(200);
    expect((await t.call('GET', '/land/ok/im/05n/03w')).statusCode).toBe(200);
  });
});

describe('search by land', () => {
  it('finds a section written one way by any other way, and offers its page first', async () => {
    const id = await newThread('Search by land', 'Offer on the SW/4 of Sec. 14-9N-6W from a landman.');
    for (const q of [
      '14-9N-6W',
      'Section 14, Township 9 North, Range 6 West',
      'S14 T9N R6W',
      '9N 6W sec 14',
    ]) {
      const res = await t.call('GET', `/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.results.map((result: { thread: { id: number } }) => result.thread.id)).toEqual([id]);
      expect(body.land).toEqual({
        key: 'ok-im-09n-06w-14',
        title: 'Section 14-9N-6W',
        path: '/land/ok/im/09n/06w/14',
      });
      expect(body.results[0].snippet_html).toContain('Sec. 14-9N-6W');
      expect(body.results[0].snippet_author_id).toEqual(expect.any(Number));
    }
  });

  it('searches a query with other words by its words, still offering the section first', async () => {
    await newThread('Landman offer words', 'A landman offer for the land, see 15-9N-6W.');
    const body = (await t.call('GET', `/api/search?q=${encodeURIComponent('landman 15-9N-6W')}`)).json();
    expect(body.land).toMatchObject({ key: 'ok-im-09n-06w-15' });
  });

  it('leaves a query that names no real land to the words', async () => {
    const res = await t.call('GET', `/api/search?q=${encodeURIComponent('Section 37-9N-6W')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().land).toBeUndefined();
  });
});
