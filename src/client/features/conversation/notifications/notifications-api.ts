import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  ListNotificationsResponse,
  NotificationsChangedEvent,
  UnreadCountResponse,
} from '../../../../shared/contracts/notifications';
import { ApiError, api } from '../../../api/api-client';
import { readEventStream } from '../../../api/event-stream';

// The signed-in member's notifications (docs/product.md#notifications): the unread count for the bell, the
// list for /notifications, and the live stream that keeps both fresh without reloading.
export const notificationKeys = {
  all: (userId: number) => ['notifications', userId] as const,
  unread: (userId: number) => ['notifications', userId, 'unread'] as const,
  page: (userId: number, page: number) => ['notifications', userId, 'page', page] as const,
};

export function useUnreadCount(userId: number | undefined) {
  return useQuery({
    queryKey: notificationKeys.unread(userId ?? 0),
    queryFn: ({ signal }) =>
      api.get<UnreadCountResponse>('/api/notifications/unread-count', undefined, signal),
    enabled: userId !== undefined,
    staleTime: 30_000,
  });
}

export function useNotificationsPage(userId: number, page: number) {
  return useQuery({
    queryKey: notificationKeys.page(userId, page),
    queryFn: ({ signal }) => api.get<ListNotificationsResponse>('/api/notifications', { page }, signal),
    placeholderData: (previous) => previous,
  });
}

export function useMarkRead(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<UnreadCountResponse>(`/api/notifications/${id}/read`),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all(userId) }),
  });
}

export function useMarkAllRead(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnreadCountResponse>('/api/notifications/read-all'),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all(userId) }),
  });
}

const RETRY_MS = [1_000, 3_000, 10_000, 30_000];

/**
 * Keeps the live stream open while a member is signed in: each `changed` event sets the bell's count and
 * refreshes any list on screen. A dropped stream reconnects with a growing pause.
 */
export function useLiveNotifications(userId: number | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    let failures = 0;
    const onEvent = (event: string, data: string) => {
      if (event !== 'changed') return;
      failures = 0;
      const { unread } = JSON.parse(data) as NotificationsChangedEvent;
      const previous = client.getQueryData<UnreadCountResponse>(notificationKeys.unread(userId));
      client.setQueryData<UnreadCountResponse>(notificationKeys.unread(userId), { unread });
      if (previous?.unread !== unread)
        void client.invalidateQueries({ queryKey: [...notificationKeys.all(userId), 'page'] });
    };
    void (async () => {
      while (!controller.signal.aborted) {
        try {
          await readEventStream('/api/notifications/stream', onEvent, controller.signal);
        } catch (error) {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status === 401) return;
          failures += 1;
        }
        const pause = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    })();
    return () => controller.abort();
  }, [client, userId]);
}
