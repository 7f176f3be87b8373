import type { SectionKey, TownshipKey } from '../../../calc/land/land-key';

// A land key as the forum's own addresses write it: "ok-im-05n-03w-20" is /land/ok/im/05n/03w/20, its map
// /land-maps/ok-im-05n-03w-20.svg and its feed /feeds/land/ok-im-05n-03w-20.rss.

export const landPagePath = (key: SectionKey | TownshipKey | string): string =>
  `/land/${key.replace(/-/g, '/')}`;
export const landMapPath = (key: SectionKey | string, aliquot?: string | null): string =>
  `/land-maps/${key}.svg${aliquot ? `?part=${encodeURIComponent(aliquot)}` : ''}`;
export const landFeedPath = (key: SectionKey | TownshipKey | string): string => `/feeds/land/${key}.rss`;
