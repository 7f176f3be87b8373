import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { readStoredToken } from '../api/session-storage';
import { prepareDiscussions, prepareThread } from '../features/forum/first-page';
import AccessDeniedPage from '../features/pages/access-denied-page';
import NotFoundPage from '../features/pages/not-found-page';
import type { ReadingSlots } from '../ui/reading-slot';
import { ErrorFallback } from './error-boundary';
import { RequireSignedIn, RequireStaff, SignedInOrHome, StaffOrDenied } from './guards';
import { HomeRoute } from './home-route';
import { AppLayout, loadReadingSlots } from './layout/app-layout';
import { type LazyPage, lazyPage } from './lazy-page';

// The route table of docs/product.md#pages; src/shared/routes.ts lists the same paths for the server's 404s. React Router matches paths case-insensitively by default.
// Heavier pages are split into their own chunks so the home page loads little JavaScript.
// Sign-in pages too: their forms carry the shared zod schemas and the social sign-in list (issue 17).
const LoginPage = lazy(() => import('../features/auth/login-page'));
const RegisterPage = lazy(() => import('../features/auth/register-page'));
const LogoutPage = lazy(() => import('../features/auth/logout-page'));
const DiscussionsPage = lazyPage(() => import('../features/forum/discussions-page'), prepareDiscussions);
// A member's copy of these pages also draws reading tools, whose chunks are fetched beside the page's.
const MEMBER_SLOTS = new Map<LazyPage, (keyof ReadingSlots)[]>([[DiscussionsPage, ['Mark', 'ListLinks']]]);
const CategoryPage = lazy(() => import('../features/forum/category-page'));
// Pages the server also renders as HTML: the app loads their chunk and data before its first render
// (prepareFirstPage), so the server's page stays up until the app's is ready to replace it in one go.
const ThreadPage = lazyPage(() => import('../features/forum/thread-page'), prepareThread);
MEMBER_SLOTS.set(ThreadPage, ['Thread', 'Post']);
const CreateThreadPage = lazy(() => import('../features/forum/create-thread-page'));
const ProfilePage = lazy(() => import('../features/auth/profile-page'));
const MemberProfilePage = lazy(() => import('../features/members/member-profile-page'));
const NotificationsPage = lazy(() => import('../features/notifications/notifications-page'));
const UnsubscribePage = lazy(() => import('../features/notifications/unsubscribe-page'));
const BookmarksPage = lazy(() => import('../features/reading/bookmarks-page'));
const DraftsPage = lazy(() => import('../features/forum/drafts/drafts-page'));
const ReadingListPage = lazy(() => import('../features/reading/reading-list-page'));
const ModerationPage = lazy(() => import('../features/moderation/moderation-page'));
const AdminPage = lazy(() => import('../features/admin/admin-page'));
const CommunityRulesPage = lazy(() => import('../features/pages/community-rules-page'));
const LandPage = lazy(() => import('../features/forum/land-page'));
const MyLandPage = lazy(() => import('../features/forum/my-land-page'));
const RoyaltyPage = lazy(() => import('../features/calculators/royalty-page'));
const FractionsPage = lazy(() => import('../features/calculators/fractions-page'));
const DeedPlotterPage = lazy(() => import('../features/calculators/deed-plotter-page'));
const TractVisualizerPage = lazy(() => import('../features/calculators/tract-visualizer-page'));
// Social sign-in (issue 7): where the server returns the browser, and the two steps of a first sign-in.
const OAuthCallbackPage = lazy(() => import('../features/auth/oauth/oauth-callback-page'));
const ChooseUsernamePage = lazy(() => import('../features/auth/oauth/choose-username-page'));
const ConfirmLinkPage = lazy(() => import('../features/auth/oauth/confirm-link-page'));
// Accounts (issue 12): forgot password, the reset link's page, address confirmation.
const ForgotPasswordPage = lazy(() => import('../features/accounts/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/accounts/reset-password-page'));
const ConfirmEmailPage = lazy(() => import('../features/accounts/confirm-email-page'));
const CancelEmailChangePage = lazy(() => import('../features/accounts/cancel-email-change-page'));
const SecurityPage = lazy(() => import('../features/accounts/security-page'));
const TwoFactorPage = lazy(() => import('../features/accounts/two-factor-page'));

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <ErrorFallback />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/threads', element: <DiscussionsPage />, handle: DiscussionsPage },
      { path: '/category/:slug', element: <CategoryPage /> },
      { path: '/thread/:id', element: <ThreadPage />, handle: ThreadPage },
      {
        path: '/create-thread',
        element: (
          <SignedInOrHome>
            <CreateThreadPage />
          </SignedInOrHome>
        ),
      },
      { path: '/u/:username', element: <MemberProfilePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/logout', element: <LogoutPage /> },
      { path: '/auth/callback', element: <OAuthCallbackPage /> },
      { path: '/auth/choose-username', element: <ChooseUsernamePage /> },
      { path: '/auth/confirm-link', element: <ConfirmLinkPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/confirm-email', element: <ConfirmEmailPage /> },
      { path: '/cancel-email-change', element: <CancelEmailChangePage /> },
      {
        path: '/profile',
        element: (
          <RequireSignedIn>
            <ProfilePage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/profile/security',
        element: (
          <RequireSignedIn>
            <SecurityPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/profile/two-factor',
        element: (
          <RequireSignedIn>
            <TwoFactorPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/notifications',
        element: (
          <RequireSignedIn>
            <NotificationsPage />
          </RequireSignedIn>
        ),
      },
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      {
        path: '/drafts',
        element: (
          <RequireSignedIn>
            <DraftsPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/bookmarks',
        element: (
          <RequireSignedIn>
            <BookmarksPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/my-land',
        element: (
          <RequireSignedIn>
            <MyLandPage />
          </RequireSignedIn>
        ),
      },
      {
        path: '/unread',
        element: (
          <RequireSignedIn>
            <ReadingListPage which="unread" />
          </RequireSignedIn>
        ),
      },
      {
        path: '/new',
        element: (
          <RequireSignedIn>
            <ReadingListPage which="new" />
          </RequireSignedIn>
        ),
      },
      {
        path: '/moderation',
        element: (
          <RequireStaff>
            <ModerationPage />
          </RequireStaff>
        ),
      },
      {
        path: '/admin',
        element: (
          <StaffOrDenied denied={<AccessDeniedPage />}>
            <AdminPage />
          </StaffOrDenied>
        ),
      },
      { path: '/community-rules', element: <CommunityRulesPage /> },
      { path: '/land/:state/:meridian/:township/:range', element: <LandPage /> },
      { path: '/land/:state/:meridian/:township/:range/:section', element: <LandPage /> },
      // The same paths as CALCULATOR_LINKS (src/shared/routes.ts).
      { path: '/calculator/royalty', element: <RoyaltyPage /> },
      { path: '/calculator/decimal-to-fraction', element: <FractionsPage /> },
      { path: '/calculator/deed-builder', element: <DeedPlotterPage /> },
      { path: '/calculator/metes-and-bounds', element: <TractVisualizerPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

/** Longest the first render waits for the opened page's chunk and data; after it, the page shows its loading state. */
const PREPARE_WAIT_MS = 3000;

/**
 * Loads the chunk and the first data of the page the browser opened, if its route's handle can load it (a
 * LazyPage), so the app's first render is that page's whole content (docs/decisions/032). Never rejects: a
 * failure is the page's own to show once it renders.
 */
export async function prepareFirstPage(client: QueryClient): Promise<void> {
  const match = router.state.matches.at(-1);
  const page = match?.route.handle as LazyPage | undefined;
  if (!match || typeof page?.load !== 'function') return;
  const search = new URLSearchParams(router.state.location.search);
  if (readStoredToken()) loadReadingSlots(MEMBER_SLOTS.get(page) ?? []);
  // The chunk and the data side by side: the data's query needs nothing from the chunk.
  const ready = Promise.all([page.load(), page.prepare?.(client, match.params, search)]).catch(
    () => undefined,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PREPARE_WAIT_MS);
  });
  await Promise.race([ready, late]);
  clearTimeout(timer);
  // The chunk's modules were evaluated in the task that brought the last of them: the render gets its own.
  await new Promise((resolve) => setTimeout(resolve, 0));
}
