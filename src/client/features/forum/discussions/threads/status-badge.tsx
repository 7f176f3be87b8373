import { FIRST_POST_TEXT } from '../../../../../shared/first-post-texts';

/** Moderation state of a thread or post (held: its author and staff see it; removed: staff only). */
export function StatusBadge({
  status,
  reason,
}: {
  status: 'visible' | 'held' | 'removed';
  reason?: string | null;
}) {
  if (status === 'held') return <span className="badge badge-amber">{FIRST_POST_TEXT.waiting}</span>;
  if (status === 'removed') {
    return (
      <span className="badge badge-red">
        Removed{reason ? <span className="badge-detail">: {reason}</span> : null}
      </span>
    );
  }
  return null;
}
