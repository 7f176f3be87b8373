import { Link } from 'react-router';
import { Alert } from '../../../../ui/alert';
import { formatCount } from '../../../../ui/format-count';
import { IgnorableContent } from '../../../../ui/ignore-slot';
import { useThreadSearch } from '../forum-api';
import { EmptyState } from '../threads/empty-state';
import { InlineLoading } from '../threads/inline-loading';
import { PaginationNav } from '../threads/pagination-nav';
import { ThreadRow } from '../threads/thread-row';
import { sanitizeSnippet } from './sanitize-snippet';

/** Full-text search over every thread title and post (GET /api/search), best matches first. */
export function SearchResults({
  q,
  categorySlug,
  page,
  solved,
  county,
}: {
  q: string;
  categorySlug?: string;
  page: number;
  solved?: '0' | '1';
  /** A county's slug: only the threads about it. */
  county?: string;
}) {
  const search = useThreadSearch(q, categorySlug, page, solved, county);
  const data = search.data;
  return (
    <section aria-labelledby="search-results-heading" className="forum-section">
      <h2 id="search-results-heading" className="visually-hidden">
        Search results
      </h2>
      {data?.land && (
        <p className="land-offer">
          <Link to={data.land.path} className="search-land-offer-link">
            <span className="search-land-offer-kind">Land page</span>
            <span className="search-land-offer-title">{data.land.title}</span>
            <span className="muted">its map and every thread that names it</span>
          </Link>
        </p>
      )}
      {search.isPending && <InlineLoading label="Searching..." />}
      {search.isError && !data && <Alert kind="error">Failed to fetch threads</Alert>}
      {data && data.results.length === 0 && (
        <EmptyState title="No Threads Found">
          <p className="muted">No threads match your search. Try different keywords.</p>
        </EmptyState>
      )}
      {data && data.results.length > 0 && (
        <>
          <p className="muted list-summary" role="status">
            {formatCount(data.pagination.total)}{' '}
            {data.pagination.total === 1 ? 'thread matches' : 'threads match'} “{q}”
          </p>
          <ul className="thread-list" aria-busy={search.isPlaceholderData}>
            {data.results.map((r) => (
              <ThreadRow
                key={r.thread.id}
                thread={r.thread}
                showCategory={!categorySlug}
                maxDays={7}
                postId={r.post_id}
              >
                {r.snippet_html && (
                  // A passage by a member the reader ignores folds, as their posts do; the title stays.
                  <IgnorableContent authorId={r.snippet_author_id}>
                    <p
                      className="search-snippet"
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped text and <mark> only, sanitised again
                      dangerouslySetInnerHTML={{ __html: sanitizeSnippet(r.snippet_html) }}
                    />
                  </IgnorableContent>
                )}
              </ThreadRow>
            ))}
          </ul>
          <PaginationNav
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            label="Result pages"
          />
        </>
      )}
    </section>
  );
}
