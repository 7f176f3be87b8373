import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { DraftListResponse } from '../../../../../shared/contracts/members';
import { api, errorText } from '../../../../api/api-client';
import { Alert } from '../../../../ui/alert';
import { Loading } from '../../../../ui/loading';
import { usePageTitle } from '../../../../ui/page-title';
import { relativeTime } from '../../../../ui/relative-time';
import '../../../../styles/reading.css';

const EXCERPT = 160;

/** /drafts: what the member started writing and did not post, newest first, each a link back to its form. */
export default function DraftsPage() {
  usePageTitle('Drafts');
  const list = useQuery({
    queryKey: ['drafts'],
    queryFn: ({ signal }) => api.get<DraftListResponse>('/api/drafts', undefined, signal),
  });
  return (
    <div className="page reading-page">
      <h1>Drafts</h1>
      {list.isPending && <Loading label="Loading drafts..." />}
      {list.isError && <Alert kind="error">{errorText(list.error, 'Could not load your drafts.')}</Alert>}
      {list.data && list.data.drafts.length === 0 && (
        <p className="muted">
          No drafts. What you type in a new thread or a reply is kept here until you post it.
        </p>
      )}
      {list.data && list.data.drafts.length > 0 && (
        <ul className="reading-list">
          {list.data.drafts.map((d) => (
            <li key={d.key}>
              <Link to={d.url}>
                {d.thread_title
                  ? `Reply in “${d.thread_title}”`
                  : `New thread: ${d.title.trim() || '(no title yet)'}`}
              </Link>
              <span className="reading-excerpt">
                {d.content.length > EXCERPT ? `${d.content.slice(0, EXCERPT)}…` : d.content}
              </span>
              <span className="reading-meta">
                Saved <time dateTime={d.updated_at}>{relativeTime(d.updated_at)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
