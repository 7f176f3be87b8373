/** Previous, 'Page X of Y', Next (docs/product.md#pages): shown only when there is more than one page. */
export function PaginationButtons({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage(page: number): void;
  label: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination-buttons" aria-label={label}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
