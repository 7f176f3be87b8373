import { useQuery } from '@tanstack/react-query';
import type {
  Category,
  ListThreadsResponse,
  postSorts,
  SearchResponse,
  ThreadDetailResponse,
  threadSorts,
} from '../../../../shared/contracts/forum';
import { api } from '../../../api/api-client';

// Reads of the forum (docs/product.md#api). Writes live in forum-mutations.ts.

export type ThreadSort = (typeof threadSorts)[number];
export type PostSort = (typeof postSorts)[number];

// The sort names as values. Typed as a Record, so the compiler insists on exactly the contract's names; the
// pages must not import the contract module for its two arrays: it builds zod schemas and pulls in the
// card calculators, about 40 KB brotli a page would fetch before drawing.
const THREAD_SORTS: Record<ThreadSort, true> = { latest: true, oldest: true, popular: true, replies: true };
const POST_SORTS: Record<PostSort, true> = { oldest: true, newest: true, votes: true };
export const isThreadSort = (value: string | null): value is ThreadSort =>
  value !== null && Object.hasOwn(THREAD_SORTS, value);
export const isPostSort = (value: string | null): value is PostSort =>
  value !== null && Object.hasOwn(POST_SORTS, value);

/** Which threads a list shows: one exact category (several display names share a slug), a slug, or all. */
export interface ThreadFilter {
  category_id?: number;
  category_slug?: string;
  page_id?: string;
  /** Solved threads only ('1') or those not solved yet ('0'). */
  solved?: '0' | '1';
  /** Only the threads about this county (docs/decisions/042-thread-counties.md). */
  county?: string;
}

export const forumKeys = {
  categories: ['categories'] as const,
  threadLists: ['threads'] as const,
  threadList: (filter: ThreadFilter, sort: ThreadSort, page: number) =>
    ['threads', 'list', filter, sort, page] as const,
  search: (q: string, categorySlug: string | undefined, page: number, solved = '', county = '') =>
    ['threads', 'search', q, categorySlug ?? '', solved, county, page] as const,
  thread: (id: number) => ['thread', id] as const,
  threadPage: (id: number, sort: PostSort, page: number) => ['thread', id, sort, page] as const,
};

/**
 * Whether the previous query's key starts with `prefix`. Used to keep the previous page's data on screen
 * while the next page of the same list loads (no flash of a spinner), but never to show one thread's or
 * one category's data while another loads.
 */
function startsWith(key: readonly unknown[] | undefined, prefix: readonly unknown[]): boolean {
  return !!key && prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));
}

export const categoriesQuery = {
  queryKey: forumKeys.categories,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<{ categories: Category[] }>('/api/categories', undefined, signal),
  staleTime: 60_000,
};

export function useCategories() {
  return useQuery({
    ...categoriesQuery,
    select: (data) => data.categories,
  });
}

/** One page of the discussions list: the query the list reads, and fetches ahead of the app's first render. */
export const threadListQuery = (filter: ThreadFilter, sort: ThreadSort, page: number) => ({
  queryKey: forumKeys.threadList(filter, sort, page),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<ListThreadsResponse>('/api/threads', { ...filter, sort, page }, signal),
});

export function useThreadList(filter: ThreadFilter, sort: ThreadSort, page: number, enabled = true) {
  return useQuery({
    ...threadListQuery(filter, sort, page),
    placeholderData: (previous, query) =>
      startsWith(query?.queryKey, ['threads', 'list', filter, sort]) ? previous : undefined,
    enabled,
  });
}

export function useThreadSearch(
  q: string,
  categorySlug: string | undefined,
  page: number,
  solved?: '0' | '1',
  county?: string,
) {
  return useQuery({
    queryKey: forumKeys.search(q, categorySlug, page, solved, county),
    queryFn: ({ signal }) =>
      api.get<SearchResponse>(
        '/api/search',
        { q, page, category_slug: categorySlug, solved, county: county || undefined },
        signal,
      ),
    placeholderData: (previous, query) =>
      startsWith(query?.queryKey, ['threads', 'search', q, categorySlug ?? '', solved ?? '', county ?? ''])
        ? previous
        : undefined,
    enabled: q.length > 0,
  });
}

/** One page of a thread: the query the thread page reads, and fetches ahead of the app's first render. */
export const threadDetailQuery = (id: number, sort: PostSort, page: number) => ({
  queryKey: forumKeys.threadPage(id, sort, page),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<ThreadDetailResponse>(`/api/threads/${id}`, { sort, page }, signal),
  // The page fetched before the app's first render is not asked for again as the page mounts a moment
  // later (a second request and a second render on a slow phone). Writes refetch it whatever its age.
  staleTime: 10_000,
});

export function useThreadDetail(id: number, sort: PostSort, page: number) {
  return useQuery({
    ...threadDetailQuery(id, sort, page),
    placeholderData: (previous, query) =>
      startsWith(query?.queryKey, ['thread', id]) ? previous : undefined,
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
