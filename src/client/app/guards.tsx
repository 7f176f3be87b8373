import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { withRedirect } from '../session/redirect';
import { useSession } from '../session/session-context';

// Client-side guards of the route table (docs/product.md#pages). They only decide what to show; the server checks
// every call itself.

/** /profile: a guest is sent to login, and comes back here after signing in. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user)
    return <Navigate to={withRedirect('/login', `${location.pathname}${location.search}`)} replace />;
  return children;
}

/** /create-thread: guests are redirected to /. */
export function SignedInOrHome({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user) return <Navigate to="/" replace />;
  return children;
}

/** /moderation: admins and moderators; others redirected to /. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { isStaff } = useSession();
  if (!isStaff) return <Navigate to="/" replace />;
  return children;
}

/** /admin: admins get the dashboard, moderators its moderator view; everyone else sees Access Denied. */
export function StaffOrDenied({ children, denied }: { children: ReactNode; denied: ReactNode }) {
  const { isStaff } = useSession();
  return isStaff ? children : denied;
}
