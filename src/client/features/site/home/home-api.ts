import { useQuery } from '@tanstack/react-query';
import type { ListThreadsResponse } from '../../../../shared/contracts/forum';
import { api } from '../../../api/api-client';

export interface HomeCategory {
  id: number;
  name: string;
  slug: string;
  page_id?: string | null;
  icon: string;
  description: string;
  thread_count: number;
  post_count: number;
  last_post_at?: string | null;
  is_archived: number | boolean;
}

export function useHomeCategories() {
  return useQuery({
    queryKey: ['categories', 'home'],
    queryFn: ({ signal }) => api.get<{ categories: HomeCategory[] }>('/api/categories', undefined, signal),
    staleTime: 30_000,
  });
}

/** The ten threads with the most recent activity, for "Latest discussions" on the home page. */
export function useLatestThreads() {
  return useQuery({
    queryKey: ['threads', 'home-latest'],
    queryFn: ({ signal }) =>
      api.get<ListThreadsResponse>('/api/threads', { sort: 'latest', limit: 10 }, signal),
    staleTime: 30_000,
  });
}
