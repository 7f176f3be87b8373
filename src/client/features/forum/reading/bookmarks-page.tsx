import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../api/api-client';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { usePageTitle } from '../../../ui/page-title';
import { relativeTime } from '../../../ui/relative-time';
import { UrlPagination } from '../../../ui/url-pagination';
import { useBookmarks } from './reading-api';
import { ReadingNav } from './reading-nav';
import '../../../styles/reading.css';

/** /bookmarks (docs/product.md#following-threads): the posts a member kept, newest bookmark first. */
export default function BookmarksPage() {
  usePageTitle('Bookmarks');
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useBookmarks(page);
  return (
    <div className="page reading-page">
      <h1>Bookmarks</h1>
      <ReadingNav />
      {list.isPending && <Loading label="Loading bookmarks..." />}
      {list.isError && !list.data && (
        <Alert kind="error">{errorText(list.error, 'Could not load bookmarks.')}</Alert>
      )}
      {list.data && list.data.bookmarks.length === 0 && (
        <p className="muted">No bookmarks yet. Use “Bookmark” under any post to keep it here.</p>
      )}
      {list.data && list.data.bookmarks.length > 0 && (
        <ul className="reading-list">
          {list.data.bookmarks.map((b) => (
            <li key={b.post_id}>
              <Link className="stretched-link" to={b.url}>
                {b.thread.title}
              </Link>
              <span className="reading-excerpt">
                {b.author_username}: {b.excerpt}
              </span>
              <span className="reading-meta">
                Bookmarked <time dateTime={b.bookmarked_at}>{relativeTime(b.bookmarked_at)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      <UrlPagination pagination={list.data?.pagination} label="Bookmark pages" />
    </div>
  );
}
