import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import AccessDeniedPage from '../features/pages/access-denied-page';
import NotFoundPage from '../features/pages/not-found-page';
import { ErrorFallback } from './error-boundary';
import { RequireSignedIn, RequireStaff, SignedInOrHome, StaffOrDenied } from './guards';
import { HomeRoute } from './home-route';
import { AppLayout } from './layout/app-layout';

// The route table of docs/product.md#pages; src/shared/routes.ts lists the same paths for the server's 404s. React Router matches paths case-insensitively by default.
// Heavier pages are split into their own chunks so the home page loads little JavaScript.
// Sign-in pages too: their forms carry the shared zod schemas and the social sign-in list (issue 17).
const LoginPage = lazy(() => import('../features/auth/login-page'));
const RegisterPage = lazy(() => import('../features/auth/register-page'));
const LogoutPage = lazy(() => import('../features/auth/logout-page'));
const DiscussionsPage = lazy(() => import('../features/forum/discussions-page'));
const CategoryPage = lazy(() => import('../features/forum/category-page'));
const ThreadPage = lazy(() => import('../features/forum/thread-page'));
const CreateThreadPage = lazy(() => import('../features/forum/create-thread-page'));
const ProfilePage = lazy(() => import('../features/auth/profile-page'));
const MemberProfilePage = lazy(() => import('../features/members/member-profile-page'));
const NotificationsPage = lazy(() => import('../features/notifications/notifications-page'));
const UnsubscribePage = lazy(() => import('../features/notifications/unsubscribe-page'));
const BookmarksPage = lazy(() => import('../features/reading/bookmarks-page'));
const ReadingListPage = lazy(() => import('../features/reading/reading-list-page'));
const ModerationPage = lazy(() => import('../features/moderation/moderation-page'));
const AdminPage = lazy(() => import('../features/admin/admin-page'));
const CommunityRulesPage = lazy(() => import('../features/pages/community-rules-page'));
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
const SecurityPage = lazy(() => import('../features/accounts/security-page'));
const TwoFactorPage = lazy(() => import('../features/accounts/two-factor-page'));

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <ErrorFallback />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/threads', element: <DiscussionsPage /> },
      { path: '/category/:slug', element: <CategoryPage /> },
      { path: '/thread/:id', element: <ThreadPage /> },
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
        path: '/bookmarks',
        element: (
          <RequireSignedIn>
            <BookmarksPage />
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
      // The same paths as CALCULATOR_LINKS (src/shared/routes.ts).
      { path: '/calculator/royalty', element: <RoyaltyPage /> },
      { path: '/calculator/decimal-to-fraction', element: <FractionsPage /> },
      { path: '/calculator/deed-builder', element: <DeedPlotterPage /> },
      { path: '/calculator/metes-and-bounds', element: <TractVisualizerPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
