import { escapeHtml } from '../../../shared/escape-markup';
import type { Db } from '../records/visibility';
import { categoryFeedPath, latestFeedPath } from './feed-content';

// The <link rel="alternate"> tags that let a browser or feed reader find a page's feed: put in the
// server-rendered <head> of the thread page, the home page and the thread list, and the category views.

export const feedLinkTag = (title: string, href: string): string =>
  `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(title)}" href="${escapeHtml(href)}">`;

export const latestFeedLinkTag = (origin: string): string =>
  feedLinkTag('Latest threads', `${origin}${latestFeedPath}`);

/**
 * Feed links for an app page served as the plain shell: the category view (/category/{slug}, or the home
 * page with ?page={pageId}) links its category's feed (each one, when categories share the slug); the home
 * page and the thread list link the latest threads. Empty for every other page.
 */
export async function listPageFeedLinks(db: Db, origin: string, url: string): Promise<string> {
  const parsed = new URL(url, 'http://local');
  const path = parsed.pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const pageId = path === '/' ? parsed.searchParams.get('page') : null;
  const slug = /^\/category\/([^/]+)$/.exec(path)?.[1];
  if (pageId || slug) {
    let query = db.selectFrom('categories').select(['id', 'name']).orderBy('order_index').orderBy('id');
    query = pageId ? query.where('page_id', '=', pageId) : query.where('slug', '=', safeDecode(slug ?? ''));
    const categories = await query.limit(20).execute();
    return categories.map((c) => feedLinkTag(c.name, `${origin}${categoryFeedPath(c.id)}`)).join('\n');
  }
  return path === '/' || path === '/threads' ? latestFeedLinkTag(origin) : '';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
