import type { PublicUser } from '../../shared/contracts/users';
import { readStoredToken, readStoredUser } from '../api/session-storage';

// The signed-in member as an external store over local storage (docs/product.md#data keeps the session
// there). React reads it with useSyncExternalStore: on the server, and while the browser adopts the server's
// page, the answer is "guest"; right after, the stored member, so their parts fill in without a mismatch.

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedUser: PublicUser | null = null;

function rawSession(): string | null {
  const token = readStoredToken();
  if (!token) return null;
  try {
    return `${token}\n${localStorage.getItem('user') ?? ''}`;
  } catch {
    return null;
  }
}

/** The stored member, the same object until storage changes (useSyncExternalStore compares by identity). */
export function storedUserSnapshot(): PublicUser | null {
  const raw = rawSession();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = raw === null ? null : readStoredUser();
  }
  return cachedUser;
}

export const guestSnapshot = (): PublicUser | null => null;

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'token' || event.key === 'user') listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Tells every reader that the stored session changed (after a sign-in, a sign-out or a new user object). */
export function sessionChanged(): void {
  for (const listener of listeners) listener();
}
