import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ApiError } from './api/api-client';
import { ErrorBoundary } from './app/error-boundary';
import { router } from './app/routes';
import { SessionProvider } from './session/session-context';
import { DialogProvider } from './ui/dialogs';
import './styles/base.css';
import './styles/layout.css';
import './styles/home.css';
import './styles/cards.css';

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

const root = document.getElementById('root');
if (root) {
  // The server may have rendered the page's content as plain HTML for readers without JavaScript;
  // the app replaces it.
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
