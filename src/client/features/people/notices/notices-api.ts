import { useQuery } from '@tanstack/react-query';
import type { NoticesResponse } from '../../../../shared/contracts/admin';
import { api } from '../../../api/api-client';

// The signed-in member's unacknowledged warnings and running mute ("the member sees the warning
// and its reason on their next visit").
export const noticesKey = (userId: number) => ['me', 'notices', userId] as const;

export function useNotices(userId: number | undefined) {
  return useQuery({
    queryKey: noticesKey(userId ?? 0),
    queryFn: ({ signal }) => api.get<NoticesResponse>('/api/me/notices', undefined, signal),
    enabled: userId !== undefined,
    staleTime: 60_000,
    // A warning or mute given while the member is reading shows up within a few minutes.
    refetchInterval: 5 * 60_000,
  });
}
