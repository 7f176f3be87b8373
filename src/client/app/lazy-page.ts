import { type ComponentType, createElement, lazy } from 'react';

export interface PageModule {
  default: ComponentType;
  /** Loads what the page needs to draw this address (a part of it that the page does not always draw). */
  prepare?: (search: URLSearchParams) => Promise<unknown> | undefined;
}

/** A route's page in a chunk of its own that can be loaded ahead of its first render. */
export type LazyPage = ComponentType & { load: () => Promise<PageModule> };

/**
 * `React.lazy` suspends on its first render even when its module has arrived. The browser loads the page of
 * a server-rendered address before it adopts the server's markup (main.tsx), so that the whole page is
 * adopted in one pass, as the server drew it; a page loaded ahead with `load()` renders at once.
 */
export function lazyPage(importPage: () => Promise<PageModule>): LazyPage {
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
  return Object.assign(Page, { load });
}
