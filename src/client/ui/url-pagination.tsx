import { useSearchParams } from 'react-router';
import { PaginationButtons } from './pagination-buttons';

/**
 * The footer of a member's list paged by `?page=` (notifications, bookmarks, reading lists): Previous,
 * 'Page X of Y', Next, with page 1 written without the parameter. Nothing until the list has loaded.
 */
export function UrlPagination({
  pagination,
  label,
}: {
  pagination: { page: number; totalPages: number } | undefined;
  label: string;
}) {
  const [, setParams] = useSearchParams();
  if (!pagination) return null;
  return (
    <PaginationButtons
      page={pagination.page}
      totalPages={pagination.totalPages}
      label={label}
      onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
    />
  );
}
