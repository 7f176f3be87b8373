import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { PublicUser } from '../../shared/contracts/users';
import { api, setSessionExpiredHandler } from '../api/api-client';
import { clearStoredSession, readStoredToken, storeSession, storeUser } from '../api/session-storage';
import { sessionEnded } from '../ui/flash-notice';
import { useHydrated } from '../ui/hydration';
import { guestSnapshot, sessionChanged, storedUserSnapshot, subscribeToSession } from './session-store';

export interface Session {
  user: PublicUser | null;
  isStaff: boolean;
  isAdmin: boolean;
  signIn(token: string, user: PublicUser): void;
  /**
   * Ends the session: on the server, then here. `ended` when the server already ended it (the account was
   * deleted, every device signed out): only this browser forgets it, with no request left to be refused.
   */
  signOut(options?: { ended?: boolean }): Promise<void>;
  replaceUser(user: PublicUser): void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  // A session comes only from a sign-in this browser made (a form, or the social sign-in's one-time code
  // traded on /auth/callback): never from the address bar, so a link cannot sign anyone in
  // (docs/decisions/019-sign-in-hardening.md). A server-rendered page is drawn for a guest first; the stored
  // member fills in once the browser has adopted it (session-store.ts).
  const user = useSyncExternalStore(subscribeToSession, storedUserSnapshot, guestSnapshot);
  const hydrated = useHydrated();

  // The page's member mark (set first by theme.js, before the app runs): the stylesheet makes room for the
  // member's parts by it. Not while the server's guest page is being adopted: the member is known just after.
  useEffect(() => {
    if (hydrated) document.documentElement.toggleAttribute('data-member', user !== null);
  }, [hydrated, user]);

  useEffect(() => {
    setSessionExpiredHandler(() => {
      sessionChanged();
      sessionEnded();
    });
    // Refresh the stored user once per load, so a role change or ban made by staff shows up.
    const token = readStoredToken();
    if (token) {
      api
        .get<{ user: PublicUser }>('/api/auth/me')
        .then(({ user: fresh }) => {
          // A sign-out (or another sign-in) while this was on its way wins: /logout opened in a new page
          // sent this and its own request together, and a late answer signed the member back in on screen.
          if (readStoredToken() !== token) return;
          storeUser(fresh);
          sessionChanged();
        })
        .catch(() => {});
    }
  }, []);

  const signIn = useCallback((token: string, next: PublicUser) => {
    storeSession(token, next);
    sessionChanged();
  }, []);

  const signOut = useCallback(async (options?: { ended?: boolean }) => {
    if (!options?.ended) await api.post('/api/auth/logout').catch(() => {});
    clearStoredSession();
    sessionChanged();
  }, []);

  const replaceUser = useCallback((next: PublicUser) => {
    storeUser(next);
    sessionChanged();
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
