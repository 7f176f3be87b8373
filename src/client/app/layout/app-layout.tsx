import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '../../ui/loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteMap } from './site-map';

export function AppLayout() {
  const [siteMapOpen, setSiteMapOpen] = useState(false);
  const location = useLocation();
  const closeSiteMap = useCallback(() => setSiteMapOpen(false), []);

  // A new page starts at the top, as a multi-page site would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <button
        type="button"
        className="btn sitemap-toggle"
        aria-expanded={siteMapOpen}
        aria-controls="site-map"
        onClick={() => setSiteMapOpen((v) => !v)}
      >
        ☰ Site Map
      </button>
      <SiteMap open={siteMapOpen} onClose={closeSiteMap} />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Loading label="Loading page..." />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
