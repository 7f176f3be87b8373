import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  NotificationPreferences,
  UnsubscribeResponse,
  updateNotificationPreferencesBody,
} from '../../../../shared/contracts/notification-settings';
import { api } from '../../../api/api-client';

// E-mail settings and the unsubscribe link's page (docs/product.md#notification-e-mail).
const preferencesKey = (userId: number) => ['notifications', userId, 'preferences'] as const;

export function usePreferences(userId: number) {
  return useQuery({
    queryKey: preferencesKey(userId),
    queryFn: ({ signal }) =>
      api.get<NotificationPreferences>('/api/notifications/preferences', undefined, signal),
  });
}

export function useSavePreferences(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof updateNotificationPreferencesBody>) =>
      api.put<NotificationPreferences>('/api/notifications/preferences', body),
    onSuccess: (data) => client.setQueryData(preferencesKey(userId), data),
  });
}

export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) =>
      api.get<UnsubscribeResponse>('/api/notifications/unsubscribe', { token }, signal),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => api.post<UnsubscribeResponse>('/api/notifications/unsubscribe', { token }),
  });
}
