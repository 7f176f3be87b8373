import { useQuery } from '@tanstack/react-query';
import type { PreviewPostResponse } from '../../../../../shared/contracts/forum';
import { apiRequest } from '../../../../api/api-client';

/**
 * The server renders the preview with the cooker that renders posts (docs/product.md#writing-tools), so what
 * the member sees is what will be posted. Each text is asked for once and kept while the page is open.
 */
export function usePostPreview(content: string, enabled: boolean) {
  return useQuery({
    queryKey: ['post-preview', content] as const,
    queryFn: ({ signal }) =>
      apiRequest<PreviewPostResponse>('POST', '/api/posts/preview', { body: { content }, signal }),
    enabled: enabled && content.trim().length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  });
}
