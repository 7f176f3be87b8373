import { escapeHtml } from '../../../shared/escape-markup';
import { categoryPath } from '../../../shared/routes';
import { landSitemapEntries } from '../../documents/land/land-sitemap';
import { iso } from '../records/thread-rows';
import type { Db } from '../records/visibility';

// One sitemap file holds at most 50,000 URLs (sitemaps.org). Past that, the most recently active threads
// win; a sitemap index would be the next step for a forum that large.
export const SITEMAP_MAX_URLS = 50_000;

/** /sitemap.xml: home, the open categories, every visible thread, newest activity first, and the land pages. */
export async function buildSitemap(db: Db, origin: string): Promise<string> {
  const categories = await db
    .selectFrom('categories')
    .select(['slug', 'page_id', 'last_post_at'])
    .where('is_archived', '=', false)
    .orderBy('order_index')
    .execute();
  const entries = new Map<string, string | null>([[`${origin}/`, null]]);
  for (const c of categories) {
    const url = `${origin}${categoryPath(c)}`;
    if (!entries.has(url)) entries.set(url, c.last_post_at ? iso(c.last_post_at) : null);
  }
  const threads = await db
    .selectFrom('threads')
    .select(['id', 'last_post_at'])
    .where('status', '<>', 'removed') // matches the partial index; the next line is the real filter
    .where('status', '=', 'visible')
    .orderBy('last_post_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SITEMAP_MAX_URLS - entries.size)
    .execute();
  for (const t of threads) entries.set(`${origin}/thread/${t.id}`, iso(t.last_post_at));
  // Then the land pages, once a post names the section or township (docs/decisions/039-land-references.md).
  for (const [path, lastmod] of await landSitemapEntries(db, SITEMAP_MAX_URLS - entries.size))
    entries.set(`${origin}${path}`, lastmod);

  const urls = [...entries].map(
    ([loc, lastmod]) =>
      `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt: crawl the forum, not the staff pages, personal pages or the API. */
export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /moderation',
    'Disallow: /profile',
    'Disallow: /create-thread',
    'Disallow: /api/',
    'Allow: /',
    '',
    // The Sitemap line must be a full address: without PUBLIC_URL there is none to give.
    ...(origin ? [`Sitemap: ${origin}/sitemap.xml`, ''] : []),
  ].join('\n');
}
