import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';

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
