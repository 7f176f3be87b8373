/** A loading line inside a page section (ui/Loading is a whole page). */
export function InlineLoading({ label }: { label: string }) {
  return (
    <p className="inline-loading" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}
