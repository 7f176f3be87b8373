import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withRedirect } from '../session/redirect';
import { Alert } from './alert';

// A word after a step that moves the member to another page ("check your e-mail" after registering, "your
// password was changed" after a reset): set just before navigating, shown on the page arrived at, gone on
// the next page or when dismissed.

interface Flash {
  text: string;
  path: string;
}

let current: Flash | null = null;
let ended = false;
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

export const SIGNED_OUT_TEXT =
  'You were signed out on this device (from another device, or your session ended). Please sign in again.';

/** The session was refused (signed out elsewhere): the next render goes to the login page with a word. */
export function sessionEnded(): void {
  ended = true;
  emit();
}

/**
 * Sends a member whose session ended to the login page once, with the reason, and back here after signing
 * in; the page's other requests then stop, instead of each failing with its own 401.
 */
export function SessionEndedRedirect() {
  const wasEnded = useSyncExternalStore(
    subscribe,
    () => ended,
    () => false,
  );
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!wasEnded) return;
    ended = false;
    const onLogin = pathname === '/login';
    if (!onLogin) navigate(withRedirect('/login', `${pathname}${search}`), { replace: true });
    flash(SIGNED_OUT_TEXT, '/login');
  }, [wasEnded, navigate, pathname, search]);
  return null;
}
