import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { PublicUser } from '../../shared/contracts/users';
import { api, setSessionExpiredHandler } from '../api/api-client';
import {
  clearStoredSession,
  readStoredToken,
  readStoredUser,
  storeSession,
  storeUser,
} from '../api/session-storage';

export interface Session {
  user: PublicUser | null;
  isStaff: boolean;
  isAdmin: boolean;
  signIn(token: string, user: PublicUser): void;
  signOut(): Promise<void>;
  replaceUser(user: PublicUser): void;
}

const SessionContext = createContext<Session | null>(null);

/** docs/product.md#states: a callback URL carrying ?token=...&user=... signs in, then the URL is reset to /. */
function readCallbackSession(): { token: string; user: PublicUser } | null {
  const params = new URLSearchParams(window.location.search);
  const token = params.get('token');
  const rawUser = params.get('user');
  if (!token || !rawUser) return null;
  window.history.replaceState(null, '', '/');
  try {
    const user = JSON.parse(rawUser) as PublicUser;
    if (typeof user?.username !== 'string' || typeof user.role !== 'string')
      throw new Error('no user fields');
    return { token, user };
  } catch (error) {
    // A callback it cannot read is only logged, as the original product did.
    console.warn('Could not read the sign-in callback', error);
    return null;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<PublicUser | null>(() => {
    const callback = readCallbackSession();
    if (callback) {
      storeSession(callback.token, callback.user);
      return callback.user;
    }
    return readStoredToken() ? readStoredUser() : null;
  });

  useEffect(() => {
    setSessionExpiredHandler(() => setUser(null));
    // Refresh the stored user once per load, so a role change or ban made by staff shows up.
    if (readStoredToken()) {
      api
        .get<{ user: PublicUser }>('/api/auth/me')
        .then(({ user: fresh }) => {
          storeUser(fresh);
          setUser(fresh);
        })
        .catch(() => {});
    }
  }, []);

  const signIn = useCallback((token: string, next: PublicUser) => {
    storeSession(token, next);
    setUser(next);
  }, []);

  const signOut = useCallback(async () => {
    await api.post('/api/auth/logout').catch(() => {});
    clearStoredSession();
    setUser(null);
  }, []);

  const replaceUser = useCallback((next: PublicUser) => {
    storeUser(next);
    setUser(next);
  }, []);

  const value = useMemo<Session>(
    () => ({
      user,
      isStaff: user?.role === 'admin' || user?.role === 'moderator',
      isAdmin: user?.role === 'admin',
      signIn,
      signOut,
      replaceUser,
    }),
    [user, signIn, signOut, replaceUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
