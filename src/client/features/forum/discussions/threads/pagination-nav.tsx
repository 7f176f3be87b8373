import { Link, useSearchParams } from 'react-router';

/**
 * Previous / "Page X of Y" / Next as links, so every page has its own URL and the Back button works.
 * `param` is the query parameter holding the page number (the category view by page id already uses
 * `page` for the page id, so it pages with `p`).
 */
export function PaginationNav({
  page,
  totalPages,
  param = 'page',
  label = 'Pages',
}: {
  page: number;
  totalPages: number;
  param?: string;
  label?: string;
}) {
  const [params] = useSearchParams();
  if (totalPages <= 1) return null;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete(param);
    else next.set(param, String(target));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link className="btn btn-secondary" to={hrefFor(page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span className="btn btn-secondary" aria-disabled="true">
          ← Previous
        </span>
      )}
      <span className="pagination-status" aria-current="page">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link className="btn btn-secondary" to={hrefFor(page + 1)} rel="next">
          Next →
        </Link>
      ) : (
        <span className="btn btn-secondary" aria-disabled="true">
          Next →
        </span>
      )}
    </nav>
  );
}

export { readPageParam } from '../page-param';
