import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { SessionProvider } from '../session/session-context';
import { DialogProvider } from '../ui/dialogs';
import { HydrationEnd } from '../ui/hydration';
import { type SiteInfo, SiteInfoProvider } from '../ui/site-info';
import { ErrorBoundary } from './error-boundary';

/** Everything around the router, the same on the server and in the browser, so their trees match. */
export function AppRoot({
  queryClient,
  site,
  children,
}: {
  queryClient: QueryClient;
  site: SiteInfo;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <SiteInfoProvider value={site}>
            <SessionProvider>
              <DialogProvider>
                {children}
                <HydrationEnd />
              </DialogProvider>
            </SessionProvider>
          </SiteInfoProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
