import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ConfirmOptions, DialogRequest, PromptOptions } from './dialog-request';
import '../styles/dialogs.css';

// In-page dialogs instead of window.alert / confirm / prompt (docs/product.md#dialogs): they look like the
// site, keep focus inside while open (a native modal <dialog>), close on Escape as "Cancel", and are read
// by screen readers as dialogs with their message. The dialog itself loads in a chunk of its own when the
// first one opens: most pages never ask a question.
const AppDialog = lazy(() => import('./app-dialog'));

export type { ConfirmOptions, PromptOptions } from './dialog-request';

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
  const [queue, setQueue] = useState<DialogRequest[]>([]);
  const counter = useRef(0);
  const push = useCallback((request: DialogRequest) => {
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
      {current && (
        <Suspense fallback={null}>
          <AppDialog key={current.key} request={current} onDone={finish} />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}
