import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { COMPANY } from '../../../shared/constants';
import { withRedirect } from '../../session/redirect';
import { useSession } from '../../session/session-context';
import { CalculatorsMenu } from './calculators-menu';

export function SiteHeader({
  siteMapOpen,
  onToggleSiteMap,
}: {
  siteMapOpen: boolean;
  onToggleSiteMap(): void;
}) {
  const { user, isStaff, isAdmin } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const here = `${location.pathname}${location.search}`;
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <button
          type="button"
          className="sitemap-toggle"
          aria-expanded={siteMapOpen}
          aria-controls="site-map"
          onClick={onToggleSiteMap}
        >
          <span aria-hidden="true">☰</span>
          <span className="sitemap-toggle-label">Site Map</span>
        </button>
        <Link to="/" className="brand" onClick={closeMenu}>
          <img src="/favicon.svg" alt="" width="40" height="40" />
          <span>
            Oklahoma Mineral Rights Forum
            <small>by {COMPANY.name}</small>
          </span>
        </Link>
        <button
          type="button"
          className="btn btn-secondary btn-small menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((v) => !v)}
        >
          Menu
        </button>
        <nav id="main-nav" aria-label="Main" className={`main-nav${menuOpen ? ' open' : ''}`}>
          <NavLink to="/" end onClick={closeMenu}>
            Home
          </NavLink>
          <NavLink to="/threads" onClick={closeMenu}>
            Discussions
          </NavLink>
          <NavLink to="/community-rules" onClick={closeMenu}>
            Community Rules
          </NavLink>
          <CalculatorsMenu onNavigate={closeMenu} />
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
              {isStaff && (
                <>
                  <Link to="/moderation" className="btn btn-secondary btn-small">
                    Moderation
                  </Link>
                  <Link to="/admin" className="btn btn-gold btn-small">
                    {isAdmin ? 'Admin' : 'Mod'}
                  </Link>
                </>
              )}
              <Link to="/profile" className="btn btn-secondary btn-small">
                Profile
              </Link>
              <button
                type="button"
                className="btn btn-secondary btn-small"
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
              <Link to={withRedirect('/register', here)} className="btn btn-gold btn-small">
                Register
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
