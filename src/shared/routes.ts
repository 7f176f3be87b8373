import { CATEGORY_SEEDS } from './categories';

// Paths of the route table (docs/product.md#pages), shared so links are written once.
export const TRACT_VISUALIZER_PATH = '/calculator/metes-and-bounds';

export const CALCULATOR_LINKS = [
  { path: '/calculator/royalty', label: 'Royalty & NRI Calculator' },
  { path: '/calculator/decimal-to-fraction', label: 'Fraction Calculators' },
  { path: TRACT_VISUALIZER_PATH, label: 'Tract Visualizer' },
  { path: '/calculator/deed-builder', label: 'Metes & Bounds Deed Plotter' },
] as const;

/**
 * Every path the browser app answers (docs/product.md#pages). The server answers 404 for any other page
 * address, so search engines and link checkers see a missing page as missing; the React route table
 * serves the same list. `:name` matches one path segment.
 */
export const CLIENT_ROUTE_PATTERNS = [
  '/',
  '/threads',
  '/category/:slug',
  '/thread/:id',
  '/create-thread',
  '/u/:username',
  '/login',
  '/register',
  '/logout',
  '/auth/callback',
  '/auth/choose-username',
  '/auth/confirm-link',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/cancel-email-change',
  '/profile',
  '/profile/security',
  '/profile/ignored',
  '/profile/two-factor',
  '/notifications',
  '/unsubscribe',
  '/drafts',
  '/bookmarks',
  '/my-land',
  '/unread',
  '/new',
  '/moderation',
  '/admin',
  '/community-rules',
  '/land/:state/:meridian/:township/:range',
  '/land/:state/:meridian/:township/:range/:section',
  ...CALCULATOR_LINKS.map((link) => link.path),
] as const;

const routeMatchers = CLIENT_ROUTE_PATTERNS.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-z]+/g, '[^/]+')}/?$`, 'i'),
);

/** True when the browser app has a page at this path (query string ignored; case and a trailing slash too). */
export function isClientRoute(pathname: string): boolean {
  const path = pathname.split('?')[0] ?? '';
  return routeMatchers.some((matcher) => matcher.test(path));
}

const slugUseCount = new Map<string, number>();
for (const c of CATEGORY_SEEDS) slugUseCount.set(c.slug, (slugUseCount.get(c.slug) ?? 0) + 1);

/**
 * Where a category view lives: /category/{slug} when the slug is the category's own, else the in-app page
 * id (/?page=texas), because several display names share the general and out-of-state slugs.
 */
export function categoryPath(category: {
  slug: string;
  page_id?: string | null;
  pageId?: string | null;
}): string {
  const pageId = category.page_id ?? category.pageId;
  if (pageId && (slugUseCount.get(category.slug) ?? 0) > 1) return `/?page=${encodeURIComponent(pageId)}`;
  return `/category/${encodeURIComponent(category.slug)}`;
}
