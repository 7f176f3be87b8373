import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCast } from '../support/factories';
import { firstOpenCategoryId, makePost, makeThread } from '../support/forum-factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Awaited<ReturnType<typeof makeCast>>;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://forum.example.com/' }, { pages: true });
  cast = await makeCast(t.database.db);
  categoryId = await firstOpenCategoryId(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const root = (html: string) => html.slice(html.indexOf('<div id="root">'));
/** Script elements a browser would run: not JSON data (the page's data, schema.org's structured data). */
const RUNNABLE_SCRIPT = /<script(?![^>]*type="application\/(?:ld\+)?json")/i;
const postCount = (html: string) => html.match(/<article id="post-\d+"/g)?.length ?? 0;

describe('GET /thread/:id (React rendered on the server)', () => {
  it('answers HTML with title, description, canonical link, Open Graph tags and the posts', async () => {
    const opening = `Our **pooling order** arrived. ${'Long words about elections and bonuses. '.repeat(10)}`;
    const made = await makeThread(db(), {
      author: cast.member,
      categoryId,
      title: 'Pooling <order> & "election"',
      content: opening,
    });
    await makePost(db(), {
      thread: made,
      author: cast.admin,
      content: 'Reply with a [link](https://occ.ok.gov/) and _emphasis_.',
    });
    const res = await t.call('GET', `/thread/${made.thread.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(head(html)).toContain(
      '<title>Pooling &lt;order&gt; &amp; "election" | Oklahoma Mineral Rights Forum</title>',
    );
    expect(head(html).match(/<title>/g)).toHaveLength(1);
    const description = /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1] ?? '';
    expect(description.startsWith('Our pooling order arrived.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith('…')).toBe(true);
    const url = `https://forum.example.com/thread/${made.thread.id}`;
    expect(head(html)).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(head(html)).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(head(html)).toContain('<meta property="og:type" content="article"/>');
    expect(head(html)).toContain(
      '<meta property="og:title" content="Pooling &lt;order&gt; &amp; &quot;election&quot;"/>',
    );
    expect(head(html)).toContain(`<meta property="og:description" content="${description}"/>`);
    // The page's data, once, for the browser's React to adopt the page without asking again.
    expect(html.match(/<script type="application\/json" id="page-data">/g)).toHaveLength(1);
    expect(postCount(html)).toBe(2);
    expect(root(html)).toContain('<strong>pooling order</strong>');
    expect(root(html)).toContain(
      '<a href="https://occ.ok.gov/" rel="nofollow ugc noopener noreferrer" target="_blank">link</a>',
    );
    expect(root(html)).toContain('<em>emphasis</em>');
    expect(root(html)).toContain(cast.admin.user.username);
  });

  it('renders hostile Markdown inert: no script, no event handlers, no javascript: links', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[click](javascript:alert(3))',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
      '![img](javascript:alert(4))',
      '<a href="javascript:alert(5)">raw</a>',
      'Visit https://example.com/page and mailto:owner@example.com',
    ].join('\n\n');
    const made = await makeThread(db(), {
      author: cast.member,
      categoryId,
      title: 'Hostile',
      content: hostile,
    });
    const html = root((await t.call('GET', `/thread/${made.thread.id}`)).body);
    expect(html).not.toMatch(RUNNABLE_SCRIPT);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toMatch(/src="javascript:/i);
    expect(html).not.toMatch(/href="data:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('href="https://example.com/page"');
  });

  it('answers 404 with a page for unknown, held, removed and malformed ids', async () => {
    const held = await makeThread(db(), {
      author: cast.member,
      categoryId,
      status: 'held',
      title: 'Secret held',
    });
    const removed = await makeThread(db(), {
      author: cast.member,
      categoryId,
      status: 'removed',
      title: 'Secret removed',
    });
    for (const path of [
      '/thread/99999999',
      `/thread/${held.thread.id}`,
      `/thread/${removed.thread.id}`,
      '/thread/abc',
      '/thread/-1',
    ]) {
      const res = await t.call('GET', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('Thread not found');
      expect(res.body).not.toContain('Secret');
    }
  });

  it('pages long threads 50 posts at a time with prev/next links', async () => {
    const made = await makeThread(db(), { author: cast.member, categoryId, title: 'Long' });
    for (let i = 0; i < 55; i++)
      await makePost(db(), { thread: made, author: cast.member, content: `reply number ${i}` });
    const first = (await t.call('GET', `/thread/${made.thread.id}`)).body;
    expect(first).toContain(
      `<link rel="next" href="https://forum.example.com/thread/${made.thread.id}?page=2"/>`,
    );
    expect(postCount(first)).toBe(50);
    // A reader without JavaScript (or a crawler) follows a plain link to the next page.
    expect(root(first)).toMatch(new RegExp(`<a [^>]*href="/thread/${made.thread.id}\\?page=2"`));
    const second = await t.call('GET', `/thread/${made.thread.id}?page=2`);
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain(
      `<link rel="canonical" href="https://forum.example.com/thread/${made.thread.id}?page=2"/>`,
    );
    expect(postCount(second.body)).toBe(6);
    // Oldest first: the opening post and replies 0-48 on the first page, 49-54 in order on the second.
    expect(first).toContain('reply number 48<');
    expect(first).not.toContain('reply number 49<');
    const order = [49, 50, 51, 52, 53, 54].map((n) => second.body.indexOf(`reply number ${n}<`));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > (order[i - 1] ?? 0)))).toBe(true);
    expect((await t.call('GET', `/thread/${made.thread.id}?page=9`)).statusCode).toBe(404);
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists home, categories and visible threads only', async () => {
    const visible = await makeThread(db(), { author: cast.member, categoryId, title: 'In the sitemap' });
    const held = await makeThread(db(), { author: cast.member, categoryId, status: 'held' });
    const res = await t.call('GET', '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://forum.example.com/</loc>');
    expect(xml).toContain('<loc>https://forum.example.com/category/leasing</loc>');
    expect(xml).toContain('<loc>https://forum.example.com/?page=texas</loc>');
    expect(xml).toMatch(
      new RegExp(`<loc>https://forum.example.com/thread/${visible.thread.id}</loc><lastmod>\\d{4}-`),
    );
    expect(xml).not.toContain(`/thread/${held.thread.id}<`);
  });

  it('robots.txt keeps staff and personal pages out and points to the sitemap', async () => {
    const res = await t.call('GET', '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const line of [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /moderation',
      'Disallow: /profile',
      'Sitemap: https://forum.example.com/sitemap.xml',
    ]) {
      expect(res.body).toContain(line);
    }
  });

  it('never builds links from the Host header: without PUBLIC_URL they use http://localhost:PORT, and no canonical', async () => {
    const plain = await createTestApp({ PORT: '4123' }, { pages: true });
    try {
      const headers = { host: 'attacker.example' };
      const robots = await plain.call('GET', '/robots.txt', { headers });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain('Sitemap: http://localhost:4123/sitemap.xml');
      const sitemap = await plain.call('GET', '/sitemap.xml', { headers });
      expect(sitemap.body).toContain('<loc>http://localhost:4123/</loc>');
      expect(sitemap.body).not.toMatch(/<loc>\//);
      const made = await makeThread(plain.database.db, {
        author: (await makeCast(plain.database.db)).member,
      });
      const page = await plain.call('GET', `/thread/${made.thread.id}`, { headers });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`"url":"http://localhost:4123/thread/${made.thread.id}"`);
      // A canonical must name the site's real address; without PUBLIC_URL there is none.
      expect(page.body).not.toContain('rel="canonical"');
      const feed = await plain.call('GET', '/latest.rss', { headers });
      expect(feed.body).toContain(`<link>http://localhost:4123/thread/${made.thread.id}</link>`);
      for (const res of [robots, sitemap, page, feed]) expect(res.body).not.toContain('attacker.example');
    } finally {
      await plain.close();
    }
  });
});

describe('inside the app shell', () => {
  it('keeps the app scripts, replaces the title and sends one description; unknown threads get the shell with 404', async () => {
    const made = await makeThread(db(), {
      author: cast.member,
      categoryId,
      title: 'Shell thread',
      content: 'Specific words.',
    });
    const page = await t.call('GET', `/thread/${made.thread.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Shell thread | Oklahoma Mineral Rights Forum</title>');
    expect(page.body).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(page.body.match(/name="description"/g)).toHaveLength(1);
    expect(page.body).toContain('<meta name="description" content="Specific words."/>');
    const missing = await t.call('GET', '/thread/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('/assets/app.js');
  });
});
