import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookmarkResponse,
  ListBookmarksResponse,
  ReadingListResponse,
  ThreadReadingResponse,
  WatchLevel,
  WatchResponse,
} from '../../../../shared/contracts/reading';
import { api } from '../../../api/api-client';

// Watching, bookmarks and read positions (docs/product.md#following-threads).
export const readingKeys = {
  thread: (threadId: number) => ['reading', 'thread', threadId] as const,
  category: (categoryId: number) => ['reading', 'category', categoryId] as const,
  bookmarks: (page: number) => ['reading', 'bookmarks', page] as const,
  list: (which: 'unread' | 'new', page: number) => ['reading', which, page] as const,
};

export function useThreadReading(threadId: number, enabled: boolean) {
  return useQuery({
    queryKey: readingKeys.thread(threadId),
    queryFn: ({ signal }) =>
      api.get<ThreadReadingResponse>(`/api/threads/${threadId}/reading`, undefined, signal),
    enabled,
    retry: false,
  });
}

export function useSetWatch(threadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (level: WatchLevel) => api.put<WatchResponse>(`/api/threads/${threadId}/watch`, { level }),
    onSuccess: ({ level }) =>
      client.setQueryData<ThreadReadingResponse>(readingKeys.thread(threadId), (old) =>
        // A level chosen for the thread overrides a muted category.
        old ? { ...old, level, category_muted: false } : old,
      ),
  });
}

export function useCategoryWatch(categoryId: number) {
  return useQuery({
    queryKey: readingKeys.category(categoryId),
    queryFn: ({ signal }) => api.get<WatchResponse>(`/api/categories/${categoryId}/watch`, undefined, signal),
    retry: false,
  });
}

export function useSetCategoryWatch(categoryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (level: WatchLevel) =>
      api.put<WatchResponse>(`/api/categories/${categoryId}/watch`, { level }),
    onSuccess: (answer) => client.setQueryData<WatchResponse>(readingKeys.category(categoryId), answer),
  });
}

export function useToggleBookmark(threadId: number, postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      on
        ? api.post<BookmarkResponse>(`/api/posts/${postId}/bookmark`)
        : api.delete<BookmarkResponse>(`/api/posts/${postId}/bookmark`),
    onSuccess: ({ bookmarked }) => {
      client.setQueryData<ThreadReadingResponse>(readingKeys.thread(threadId), (old) =>
        old
          ? {
              ...old,
              bookmarked_post_ids: bookmarked
                ? [...old.bookmarked_post_ids, postId]
                : old.bookmarked_post_ids.filter((id) => id !== postId),
            }
          : old,
      );
      void client.invalidateQueries({ queryKey: ['reading', 'bookmarks'] });
    },
  });
}

export function markRead(threadId: number, postId: number) {
  return api.post<{ last_read_post_id: number; unread_notifications: number }>(
    `/api/threads/${threadId}/read`,
    {
      post_id: postId,
    },
  );
}

export function useBookmarks(page: number) {
  return useQuery({
    queryKey: readingKeys.bookmarks(page),
    queryFn: ({ signal }) => api.get<ListBookmarksResponse>('/api/bookmarks', { page }, signal),
    placeholderData: (previous) => previous,
  });
}

export function useReadingList(which: 'unread' | 'new', page: number) {
  return useQuery({
    queryKey: readingKeys.list(which, page),
    queryFn: ({ signal }) => api.get<ReadingListResponse>(`/api/reading/${which}`, { page }, signal),
    placeholderData: (previous) => previous,
  });
}
