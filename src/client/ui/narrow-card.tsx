import type { ReactNode } from 'react';

/** The narrow one-card page of the sign-in, registration and profile forms, under its heading. */
export function NarrowCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="page page-narrow">
      <div className="card">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A form's full-width submit button, disabled while the form is being sent. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn" disabled={busy} style={{ width: '100%' }}>
      {children}
    </button>
  );
}
