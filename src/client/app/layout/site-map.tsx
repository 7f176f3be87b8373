import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { CATEGORY_GROUPS, CATEGORY_SEEDS } from '../../../shared/categories';
import { categoryPath } from '../../../shared/routes';
import { DrawerPhoneLinks } from './drawer-phone-links';

// docs/product.md#pages "Sidebar 'Site Map'": sections in this order; Forum Home marked active on the home page;
// clicking any link closes the sidebar.
const SECTION_TITLES: Record<string, string> = {
  welcome: 'Welcome',
  news: 'News & Updates',
  'mineral-management': 'Mineral Management',
  documents: 'Document & Image Requests',
  technical: 'Geological/Technical/Regulatory & Legal',
  'other-states': 'Other States & Regions',
};

export function SiteMap({ open, onClose }: { open: boolean; onClose(): void }) {
  const location = useLocation();
  const onHome = location.pathname === '/' && !new URLSearchParams(location.search).get('page');

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <>
      <button type="button" className="overlay" aria-label="Close site map" onClick={onClose} />
      <nav className="sitemap" aria-label="Site Map" id="site-map">
        <div className="row">
          <h2>Site Map</h2>
          <span className="spacer" />
          <button type="button" className="btn btn-secondary btn-small" onClick={onClose}>
            Close
          </button>
        </div>
        <DrawerPhoneLinks onClose={onClose} />
        {CATEGORY_GROUPS.map((group) => (
          <section key={group.key} aria-labelledby={`sitemap-${group.key}`}>
            <h3 id={`sitemap-${group.key}`}>{SECTION_TITLES[group.key] ?? group.title}</h3>
            <ul>
              {group.key === 'welcome' && (
                <>
                  <li>
                    <Link
                      to="/"
                      className={onHome ? 'active' : undefined}
                      aria-current={onHome ? 'page' : undefined}
                      onClick={onClose}
                    >
                      Forum Home
                    </Link>
                  </li>
                  <li>
                    <Link to="/community-rules" onClick={onClose}>
                      Community Rules
                    </Link>
                  </li>
                </>
              )}
              {CATEGORY_SEEDS.filter((c) => c.group === group.key).map((c) => (
                <li key={c.pageId}>
                  <Link to={categoryPath(c)} onClick={onClose}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </>
  );
}
