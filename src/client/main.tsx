import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ApiError } from './api/api-client';
import { ErrorBoundary } from './app/error-boundary';
import { prepareFirstPage, router } from './app/routes';
import { SessionProvider } from './session/session-context';
import { DialogProvider } from './ui/dialogs';
import './styles/base.css';
import './styles/layout.css';
import './styles/home.css';
import './styles/cards.css';
import './styles/post-content.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not get better by asking again; a network blip might.
      retry: (count, error) =>
        count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

async function start(root: HTMLElement) {
  // The opened page's chunk and data are fetched at once, side by side rather than one after the other.
  // Where the server rendered the page as HTML (a thread: for readers without JavaScript, and to show
  // something at once), its copy stays up until they are here, then the app's first render replaces it
  // whole: one render, one layout, no "Loading..." between the two (decision 032). Elsewhere the app draws
  // at once.
  const prepared = prepareFirstPage(queryClient);
  if (root.childElementCount > 0) await prepared;
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <DialogProvider>
              <RouterProvider router={router} />
            </DialogProvider>
          </SessionProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
