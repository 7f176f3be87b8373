import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowResponse, LandPageResponse, MyLandResponse } from '../../../../../shared/contracts/land';
import { api } from '../../../../api/api-client';

// The land pages' read (docs/decisions/039-land-references.md): a section or township and the threads that
// name it. The address parts go to the server as written; it answers 404 for land that does not exist.

export interface LandAddress {
  state: string;
  meridian: string;
  township: string;
  range: string;
  section?: string;
}

export const landPath = (address: LandAddress): string =>
  [address.state, address.meridian, address.township, address.range, address.section]
    .filter((part): part is string => part !== undefined)
    .map(encodeURIComponent)
    .join('/');

export const landKeys = {
  page: (address: LandAddress, page: number) => ['land', landPath(address), page] as const,
};

export function useLandPage(address: LandAddress, page: number) {
  return useQuery({
    queryKey: landKeys.page(address, page),
    queryFn: () =>
      api.get<LandPageResponse>(`/api/land/${landPath(address)}${page > 1 ? `?page=${page}` : ''}`),
  });
}

/** What the member follows ("My land"); only asked when signed in. */
export function useMyLand(enabled: boolean) {
  return useQuery({
    queryKey: ['land', 'follows'] as const,
    queryFn: () => api.get<MyLandResponse>('/api/land-follows'),
    enabled,
  });
}

export function useFollowLand(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) =>
      following
        ? api.put<FollowResponse>(`/api/land-follows/${encodeURIComponent(key)}`)
        : api.delete<FollowResponse>(`/api/land-follows/${encodeURIComponent(key)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['land', 'follows'] }),
  });
}
