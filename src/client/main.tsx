import { type DehydratedState, hydrate, type Query } from '@tanstack/react-query';
import { type ErrorInfo, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { readStoredToken } from './api/session-storage';
import { AppRoot } from './app/app-root';
import { loadReadingSlots } from './app/layout/app-layout';
import { loadNotificationBell } from './app/layout/site-header';
import { readPageData } from './app/page-data';
import { createQueryClient } from './app/query-client';
import { type PageHandle, routes } from './app/routes';
import { startAdopting, whenHydrated } from './ui/hydration';
import './styles/base.css';
import './styles/layout.css';
import './styles/home.css';
import './styles/cards.css';
import './styles/post-content.css';

// The browser's half of the app (docs/decisions/034-react-rendered-once.md). A public page arrives rendered
// by the server with the answers it read; the app takes them into its query cache and adopts the server's
// markup with hydrateRoot, so nothing is fetched or drawn twice. Other pages (a member's own) arrive empty
// and are drawn here.

/** How long the page's own answers count as fresh: longer than any first render takes on a slow phone. */
const PAGE_DATA_FRESH_MS = 30_000;

const queryClient = createQueryClient();

/**
 * Lets the browser paint and answer input before the next step: the modules' evaluation, reading the page's
 * data and creating the router, and adopting the page are each a task of their own on a slow phone, not one
 * long one (Lighthouse's blocking time counts every task over 50 ms).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The answers the server's render read, as this page's cache: fresh for a while, so mounting the page asks
 * for none of them again; a query the server found failing (a thread not found) is not retried by the first
 * render, which must draw what the server drew. A member's copy asks again once adopted, with their
 * session: the server drew the guest's page, and their votes, unread marks and held posts fill in then.
 */
function adoptPageData(queries: DehydratedState) {
  hydrate(queryClient, queries);
  const fromPage = new Set(queries.queries.map((query) => query.queryHash));
  const loadedAt = Date.now();
  const defaults = queryClient.getDefaultOptions().queries;
  const recent = (query: Query) =>
    fromPage.has(query.queryHash) && Date.now() - loadedAt < PAGE_DATA_FRESH_MS;
  queryClient.setDefaultOptions({
    queries: {
      ...defaults,
      staleTime: (query) => (recent(query) ? PAGE_DATA_FRESH_MS : 0),
      // A part of the page is adopted when its chunk and React are ready, possibly later than the rest.
      retryOnMount: (query) => !recent(query),
    },
  });
  whenHydrated(() => {
    if (readStoredToken())
      void queryClient.invalidateQueries({ predicate: (query) => fromPage.has(query.queryHash) });
  });
}

function reportHydrationError(error: unknown, info: ErrorInfo) {
  // A mismatch makes React draw that part again in the browser: a bug to fix, and the e2e tests fail on it.
  console.error('Hydration mismatch:', error, info.componentStack ?? '');
}

async function start(into: HTMLElement) {
  await yieldToBrowser();
  const pageData = readPageData();
  // The server's markup is adopted when it was rendered for this address (the offline calculators' cached
  // copy may have been rendered for other inputs: it is drawn afresh); its answers are taken in either way.
  const here = `${window.location.pathname}${window.location.search}`;
  const adopting = Boolean(into.firstChild && pageData && pageData.url === here);
  if (adopting) startAdopting();
  if (pageData) adoptPageData(pageData.queries);
  const router = createBrowserRouter(routes, pageData ? { hydrationData: pageData.router } : undefined);
  const handle = router.state.matches.at(-1)?.route.handle as PageHandle | undefined;
  // A member's copy of the page also draws reading tools: their chunks are fetched beside the page's.
  if (handle?.memberSlots && readStoredToken()) loadReadingSlots(handle.memberSlots);
  // And the header's bell, on every page of a member's.
  if (readStoredToken()) loadNotificationBell().catch(() => undefined);
  const app = (
    <AppRoot
      queryClient={queryClient}
      site={pageData?.site ?? { origin: window.location.origin, publicUrl: null }}
    >
      <RouterProvider router={router} />
    </AppRoot>
  );
  if (!adopting) {
    into.replaceChildren();
    createRoot(into).render(app);
    return;
  }
  // The page's chunks first (the server's head already asked for them), so React adopts the whole page in
  // one pass, with the flags and answers it had on the server.
  await handle?.load(new URLSearchParams(window.location.search)).catch(() => undefined);
  await yieldToBrowser();
  // As a transition: React adopts the page in slices of a few milliseconds and lets the browser paint or
  // answer a tap between them, instead of one task as long as the whole page (a thread of 50 posts on a slow
  // phone took a few hundred milliseconds). The server's markup is on screen and its links work meanwhile.
  startTransition(() => {
    hydrateRoot(into, app, { onRecoverableError: reportHydrationError });
  });
}
const root = document.getElementById('root');
if (root) void start(root);
