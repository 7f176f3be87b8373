import { CATEGORY_SEEDS } from './categories';

// Paths of the route table (docs/product.md#pages), shared so links are written once.
export const CALCULATOR_LINKS = [
  { path: '/calculator/royalty', label: 'Royalty & NRI Calculator' },
  { path: '/calculator/decimal-to-fraction', label: 'Fraction Calculators' },
  { path: '/calculator/deed-builder', label: 'Metes & Bounds Deed Plotter' },
] as const;

export const TRACT_VISUALIZER_PATH = '/calculator/metes-and-bounds';

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
