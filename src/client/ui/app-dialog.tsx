import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { DialogRequest } from './dialog-request';

// The dialog a DialogProvider shows (dialogs.tsx), in a chunk of its own.

function defaultTitle(request: DialogRequest): string {
  if (request.title) return request.title;
  return request.kind === 'alert'
    ? 'Please note'
    : request.kind === 'prompt'
      ? 'A few words, please'
      : 'Are you sure?';
}

export default function AppDialog({ request, onDone }: { request: DialogRequest; onDone(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  // The element the member was on, to give focus back when the dialog closes.
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    opener.current = document.activeElement;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    if (request.kind === 'prompt') input.current?.focus();
    return () => {
      element?.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    };
  }, [request.kind]);

  const answer = (ok: boolean) => {
    if (request.kind === 'alert') request.resolve(undefined);
    else if (request.kind === 'confirm') request.resolve(ok);
    else request.resolve(ok ? (request.password ? text : text.trim()) : null);
    onDone();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.kind === 'prompt') {
      if (request.required && !(request.password ? text : text.trim())) return setProblem(request.required);
      if (request.mustMatch && text !== request.mustMatch.text) return setProblem(request.mustMatch.mismatch);
    }
    answer(true);
  };

  const okLabel = request.confirmLabel ?? (request.kind === 'alert' ? 'OK' : 'Yes, go ahead');
  return (
    <dialog
      ref={dialog}
      className="modal app-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      data-kind={request.kind}
      onCancel={(event) => {
        event.preventDefault();
        answer(false);
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{defaultTitle(request)}</h2>
        <div id={`${id}-message`} className="app-dialog-message">
          {request.message}
        </div>
        {request.kind === 'prompt' && (
          <div className="field">
            <label htmlFor={`${id}-input`}>{request.label}</label>
            {request.multiline ? (
              <textarea
                id={`${id}-input`}
                ref={input}
                className="app-dialog-input"
                rows={3}
                value={text}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onChange={(e) => setText(e.target.value)}
              />
            ) : (
              <input
                id={`${id}-input`}
                ref={input}
                type={request.password ? 'password' : 'text'}
                className="app-dialog-input"
                autoComplete={request.password ? 'current-password' : 'off'}
                value={text}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onChange={(e) => setText(e.target.value)}
              />
            )}
            {problem && (
              <span id={`${id}-problem`} className="field-error" role="alert">
                {problem}
              </span>
            )}
          </div>
        )}
        <div className="modal-actions">
          {request.kind !== 'alert' && (
            <button
              type="button"
              className="btn btn-secondary"
              data-answer="cancel"
              // A destructive question starts on Cancel, so a stray Enter does no harm.
              autoFocus={request.kind === 'confirm' && request.danger}
              onClick={() => answer(false)}
            >
              {request.cancelLabel ?? 'Cancel'}
            </button>
          )}
          <button
            type="submit"
            className={`btn${request.danger ? ' btn-danger' : ''}`}
            data-answer="ok"
            // An alert or a plain question: the main button has focus, so Enter answers it.
            autoFocus={request.kind === 'alert' || (request.kind === 'confirm' && !request.danger)}
          >
            {okLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
