import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../api/api-client';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { usePageTitle } from '../../../ui/page-title';
import { relativeTime } from '../../../ui/relative-time';
import { SolvedBadge } from '../../../ui/solved-badge';
import { UrlPagination } from '../../../ui/url-pagination';
import { useReadingList } from './reading-api';
import { ReadingNav } from './reading-nav';
import '../../../styles/reading.css';

const TEXTS = {
  unread: {
    title: 'Unread',
    intro: 'Threads you have opened that have new posts since you last read them.',
    empty: 'You are all caught up.',
  },
  new: {
    title: 'New',
    intro: 'Threads of the last 14 days you have not opened yet.',
    empty: 'No new threads since your last visit.',
  },
};

/** /unread and /new (docs/product.md#following-threads): each thread opens at the first post not yet read. */
export default function ReadingListPage({ which }: { which: 'unread' | 'new' }) {
  const text = TEXTS[which];
  usePageTitle(text.title);
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useReadingList(which, page);
  return (
    <div className="page reading-page">
      <h1>{text.title}</h1>
      <ReadingNav />
      <p className="muted">{text.intro}</p>
      {list.isPending && <Loading label="Loading threads..." />}
      {list.isError && !list.data && (
        <Alert kind="error">{errorText(list.error, 'Could not load the list.')}</Alert>
      )}
      {list.data && list.data.threads.length === 0 && (
        <p>
          {text.empty} <Link to="/threads">Browse the discussions</Link>.
        </p>
      )}
      {list.data && list.data.threads.length > 0 && (
        <ul className="reading-list">
          {list.data.threads.map((thread) => (
            <li key={thread.id}>
              <Link className="stretched-link" to={thread.url}>
                {thread.title}
              </Link>{' '}
              <SolvedBadge solved={thread.solved} />
              <span className="reading-meta">
                {thread.new_posts > 0 && <span className="unread-dot">{thread.new_posts} new</span>}
                <span>by {thread.author_username}</span>
                <span>
                  {thread.reply_count} {thread.reply_count === 1 ? 'reply' : 'replies'}
                </span>
                <time dateTime={thread.last_post_at}>{relativeTime(thread.last_post_at)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      <UrlPagination pagination={list.data?.pagination} label={`${text.title} pages`} />
    </div>
  );
}
