import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePostBody,
  CreateThreadBody,
  Post,
  Thread,
  ThreadDetailResponse,
  VoteResponse,
} from '../../../../shared/contracts/forum';
import { api } from '../../../api/api-client';
import { forumKeys } from './forum-api';

// Writes of the forum (docs/product.md#api). Each one refreshes exactly the cached reads it changes.

/** Applies a change to every cached page of one thread (its sort orders and pages). */
function patchThreadPages(
  client: QueryClient,
  threadId: number,
  patch: (data: ThreadDetailResponse) => ThreadDetailResponse,
): void {
  client.setQueriesData<ThreadDetailResponse>({ queryKey: forumKeys.thread(threadId) }, (data) =>
    data ? patch(data) : data,
  );
}

const replacePost = (next: Post) => (data: ThreadDetailResponse) => ({
  ...data,
  posts: data.posts.map((p) => (p.id === next.id ? next : p)),
});

export function useCreateThread() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateThreadBody) => api.post<{ thread: Thread }>('/api/threads', body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: forumKeys.threadLists });
      void client.invalidateQueries({ queryKey: forumKeys.categories });
    },
  });
}

export function useCreatePost(threadId: number) {
  const client = useQueryClient();
  return useMutation({
    // docs/product.md#validation: the thread id is sent as a number.
    mutationFn: (body: Omit<CreatePostBody, 'thread_id'>) =>
      api.post<{ post: Post }>('/api/posts', { thread_id: threadId, ...body }),
    onSuccess: async () => {
      void client.invalidateQueries({ queryKey: forumKeys.threadLists });
      void client.invalidateQueries({ queryKey: forumKeys.categories });
      await client.invalidateQueries({ queryKey: forumKeys.thread(threadId) });
    },
  });
}

export function useUpdatePost(threadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, content }: { postId: number; content: string }) =>
      api.put<{ post?: Post }>(`/api/posts/${postId}`, { content }),
    onSuccess: (result) => {
      if (result.post) patchThreadPages(client, threadId, replacePost(result.post));
      void client.invalidateQueries({ queryKey: forumKeys.thread(threadId) });
    },
  });
}

export function useVote(threadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, voteType }: { postId: number; voteType: 1 | -1 }) =>
      api.post<VoteResponse>(`/api/posts/${postId}/vote`, { vote_type: voteType }),
    onSuccess: (result) =>
      patchThreadPages(client, threadId, (data) => ({
        ...data,
        posts: data.posts.map((p) =>
          p.id === result.post_id ? { ...p, vote_count: result.vote_count, user_vote: result.user_vote } : p,
        ),
      })),
    // docs/product.md#messages: vote failures are only logged.
    onError: (error) => console.warn('Vote failed', error),
  });
}

export function useThreadModeration(threadId: number) {
  const client = useQueryClient();
  const refresh = async () => {
    void client.invalidateQueries({ queryKey: forumKeys.threadLists });
    await client.invalidateQueries({ queryKey: forumKeys.thread(threadId) });
  };
  const pin = useMutation({
    mutationFn: (pinned: boolean) => api.post(`/api/threads/${threadId}/pin`, { pinned }),
    onSuccess: refresh,
  });
  const lock = useMutation({
    mutationFn: (locked: boolean) => api.post(`/api/threads/${threadId}/lock`, { locked }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => api.delete(`/api/threads/${threadId}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: forumKeys.thread(threadId) });
      void client.invalidateQueries({ queryKey: forumKeys.threadLists });
      void client.invalidateQueries({ queryKey: forumKeys.categories });
    },
  });
  return { pin, lock, remove };
}
