// The category catalogue of docs/product.md#pages: display names, their (sometimes shared) slugs, the in-app
// page ids that open a category view, icons and the home-page / Site Map groups. Seeded at start-up.

export const CATEGORY_GROUPS = [
  { key: 'welcome', title: 'Welcome' },
  { key: 'news', title: 'News & Updates' },
  { key: 'mineral-management', title: 'Mineral Management' },
  { key: 'documents', title: 'Document & Image Requests' },
  { key: 'technical', title: 'Geological, Technical, Regulatory & Legal' },
  { key: 'other-states', title: 'Other States & Regions' },
] as const;
export type CategoryGroupKey = (typeof CATEGORY_GROUPS)[number]['key'];

export interface CategorySeed {
  pageId: string;
  name: string;
  slug: string;
  icon: string;
  group: CategoryGroupKey;
  description: string;
}

const seed = (
  pageId: string,
  name: string,
  slug: string,
  icon: string,
  group: CategoryGroupKey,
  description: string,
): CategorySeed => ({ pageId, name, slug, icon, group, description });

export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  seed(
    'site-suggestions',
    'Site Suggestions',
    'feedback',
    'lightbulb',
    'welcome',
    'Ideas and feedback to make this forum better.',
  ),
  seed(
    'general-oil-gas',
    'General Oil and Gas',
    'general',
    'oil',
    'welcome',
    'Open discussion about oil, gas and mineral ownership.',
  ),
  seed(
    'forum-announcements',
    'Forum Announcements',
    'announcements',
    'megaphone',
    'news',
    'News about the forum from the staff.',
  ),
  seed(
    'industry-news',
    'Industry News',
    'industry-news',
    'newspaper',
    'news',
    'Oil and gas news that matters to mineral owners.',
  ),
  seed(
    'title-ownership',
    'Title & Ownership',
    'title-ownership',
    'scroll',
    'mineral-management',
    'Chains of title, probate, heirship and ownership questions.',
  ),
  seed(
    'leasing',
    'Leasing',
    'leasing',
    'handshake',
    'mineral-management',
    'Lease offers, bonus, royalty terms and lease clauses.',
  ),
  seed(
    'imaging-services',
    'Imaging Services',
    'general',
    'camera',
    'documents',
    'Requests for deeds, plats, leases and other county records.',
  ),
  seed(
    'regulatory',
    'Regulatory',
    'regulatory',
    'gavel',
    'technical',
    'Corporation Commission orders, spacing, pooling and hearings.',
  ),
  seed(
    'spacing-pooling',
    'Spacing & Pooling',
    'regulatory',
    'grid',
    'technical',
    'Spacing units, pooling orders and election deadlines.',
  ),
  seed(
    'new-wells',
    'New Wells',
    'production',
    'drill',
    'technical',
    'Permits, spuds and completions of new wells.',
  ),
  seed(
    'well-production',
    'Well and Production Data',
    'production',
    'chart',
    'technical',
    'Production reports, check stubs and decimals.',
  ),
  seed(
    'geological-info',
    'Geological Information',
    'general',
    'layers',
    'technical',
    'Formations, plays and geology of Oklahoma.',
  ),
  seed(
    'drilling-practices',
    'Drilling Practices',
    'general',
    'drill',
    'technical',
    'Horizontal drilling, completions and field operations.',
  ),
  seed('texas', 'Texas', 'out-of-state', 'map', 'other-states', 'Minerals in Texas.'),
  seed('new-mexico', 'New Mexico', 'out-of-state', 'map', 'other-states', 'Minerals in New Mexico.'),
  seed('colorado', 'Colorado', 'out-of-state', 'map', 'other-states', 'Minerals in Colorado.'),
  seed('kansas', 'Kansas', 'out-of-state', 'map', 'other-states', 'Minerals in Kansas.'),
  seed('wyoming', 'Wyoming', 'out-of-state', 'map', 'other-states', 'Minerals in Wyoming.'),
  seed('ohio', 'Ohio', 'out-of-state', 'map', 'other-states', 'Minerals in Ohio.'),
  seed('pennsylvania', 'Pennsylvania', 'out-of-state', 'map', 'other-states', 'Minerals in Pennsylvania.'),
  seed('west-virginia', 'West Virginia', 'out-of-state', 'map', 'other-states', 'Minerals in West Virginia.'),
  seed(
    'other-states',
    'All Other States',
    'out-of-state',
    'globe',
    'other-states',
    'Minerals anywhere else in the United States.',
  ),
];

export function findCategorySeedByPageId(pageId: string): CategorySeed | undefined {
  return CATEGORY_SEEDS.find((c) => c.pageId === pageId.toLowerCase());
}
