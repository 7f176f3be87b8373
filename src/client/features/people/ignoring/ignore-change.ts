import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IgnoreChangeResponse, IgnoredListResponse } from '../../../../shared/contracts/ignoring';
import { api } from '../../../api/api-client';
import { ignoreKeys } from './ignoring-api';

// Ignoring or no longer ignoring a member: used by the button and the settings list, both in chunks of their
// own, so the app's entry (which holds the list for every page) carries no mutation code.
export function useIgnoreChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ username, ignore }: { username: string; ignore: boolean }) => {
      const path = `/api/me/ignored/${encodeURIComponent(username)}`;
      return ignore ? api.put<IgnoreChangeResponse>(path) : api.delete<IgnoreChangeResponse>(path);
    },
    onSuccess: (answer) =>
      client.setQueryData<IgnoredListResponse>(ignoreKeys.list, { ignored: answer.ignored }),
  });
}
