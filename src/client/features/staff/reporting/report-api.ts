import { useMutation } from '@tanstack/react-query';
import type { CreateReportBody, CreateReportResponse } from '../../../../shared/contracts/reports';
import { api } from '../../../api/api-client';

// POST /api/reports (docs/product.md#api). A second report on a target whose first report is still open
// answers 200 with `duplicate: true`: the member is thanked the same way.
export function useSubmitReport() {
  return useMutation({
    mutationFn: (body: CreateReportBody) => api.post<CreateReportResponse>('/api/reports', body),
  });
}
