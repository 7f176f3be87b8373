import { useQuery } from '@tanstack/react-query';
import type { IgnoredListResponse } from '../../../../shared/contracts/ignoring';
import { api } from '../../../api/api-client';

// The member's own ignore list (docs/decisions/044-first-posts-held-and-ignoring.md).
export const ignoreKeys = { list: ['ignoring', 'list'] as const };

export function useIgnoredList(enabled: boolean) {
  return useQuery({
    queryKey: ignoreKeys.list,
    queryFn: ({ signal }) => api.get<IgnoredListResponse>('/api/me/ignored', undefined, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
