import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerResponse, SimilarThreadsResponse } from '../../../../../shared/contracts/answers';
import { api } from '../../../../api/api-client';
import { forumKeys } from '../forum-api';

// Choosing a thread's answer and asking for similar threads (docs/decisions/043-solved-threads-and-similar-questions.md).

export function useChooseAnswer(threadId: number) {
  const client = useQueryClient();
  return useMutation({
    /** A post id marks (or changes) the answer; null clears it. */
    mutationFn: (postId: number | null) =>
      postId === null
        ? api.delete<AnswerResponse>(`/api/threads/${threadId}/answer`)
        : api.post<AnswerResponse>(`/api/threads/${threadId}/answer`, { post_id: postId }),
    onSuccess: async () => {
      void client.invalidateQueries({ queryKey: forumKeys.threadLists });
      await client.invalidateQueries({ queryKey: forumKeys.thread(threadId) });
    },
  });
}

export function useSimilarThreads(q: string) {
  return useQuery({
    queryKey: ['threads', 'similar', q] as const,
    queryFn: ({ signal }) => api.get<SimilarThreadsResponse>('/api/threads/similar', { q }, signal),
    enabled: q.length > 0,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}
