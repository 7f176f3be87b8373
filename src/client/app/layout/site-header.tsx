import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { COMPANY } from '../../../shared/constants';
import { withRedirect } from '../../session/redirect';
import { useSession } from '../../session/session-context';
import { CalculatorsMenu } from './calculators-menu';
import { useHideOnScroll } from './use-hide-on-scroll';

// The bell is a member's only: it (with the notifications' queries, mutations and live stream) loads in a
// chunk of its own, which guests never fetch; the entry asks for it at once for a member (main.tsx). Its
// room is held while it arrives, so the header does not move.
export const loadNotificationBell = () =>
  import('../../features/conversation/notifications/notification-bell');
const NotificationBell = lazy(() =>
  loadNotificationBell().then((module) => ({ default: module.NotificationBell })),
);

// One menu button opens the drawer (site map, and on a phone the navigation and account links too), so a
// phone shows one short header row (docs/product.md#pages).
export function SiteHeader({ drawerOpen, onToggleDrawer }: { drawerOpen: boolean; onToggleDrawer(): void }) {
  const { user, isStaff, isAdmin } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const hidden = useHideOnScroll(drawerOpen);
  const here = `${location.pathname}${location.search}`;

  return (
    <header className={`site-header${hidden ? ' is-hidden' : ''}`}>
      <div className="site-header-inner">
        <button
          type="button"
          className="sitemap-toggle"
          aria-expanded={drawerOpen}
          aria-controls="site-map"
          onClick={onToggleDrawer}
        >
          <span aria-hidden="true">☰</span>
          <span className="label-wide">Site Map</span>
          <span className="label-phone">Menu</span>
        </button>
        <Link to="/" className="brand">
          <img src="/favicon.svg" alt="" width="40" height="40" />
          <span>
            Oklahoma Mineral Rights Forum
            <small>by {COMPANY.name}</small>
          </span>
        </Link>
        <nav id="main-nav" aria-label="Main" className="main-nav">
          <NavLink to="/" end>
            Home
          </NavLink>
          <NavLink to="/threads">Discussions</NavLink>
          <NavLink to="/community-rules">Community Rules</NavLink>
          <CalculatorsMenu onNavigate={() => undefined} />
          <a href={COMPANY.consultation} target="_blank" rel="noopener noreferrer" className="external">
            Get a Consultation
          </a>
        </nav>
        <div className="header-actions">
          {user ? (
            <>
              <span className="greeting">
                Hello, <strong>{user.username}</strong>
              </span>
              <Suspense fallback={<span className="notification-bell" aria-hidden="true" />}>
                <NotificationBell userId={user.id} />
              </Suspense>
              {isStaff && (
                <>
                  <Link to="/moderation" className="btn btn-secondary btn-small wide-only">
                    Moderation
                  </Link>
                  <Link to="/admin" className="btn btn-gold btn-small wide-only">
                    {isAdmin ? 'Admin' : 'Mod'}
                  </Link>
                </>
              )}
              <Link to="/my-land" className="btn btn-secondary btn-small wide-only">
                My land
              </Link>
              <Link to="/profile" className="btn btn-secondary btn-small wide-only">
                Profile
              </Link>
              <button
                type="button"
                className="btn btn-secondary btn-small wide-only"
                onClick={() => navigate('/logout')}
              >
                Logout
              </button>
            </>
          ) : (
            <>
              <Link to={withRedirect('/login', here)} className="btn btn-secondary btn-small">
                Login
              </Link>
              <Link to={withRedirect('/register', here)} className="btn btn-gold btn-small wide-only">
                Register
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
