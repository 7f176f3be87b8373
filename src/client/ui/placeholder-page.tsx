import { usePageTitle } from './page-title';

/** A page whose feature is still being built: says what will be there. */
export function PlaceholderPage({ title, children }: { title: string; children: string }) {
  usePageTitle(title);
  return (
    <div className="page page-narrow">
      <div className="card">
        <h1>{title}</h1>
        <p>{children}</p>
      </div>
    </div>
  );
}
