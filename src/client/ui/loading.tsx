export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> {label}
    </div>
  );
}
