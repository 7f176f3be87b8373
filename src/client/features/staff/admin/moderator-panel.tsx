import { Link } from 'react-router';
import { Loading } from '../../../ui/loading';
import { usePageTitle } from '../../../ui/page-title';
import { useStats } from './admin-api';
import { UsersTab } from './users-tab';

function QueueCounts() {
  const stats = useStats();
  if (stats.isPending) return <Loading label="Loading queue counts..." />;
  // Counts are a convenience: without them the link to the queue still does the job.
  if (stats.isError) return null;
  const s = stats.data;
  return (
    <dl className="stat-grid">
      <div className="stat-figure">
        <dt>Open reports</dt>
        <dd>{s.openReports.toLocaleString()}</dd>
      </div>
      <div className="stat-figure">
        <dt>From auto-moderation</dt>
        <dd>{s.openAutoReports.toLocaleString()}</dd>
      </div>
      <div className="stat-figure">
        <dt>Held for review</dt>
        <dd>{s.heldContent.toLocaleString()}</dd>
      </div>
      <div className="stat-figure">
        <dt>Muted users</dt>
        <dd>{s.mutedUsers.toLocaleString()}</dd>
      </div>
    </dl>
  );
}

/**
 * What a moderator gets from the header's 'Mod' button: the queue's counts and the users list with
 * warn, mute and unmute. Roles, bans, deletions, categories, logs and the reset stay with admins.
 */
export function ModeratorPanel() {
  usePageTitle('Moderator Panel');
  return (
    <div className="page admin-page">
      <header className="admin-page-head">
        <div>
          <h1>Moderator Panel</h1>
          <p className="muted">
            Reported content and the enforcement ladder: warn, then mute for 24-72 hours.
          </p>
        </div>
      </header>
      <section className="card" aria-labelledby="queue-heading">
        <h2 id="queue-heading">Moderation Queue</h2>
        <QueueCounts />
        <Link className="btn" to="/moderation">
          Open the Moderation Queue
        </Link>
      </section>
      <div className="card">
        <UsersTab mode="moderator" />
      </div>
    </div>
  );
}
