import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '../../../../shared/contracts/common';
import type { ActivityItem, Profile } from '../../../../shared/contracts/members';
import { api } from '../../../api/api-client';

export const memberKeys = {
  profile: (username: string) => ['members', 'profile', username.toLowerCase()] as const,
  activity: (username: string, kind: string, page: number) =>
    ['members', 'activity', username.toLowerCase(), kind, page] as const,
};

export function useProfile(username: string) {
  return useQuery({
    queryKey: memberKeys.profile(username),
    queryFn: ({ signal }) =>
      api.get<{ profile: Profile }>(`/api/users/${encodeURIComponent(username)}/profile`, undefined, signal),
  });
}

export function useActivity(username: string, kind: 'threads' | 'posts', page: number) {
  return useQuery({
    queryKey: memberKeys.activity(username, kind, page),
    queryFn: ({ signal }) =>
      api.get<{ items: ActivityItem[]; pagination: Pagination }>(
        `/api/users/${encodeURIComponent(username)}/activity`,
        { kind, page },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
