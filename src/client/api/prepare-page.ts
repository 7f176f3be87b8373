import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page module may export beside its component: fetch the queries its first render reads. The app calls
 * it for the page the browser opened, before its first render, so that render is the page's whole content
 * (docs/decisions/032-first-render-with-its-data.md). Route params and the URL's query come as React Router
 * gives them.
 */
export type PreparePage = (
  client: QueryClient,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
) => Promise<unknown> | undefined;
