import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import '../styles/dialogs.css';

// In-page dialogs instead of window.alert / confirm / prompt (docs/product.md#dialogs): they look like the
// site, keep focus inside while open (a native modal <dialog>), close on Escape as "Cancel", and are read
// by screen readers as dialogs with their message.

export interface ConfirmOptions {
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}
export interface PromptOptions extends ConfirmOptions {
  /** The text box's label. */
  label: string;
  required?: string;
  /** The answer must be exactly this (typed confirmation); otherwise `mismatch` is shown. */
  mustMatch?: { text: string; mismatch: string };
  multiline?: boolean;
  /**
   * The answer is the member's password: typed into a password field (hidden on screen, offered by password
   * managers) and returned exactly as typed, since spaces at either end belong to a password.
   */
  password?: boolean;
}

type Request = { key?: number } & (
  | ({ kind: 'alert' } & ConfirmOptions & { resolve(value: undefined): void })
  | ({ kind: 'confirm' } & ConfirmOptions & { resolve(value: boolean): void })
  | ({ kind: 'prompt' } & PromptOptions & { resolve(value: string | null): void })
);

export interface Dialogs {
  alert(message: ReactNode, title?: string): Promise<void>;
  confirm(options: ConfirmOptions): Promise<boolean>;
  prompt(options: PromptOptions): Promise<string | null>;
}

const DialogContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs needs a DialogProvider');
  return dialogs;
}

export function DialogProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Request[]>([]);
  const counter = useRef(0);
  const push = useCallback((request: Request) => {
    counter.current += 1;
    const key = counter.current;
    setQueue((q) => [...q, { ...request, key }]);
  }, []);
  const dialogs = useMemo<Dialogs>(
    () => ({
      alert: (message, title) =>
        new Promise<void>((resolve) => push({ kind: 'alert', message, title, resolve: () => resolve() })),
      confirm: (options) => new Promise<boolean>((resolve) => push({ kind: 'confirm', ...options, resolve })),
      prompt: (options) =>
        new Promise<string | null>((resolve) => push({ kind: 'prompt', ...options, resolve })),
    }),
    [push],
  );
  const current = queue[0];
  const finish = () => setQueue((q) => q.slice(1));
  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      {current && <AppDialog key={current.key} request={current} onDone={finish} />}
    </DialogContext.Provider>
  );
}

function defaultTitle(request: Request): string {
  if (request.title) return request.title;
  return request.kind === 'alert'
    ? 'Please note'
    : request.kind === 'prompt'
      ? 'A few words, please'
      : 'Are you sure?';
}

function AppDialog({ request, onDone }: { request: Request; onDone(): void }) {
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
