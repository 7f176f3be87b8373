import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListReportsQuery,
  ListReportsResponse,
  RemovalScope,
  ReportActionResponse,
} from '../../../../shared/contracts/reports';
import { api } from '../../../api/api-client';

// The moderation queue's calls (docs/product.md#api): list, approve, remove {reason}, dismiss (DELETE).

export type QueueFilters = Required<Pick<ListReportsQuery, 'status' | 'source' | 'target_type'>>;

const reportsKey = ['reports'] as const;

export function useReports(filters: QueueFilters, page: number) {
  return useQuery({
    queryKey: [...reportsKey, filters, page],
    queryFn: ({ signal }) =>
      api.get<ListReportsResponse>('/api/reports', { ...filters, page, limit: 20 }, signal),
    // Keep the last page on screen while the next one loads, instead of flashing the spinner.
    placeholderData: (previous) => previous,
  });
}

export type ReportAction = 'approve' | 'remove' | 'dismiss';

interface ReportActionInput {
  id: number;
  action: ReportAction;
  reason?: string;
  /** For a report on an opening post: the post only, or its whole thread. */
  scope?: RemovalScope;
}

export function useReportAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason, scope }: ReportActionInput) => {
      if (action === 'approve') return api.post<ReportActionResponse>(`/api/reports/${id}/approve`);
      if (action === 'remove')
        return api.post<ReportActionResponse>(`/api/reports/${id}/remove`, { reason, scope });
      return api.delete<ReportActionResponse>(`/api/reports/${id}`);
    },
    // docs/product.md#states: after any action the list reloads. The thread views and queue counts change too.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: reportsKey });
      void client.invalidateQueries({ queryKey: ['thread'] });
      void client.invalidateQueries({ queryKey: ['threads'] });
      void client.invalidateQueries({ queryKey: ['admin', 'stats'] });
    },
  });
}
