import { useCallback, useState } from 'react';
import { errorText } from '../../../api/api-client';
import { useAdminWrite } from './admin-api';

export type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * Admin writes with the product description's feedback (docs/product.md#messages): a success message shown in the panel's live region,
 * a failure in the same place (never a browser alert), prefixed 'Error: ', with the server's message or the given fallback.
 */
export function useAdminAction() {
  const write = useAdminWrite();
  const [notice, setNotice] = useState<Notice>(null);
  const { mutateAsync } = write;

  const run = useCallback(
    async (request: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
      setNotice(null);
      try {
        await mutateAsync(request);
        setNotice({ kind: 'success', text: success });
        return true;
      } catch (error) {
        setNotice({ kind: 'error', text: `Error: ${errorText(error, failure)}` });
        return false;
      }
    },
    [mutateAsync],
  );

  return { run, pending: write.isPending, notice, setNotice };
}
