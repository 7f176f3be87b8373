import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Thread } from '../../../../../shared/contracts/forum';
import { COUNTY_TEXT } from '../../../../../shared/county-texts';
import { api, errorText } from '../../../../api/api-client';
import { Alert } from '../../../../ui/alert';
import { forumKeys } from '../forum-api';
import { CountyPicker } from './county-picker';

/**
 * Changing a thread's counties at its top (docs/decisions/042-thread-counties.md), for its author while they
 * may edit it and for staff; the server decides. Loaded only when opened, so the county list stays out of the
 * thread page's first JavaScript.
 */
export default function CountyEditor({ thread, onClose }: { thread: Thread; onClose(): void }) {
  const client = useQueryClient();
  const [counties, setCounties] = useState(() => (thread.counties ?? []).map((c) => c.slug));
  const save = useMutation({
    mutationFn: () => api.put<{ thread: Thread }>(`/api/threads/${thread.id}/counties`, { counties }),
    onSuccess: async () => {
      void client.invalidateQueries({ queryKey: forumKeys.threadLists });
      await client.invalidateQueries({ queryKey: forumKeys.thread(thread.id) });
      onClose();
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  return (
    <form className="county-editor" onSubmit={submit}>
      <CountyPicker value={counties} onChange={setCounties} text={thread.title} />
      {save.isError && <Alert kind="error">{errorText(save.error, 'Failed to save the counties')}</Alert>}
      <div className="row">
        <button type="submit" className="btn btn-small" disabled={save.isPending}>
          {COUNTY_TEXT.save}
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={onClose}>
          {COUNTY_TEXT.cancel}
        </button>
      </div>
    </form>
  );
}
