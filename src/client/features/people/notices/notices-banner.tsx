import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { NoticesResponse } from '../../../../shared/contracts/admin';
import { api, errorText } from '../../../api/api-client';
import { useDialogs } from '../../../ui/dialogs';
import { noticesKey } from './notices-api';

// Here, not beside useNotices: the entry then carries no mutation code for a banner most never see.
function useAcknowledgeWarning(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (warningId: number) => api.post(`/api/me/notices/warnings/${warningId}/acknowledge`),
    onSuccess: () => client.invalidateQueries({ queryKey: noticesKey(userId) }),
  });
}

function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The banner itself, in its own chunk (most members never see it): warnings from the staff not acknowledged
 * yet (with the reason) and a running mute (docs/product.md#who-it-is-for, enforcement ladder).
 */
export default function NoticesBanner({ userId, data }: { userId: number; data: NoticesResponse }) {
  const acknowledge = useAcknowledgeWarning(userId);
  const dialogs = useDialogs();

  return (
    <section
      className="member-notices page"
      aria-label="Notices from the moderators"
      style={{ paddingBottom: 0 }}
    >
      {data.mute && (
        <div className="alert alert-error" role="status">
          <strong>
            You are muted until {formatWhen(data.mute.until)}.
            {data.mute.reason ? ` Reason: ${data.mute.reason}` : ''}
          </strong>
          <br />
          You can still read the forum, but you cannot post, reply, vote or report until then.
        </div>
      )}
      {data.warnings.map((warning) => (
        <div key={warning.id} className="alert alert-warning" role="status">
          <p style={{ margin: 0 }}>
            <strong>Warning from the moderators</strong> ({formatWhen(warning.created_at)}). Reason:{' '}
            {warning.reason}
          </p>
          <p className="muted" style={{ margin: '.25rem 0 .5rem' }}>
            Please review the <Link to="/community-rules">Community Rules</Link>. Further breaches lead to a
            temporary mute, then a permanent ban.
          </p>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={acknowledge.isPending}
            onClick={() =>
              acknowledge
                .mutateAsync(warning.id)
                .catch((error) =>
                  dialogs.alert(`Error: ${errorText(error, 'Failed to acknowledge the warning')}`),
                )
            }
          >
            Acknowledge<span className="visually-hidden"> this warning</span>
          </button>
        </div>
      ))}
    </section>
  );
}
