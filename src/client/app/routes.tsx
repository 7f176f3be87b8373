import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import AccessDeniedPage from '../features/site/pages/access-denied-page';
import NotFoundPage from '../features/site/pages/not-found-page';
import type { ReadingSlots } from '../ui/reading-slot';
import { ErrorFallback } from './error-boundary';
import { RequireSignedIn, RequireStaff, SignedInOrHome, StaffOrDenied } from './guards';
import { CategoryView, HomeRoute } from './home-route';
import { AppLayout } from './layout/app-layout';
import { type LazyPage, lazyPage } from './lazy-page';

// The route table of docs/product.md#pages, one for the browser (createBrowserRouter) and the server
// (createStaticHandler); src/shared/routes.ts lists the same paths for the server's 404s. React Router matches
// paths case-insensitively by default. Heavier pages are split into their own chunks so the home page loads
// little JavaScript; sign-in pages too, since their forms carry the shared zod schemas.

/**
 * What a route tells the server: the public pages it renders as HTML (docs/decisions/034-react-rendered-once.md),
 * the source modules of their chunks (named in the page's head so the browser fetches them at once), and the
 * reading tools a member's copy draws (fetched beside the page's chunk).
 */
export interface PageHandle {
  serverRendered: true;
  chunks: string[];
  /** Loads the page's chunks for this address before the browser adopts the server's markup. */
  load: (search: URLSearchParams) => Promise<unknown>;
  memberSlots?: (keyof ReadingSlots)[];
}
const serverPage = (
  page: LazyPage | null,
  chunks: string[],
  memberSlots?: (keyof ReadingSlots)[],
): PageHandle => ({
  serverRendered: true,
  chunks,
  load: async (search) => (await page?.load())?.prepare?.(search),
  memberSlots,
});

// The home page shows a category view when its address names one (`/?page=texas`).
const homePage: PageHandle = {
  serverRendered: true,
  chunks: [],
  load: async (search) => (search.get('page') ? CategoryView.load() : undefined),
};

const LoginPage = lazy(() => import('../features/people/auth/login-page'));
const RegisterPage = lazy(() => import('../features/people/auth/register-page'));
const LogoutPage = lazy(() => import('../features/people/auth/logout-page'));
const DiscussionsPage = lazyPage(() => import('../features/forum/discussions/discussions-page'));
const ThreadPage = lazyPage(() => import('../features/forum/discussions/thread-page'));
const CategoryPage = lazyPage(() => import('../features/forum/discussions/category-page'));
const CreateThreadPage = lazy(() => import('../features/forum/discussions/create-thread-page'));
const ProfilePage = lazy(() => import('../features/people/auth/profile-page'));
const MemberProfilePage = lazyPage(() => import('../features/people/members/member-profile-page'));
const NotificationsPage = lazy(() => import('../features/conversation/notifications/notifications-page'));
const UnsubscribePage = lazy(() => import('../features/conversation/notifications/unsubscribe-page'));
const BookmarksPage = lazy(() => import('../features/forum/reading/bookmarks-page'));
const DraftsPage = lazy(() => import('../features/forum/discussions/drafts/drafts-page'));
const ReadingListPage = lazy(() => import('../features/forum/reading/reading-list-page'));
const ModerationPage = lazy(() => import('../features/staff/moderation/moderation-page'));
const AdminPage = lazy(() => import('../features/staff/admin/admin-page'));
const CommunityRulesPage = lazyPage(() => import('../features/site/pages/community-rules-page'));
const LandPage = lazyPage(() => import('../features/forum/discussions/land/land-page'));
const MyLandPage = lazy(() => import('../features/forum/discussions/land/my-land-page'));
const RoyaltyPage = lazyPage(() => import('../features/documents/calculators/royalty-page'));
const FractionsPage = lazyPage(() => import('../features/documents/calculators/fractions-page'));
const DeedPlotterPage = lazyPage(() => import('../features/documents/calculators/deed-plotter-page'));
const TractVisualizerPage = lazyPage(() => import('../features/documents/calculators/tract-visualizer-page'));
// Social sign-in: where the server returns the browser, and the two steps of a first sign-in.
const OAuthCallbackPage = lazy(() => import('../features/people/auth/oauth/oauth-callback-page'));
const ChooseUsernamePage = lazy(() => import('../features/people/auth/oauth/choose-username-page'));
const ConfirmLinkPage = lazy(() => import('../features/people/auth/oauth/confirm-link-page'));
// Accounts: forgot password, the reset link's page, address confirmation.
const ForgotPasswordPage = lazy(() => import('../features/people/accounts/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/people/accounts/reset-password-page'));
const ConfirmEmailPage = lazy(() => import('../features/people/accounts/confirm-email-page'));
const CancelEmailChangePage = lazy(() => import('../features/people/accounts/cancel-email-change-page'));
const SecurityPage = lazy(() => import('../features/people/accounts/security-page'));
const TwoFactorPage = lazy(() => import('../features/people/accounts/two-factor-page'));
const IgnoredPage = lazy(() => import('../features/people/ignoring/ignored-page'));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <ErrorFallback />,
    children: [
      { path: '/', element: <HomeRoute />, handle: homePage },
      {
        path: '/threads',
        element: <DiscussionsPage />,
        handle: serverPage(
          DiscussionsPage,
          ['features/forum/discussions/discussions-page.tsx'],
          ['Mark', 'ListLinks'],
        ),
      },
      {
        path: '/category/:slug',
        element: <CategoryPage />,
        handle: serverPage(
          CategoryPage,
          ['features/forum/discussions/category-page.tsx'],
          ['Mark', 'Category'],
        ),
      },
      {
        path: '/thread/:id',
        element: <ThreadPage />,
        handle: serverPage(ThreadPage, ['features/forum/discussions/thread-page.tsx'], ['Thread', 'Post']),
      },
      {
        path: '/create-thread',
        element: (
          <SignedInOrHome>
            <CreateThreadPage />
          </SignedInOrHome>
        ),
      },
      {
        path: '/u/:username',
        element: <MemberProfilePage />,
        handle: serverPage(MemberProfilePage, ['features/people/members/member-profile-page.tsx']),
      },
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
        path: '/profile/ignored',
        element: (
          <RequireSignedIn>
            <IgnoredPage />
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
      {
        path: '/community-rules',
        element: <CommunityRulesPage />,
        handle: serverPage(CommunityRulesPage, ['features/site/pages/community-rules-page.tsx']),
      },
      {
        path: '/land/:state/:meridian/:township/:range',
        element: <LandPage />,
        handle: serverPage(LandPage, ['features/forum/discussions/land/land-page.tsx']),
      },
      {
        path: '/land/:state/:meridian/:township/:range/:section',
        element: <LandPage />,
        handle: serverPage(LandPage, ['features/forum/discussions/land/land-page.tsx']),
      },
      // The same paths as CALCULATOR_LINKS (src/shared/routes.ts).
      {
        path: '/calculator/royalty',
        element: <RoyaltyPage />,
        handle: serverPage(RoyaltyPage, ['features/documents/calculators/royalty-page.tsx']),
      },
      {
        path: '/calculator/decimal-to-fraction',
        element: <FractionsPage />,
        handle: serverPage(FractionsPage, ['features/documents/calculators/fractions-page.tsx']),
      },
      {
        path: '/calculator/deed-builder',
        element: <DeedPlotterPage />,
        handle: serverPage(DeedPlotterPage, ['features/documents/calculators/deed-plotter-page.tsx']),
      },
      {
        path: '/calculator/metes-and-bounds',
        element: <TractVisualizerPage />,
        handle: serverPage(TractVisualizerPage, ['features/documents/calculators/tract-visualizer-page.tsx']),
      },
      { path: '*', element: <NotFoundPage />, handle: serverPage(null, []) },
    ],
  },
];
