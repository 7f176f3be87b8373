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

/** Staff who must set up two-factor sign-in first (REQUIRE_STAFF_2FA) are taken to its set-up page. */
const TWO_FACTOR_SETUP = <Navigate to="/profile/two-factor" replace />;

/** /moderation: admins and moderators; others redirected to /. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { isStaff, user } = useSession();
  if (!isStaff) return <Navigate to="/" replace />;
  if (user?.must_set_up_two_factor) return TWO_FACTOR_SETUP;
  return children;
}

/** /admin: admins get the dashboard, moderators its moderator view; everyone else sees Access Denied. */
export function StaffOrDenied({ children, denied }: { children: ReactNode; denied: ReactNode }) {
  const { isStaff, user } = useSession();
  if (isStaff && user?.must_set_up_two_factor) return TWO_FACTOR_SETUP;
  return isStaff ? children : denied;
}
