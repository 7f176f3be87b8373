import { Link } from 'react-router';
import { errorText } from '../../api/api-client';
import { useSession } from '../../session/session-context';
import { useDialogs } from '../../ui/dialogs';
import { useAcknowledgeWarning, useNotices } from './notices-api';

function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Banner for the signed-in member: warnings from the staff they have not acknowledged yet (with the reason)
 * and a running mute (docs/product.md#who-it-is-for, enforcement ladder). Renders nothing for guests or when all is well.
 */
export default function MemberNotices() {
  const { user } = useSession();
  const notices = useNotices(user?.id);
  const acknowledge = useAcknowledgeWarning(user?.id ?? 0);
  const dialogs = useDialogs();
  const data = notices.data;
  if (!user || !data || (data.warnings.length === 0 && !data.mute)) return null;

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
