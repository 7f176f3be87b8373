import { use } from 'react';

// The discussions list's one piece of the county list that is not lazy. Most visits name no county: the
// list, its filter select (a Suspense boundary of its own, adopted as the server drew it when its chunk
// arrives) and the county words load in county-filter.tsx's chunk, after the page's own.

type Counties = typeof import('./county-filter');
let loaded: Counties | undefined;
let loading: Promise<Counties> | undefined;

/** The county list's chunk, asked for once (again after a failure). */
export function loadCounties(): Promise<Counties> {
  loading ??= import('./county-filter').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * ?county= as a county's slug, '' for every county. An address that names one is checked against the
 * county list: the page waits for its chunk then (the browser loads it before adopting such a page).
 */
export function useCountyParam(value: string | null): string {
  if (!value) return '';
  return (loaded ?? use(loadCounties())).readCounty(value);
}

/** The county words of a list that names a county (loaded by then, as useCountyParam waited for them). */
export function useCounties(): Counties {
  return loaded ?? use(loadCounties());
}
