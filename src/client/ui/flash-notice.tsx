import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Alert } from './alert';

// A word after a step that moves the member to another page ("check your e-mail" after registering, "your
// password was changed" after a reset): set just before navigating, shown on the page arrived at, gone on
// the next page or when dismissed.

interface Flash {
  text: string;
  path: string;
}

let current: Flash | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows `text` on the page at `path` (where the caller is about to navigate). */
export function flash(text: string, path: string): void {
  current = { text, path };
  emit();
}

function clearFlash(): void {
  if (!current) return;
  current = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function FlashNotice() {
  const notice = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const { pathname } = useLocation();
  useEffect(() => {
    if (current && current.path !== pathname) clearFlash();
  }, [pathname]);
  if (!notice || notice.path !== pathname) return null;
  return (
    <div className="page flash-notice">
      <Alert kind="success">
        <p>{notice.text}</p>
        <button type="button" className="btn btn-secondary btn-small" onClick={clearFlash}>
          OK
        </button>
      </Alert>
    </div>
  );
}
