import { CATEGORY_GROUPS, CATEGORY_SEEDS, findCategorySeedByPageId } from '../../../../shared/categories';
import type { Category } from '../../../../shared/contracts/forum';
import type { ThreadFilter } from './forum-api';

// Which category a category view shows. Several display names share the general and out-of-state slugs
// (docs/product.md#pages), so a page id names one exact category while a slug may name several.

export interface CategoryView {
  title: string;
  icon: string;
  description: string;
  filter: ThreadFilter;
  /** The one category a New Thread button preselects, when there is exactly one. */
  category?: Category;
  /** Known to be closed to new threads (locked or archived). */
  closed: boolean;
}

type Named = { name: string; group: string | null };

/** A name for everything that shares one slug: the group's title when all are in one group, else the first. */
export function sharedSlugTitle(items: readonly Named[]): string {
  const first = items[0];
  if (!first) return '';
  if (items.length === 1) return first.name;
  const groups = new Set(items.map((i) => i.group));
  const group = groups.size === 1 ? CATEGORY_GROUPS.find((g) => g.key === first.group) : undefined;
  return group?.title ?? first.name;
}

const isClosed = (c: Category) => c.is_locked === 1 || c.is_archived === 1;

/** `categories` is undefined while loading or after a failure: the seed catalogue stands in. */
export function resolveCategoryView(
  target: { pageId?: string | null; slug?: string | null },
  categories: readonly Category[] | undefined,
): CategoryView | null {
  if (target.pageId) {
    const seed = findCategorySeedByPageId(target.pageId);
    if (!seed) return null;
    const live = categories?.find((c) => c.page_id === seed.pageId);
    if (live) {
      return {
        title: live.name,
        icon: live.icon,
        description: live.description,
        filter: { category_id: live.id },
        category: live,
        closed: isClosed(live),
      };
    }
    return {
      title: seed.name,
      icon: seed.icon,
      description: seed.description,
      filter: { category_slug: seed.slug, page_id: seed.pageId },
      closed: false,
    };
  }
  const slug = (target.slug ?? '').toLowerCase();
  if (!slug) return null;
  const live = (categories ?? []).filter((c) => c.slug === slug && c.is_archived === 0);
  if (live.length > 0) {
    const first = live[0] as Category;
    return {
      title: sharedSlugTitle(live.map((c) => ({ name: c.name, group: c.group_key }))),
      icon: first.icon,
      description:
        live.length === 1 ? first.description : `Discussions in ${live.map((c) => c.name).join(', ')}.`,
      filter: { category_slug: slug },
      category: live.length === 1 ? first : undefined,
      closed: live.length === 1 && isClosed(first),
    };
  }
  if (categories) return null;
  const seeds = CATEGORY_SEEDS.filter((s) => s.slug === slug);
  const firstSeed = seeds[0];
  if (!firstSeed) return null;
  return {
    title: sharedSlugTitle(seeds),
    icon: firstSeed.icon,
    description:
      seeds.length === 1 ? firstSeed.description : `Discussions in ${seeds.map((s) => s.name).join(', ')}.`,
    filter: { category_slug: slug },
    closed: false,
  };
}
