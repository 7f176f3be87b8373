import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Notification } from '../../../../shared/contracts/notifications';
import { errorText } from '../../../api/api-client';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { usePageTitle } from '../../../ui/page-title';
import { relativeTime } from '../../../ui/relative-time';
import { UrlPagination } from '../../../ui/url-pagination';
import { EmailSettings } from './email-settings';
import { notificationText } from './notification-text';
import { useMarkAllRead, useMarkRead, useNotificationsPage } from './notifications-api';
import '../../../styles/notifications.css';

// /notifications (docs/product.md#notifications): newest first, 20 a page, each leading to its post.
export default function NotificationsPage() {
  const { user } = useSession();
  const userId = user?.id ?? 0;
  usePageTitle('Notifications');
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useNotificationsPage(userId, page);
  const markRead = useMarkRead(userId);
  const markAll = useMarkAllRead(userId);
  const navigate = useNavigate();

  function open(n: Notification) {
    if (!n.read) markRead.mutate(n.id);
    if (n.url) navigate(n.url);
  }

  return (
    <div className="page notifications-page">
      <div className="notifications-head">
        <h1>Notifications</h1>
        <nav className="notifications-links" aria-label="Your lists">
          <Link to="/unread">Unread</Link>
          <Link to="/new">New</Link>
          <Link to="/bookmarks">Bookmarks</Link>
        </nav>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={!list.data || list.data.unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all read
        </button>
      </div>
      {markAll.isError && <Alert kind="error">{errorText(markAll.error, 'Could not mark them read.')}</Alert>}
      {list.isPending && <Loading label="Loading notifications..." />}
      {list.isError && !list.data && (
        <Alert kind="error">{errorText(list.error, 'Could not load your notifications.')}</Alert>
      )}
      {list.data && list.data.notifications.length === 0 && (
        <p className="muted">
          Nothing yet. Replies to your threads and posts, mentions and quotes will show here.{' '}
          <Link to="/threads">Browse the discussions</Link>.
        </p>
      )}
      {list.data && list.data.notifications.length > 0 && (
        <ul className="notification-list" aria-busy={list.isPlaceholderData}>
          {list.data.notifications.map((n) => (
            <li key={n.id} className={n.read ? 'notification' : 'notification unread'}>
              {n.url ? (
                <a
                  href={n.url}
                  onClick={(event) => {
                    event.preventDefault();
                    open(n);
                  }}
                >
                  {notificationText(n)}
                </a>
              ) : (
                <span>{notificationText(n)}</span>
              )}
              <span className="notification-meta">
                {!n.read && <span className="unread-dot">New</span>}
                <time dateTime={n.created_at}>{relativeTime(n.created_at)}</time>
                {!n.read && !n.url && (
                  <button type="button" className="link-button" onClick={() => markRead.mutate(n.id)}>
                    Mark read
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <UrlPagination pagination={list.data?.pagination} label="Notification pages" />
      {userId > 0 && <EmailSettings userId={userId} />}
    </div>
  );
}
