import type { PublicUser } from '../../shared/contracts/users';

// docs/product.md#data: the session is a token and a user object, kept separately in local browser storage.
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function readStoredUser(): PublicUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    const user = JSON.parse(raw) as PublicUser;
    return typeof user?.username === 'string' && typeof user.role === 'string' ? user : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: PublicUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function storeUser(user: PublicUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}
