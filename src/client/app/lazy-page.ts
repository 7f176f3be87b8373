import { type ComponentType, createElement, lazy } from 'react';
import type { PreparePage } from '../api/prepare-page';

export interface PageModule {
  default: ComponentType;
}

/** A route's page, split into its own chunk, that can also be loaded (and its data fetched) ahead of rendering. */
export type LazyPage = ComponentType & { load: () => Promise<PageModule>; prepare?: PreparePage };

/**
 * `React.lazy` suspends on the first render even when its module has arrived, which draws the Suspense
 * fallback and then the page: two renders and a flash of "Loading page...". A page loaded ahead with
 * `load()` renders at once.
 */
export function lazyPage(importPage: () => Promise<PageModule>, prepare?: PreparePage): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const load = () => {
    loading ??= importPage().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a chunk that failed to arrive is asked for again next time
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(load);
  const Page = () => createElement(loaded ?? Suspending);
  return Object.assign(Page, { load, prepare });
}
