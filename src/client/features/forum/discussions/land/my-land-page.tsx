import { Link } from 'react-router';
import { errorText } from '../../../../api/api-client';
import { Alert } from '../../../../ui/alert';
import { Loading } from '../../../../ui/loading';
import { usePageTitle } from '../../../../ui/page-title';
import { relativeTime } from '../../../../ui/relative-time';
import { useMyLand } from './land-api';
import '../../../../styles/land.css';
// The list is drawn as the member's other lists are (Unread, New, Bookmarks).
import '../../../../styles/reading.css';

/** /my-land: the sections and townships the member follows, newest activity first. Theirs alone. */
export default function MyLandPage() {
  usePageTitle('My land');
  const follows = useMyLand(true);
  return (
    <div className="page my-land-page">
      <h1>My land</h1>
      <p className="muted">
        The sections and townships you follow. A post naming one, written any way, notifies you as a watched
        thread does. Only you see this list.
      </p>
      {follows.isPending && <Loading label="Loading your land..." />}
      {follows.isError && <Alert kind="error">{errorText(follows.error, 'Could not load your land.')}</Alert>}
      {follows.data && follows.data.follows.length === 0 && (
        <p className="muted">
          You follow no land yet. Open a section's page (a land chip in any post) to follow it.
        </p>
      )}
      {follows.data && follows.data.follows.length > 0 && (
        <ul className="reading-list">
          {follows.data.follows.map((entry) => (
            <li key={entry.key}>
              <Link className="stretched-link" to={entry.path}>
                {entry.title}
              </Link>
              <span className="reading-meta">
                {entry.newest ? (
                  <>
                    Newest: <Link to={`/thread/${entry.newest.thread_id}`}>{entry.newest.title}</Link>,{' '}
                    <time dateTime={entry.newest.last_post_at}>
                      {relativeTime(entry.newest.last_post_at)}
                    </time>
                  </>
                ) : (
                  'No thread names it yet.'
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
