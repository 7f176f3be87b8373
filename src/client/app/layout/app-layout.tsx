import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { IgnoreProvider } from '../../features/people/ignoring/ignore-provider';
import MemberNotices from '../../features/people/notices/member-notices';
import { ReportButton } from '../../features/staff/reporting/report-button';
import { useSession } from '../../session/session-context';
import { FlashNotice, SessionEndedRedirect } from '../../ui/flash-notice';
import { PageAdopted } from '../../ui/hydration';
import { Loading } from '../../ui/loading';
import { ReadingSlotProvider, type ReadingSlots } from '../../ui/reading-slot';
import { ReportSlotProvider } from '../../ui/report-slot';
import { PrintStamp } from './print-stamp';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteMap } from './site-map';

// The reading controls load with the first page that shows them (to signed-in members), not with every page.
// Every part draws nothing for a guest, so guests get no slots at all: their chunks (and the zod schemas the
// watch-level list pulls in) are not fetched.
const SLOT_CHUNKS = {
  Thread: () => import('../../features/forum/reading/thread-reading-tools'),
  Post: () => import('../../features/forum/reading/post-bookmark-button'),
  Category: () => import('../../features/forum/reading/category-watch-control'),
  Mark: () => import('../../features/forum/reading/thread-list-mark'),
  ListLinks: () => import('../../features/forum/reading/thread-list-links'),
} satisfies Record<keyof ReadingSlots, unknown>;
const READING_SLOTS: ReadingSlots = {
  Thread: lazy(SLOT_CHUNKS.Thread),
  Post: lazy(SLOT_CHUNKS.Post),
  Category: lazy(SLOT_CHUNKS.Category),
  Mark: lazy(SLOT_CHUNKS.Mark),
  ListLinks: lazy(SLOT_CHUNKS.ListLinks),
};

/** The reading tools' chunks a member's page draws, fetched beside the page's own before the first render (decision 032). */
export function loadReadingSlots(which: (keyof ReadingSlots)[]): void {
  for (const slot of which) SLOT_CHUNKS[slot]().catch(() => undefined);
}

export function AppLayout() {
  const [siteMapOpen, setSiteMapOpen] = useState(false);
  const location = useLocation();
  const { user } = useSession();
  const closeSiteMap = useCallback(() => setSiteMapOpen(false), []);

  // A new page starts at the top, as a multi-page site would. Not the first: the app has just replaced the
  // server's copy of this page, and a reader who scrolled it meanwhile keeps their place.
  const firstPath = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => {
    if (firstPath.current) firstPath.current = false;
    else window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader drawerOpen={siteMapOpen} onToggleDrawer={() => setSiteMapOpen((v) => !v)} />
      <SiteMap open={siteMapOpen} onClose={closeSiteMap} />
      <main id="main" tabIndex={-1}>
        <MemberNotices />
        <FlashNotice />
        <SessionEndedRedirect />
        <ReportSlotProvider value={ReportButton}>
          <ReadingSlotProvider value={user ? READING_SLOTS : null}>
            <IgnoreProvider>
              <Suspense fallback={<Loading label="Loading page..." />}>
                <Outlet />
                <PageAdopted />
              </Suspense>
            </IgnoreProvider>
          </ReadingSlotProvider>
        </ReportSlotProvider>
      </main>
      <SiteFooter />
      <PrintStamp />
    </>
  );
}
