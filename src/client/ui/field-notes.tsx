import type { ReactNode } from 'react';

/** The ids a field's input is described by: its hint and its error, when it has them. */
export function describedBy(id: string, hint: unknown, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The hint under a field (always visible) and, when there is one, the problem with what was typed. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          <span aria-hidden="true">⚠ </span>
          {error}
        </span>
      )}
    </>
  );
}
