import { type ComponentType, lazy, Suspense } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { Component as GamePage } from '../features/game/components/HomePage';
import { type LaterNamespace, loadCatalogs } from '../i18n/i18n';
import { getToken, setToken } from '../lib/storage';
import { PageSpinner } from '../ui/Spinner';
import { RedirectAdmin, RequireAdmin } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/**
 * Routes whose `token` query parameter is not a login token, so it is left for the page:
 * /reset-password carries a password-reset token and /verify-email an e-mail verification token.
 */
// Their tokens are theirs (a reset, a verification, an unsubscribe link), not a login.
const ownTokenRoutes = new Set(['/reset-password', '/verify-email', '/unsubscribe']);

/** Spec §2: `?token=` on any other route is stored as the login token and the user goes to /. */
export async function captureLoginToken({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (!token || ownTokenRoutes.has(path)) return null;
  setToken(token);
  // A provider sign-in that made the account is a sign-up: the guest's progress goes with it.
  if (url.searchParams.has('newAccount')) {
    const { carryGuestProgress } = await import('../features/auth/api/carry-guest-progress');
    await carryGuestProgress();
  }
  return redirect('/');
}

/** Spec §2: any unknown path goes to / with a stored token, else to /signup. */
export function redirectUnknown(): Response {
  return redirect(getToken() ? '/' : '/signup');
}

type PageModule = { Component: ComponentType };

/** A screen's code and its catalogs, fetched together so that it never shows untranslated keys. */
const withCatalogs =
  (load: () => Promise<PageModule>, ...ns: LaterNamespace[]) =>
  async (): Promise<PageModule> => {
    const [page] = await Promise.all([load(), loadCatalogs(...ns)]);
    return page;
  };

/**
 * An admin page. Not a lazy route: React Router fetches a matched route's code before any guard
 * has run, so a learner who opened /dashboard would download the dashboard. The page is lazy inside
 * the guard instead.
 */
const adminRoute = (
  path: string,
  load: () => Promise<PageModule>,
  ...ns: [LaterNamespace, ...LaterNamespace[]]
): RouteObject => {
  const Page = lazy(async () => ({ default: (await withCatalogs(load, ...ns)()).Component }));
  return {
    path,
    element: (
      <RequireAdmin>
        <Suspense fallback={<PageSpinner />}>
          <Page />
        </Suspense>
      </RequireAdmin>
    ),
  };
};

const dashboardCatalogs = ['admin', 'adminLevels', 'adminMedia', 'adminQuiz', 'adminAnswers'] as const;

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    loader: captureLoginToken,
    children: [
      // The game is the first screen, whose code every page loads with the app (vite.config.ts): a
      // lazy route would only add a request between the app and its first render.
      { index: true, Component: GamePage },
      {
        path: 'signup',
        lazy: withCatalogs(() => import('../features/auth/components/SignupPage'), 'auth', 'providers'),
      },
      {
        path: 'login',
        lazy: withCatalogs(() => import('../features/auth/components/LoginPage'), 'auth', 'providers'),
      },
      {
        path: 'forgot-password',
        lazy: withCatalogs(() => import('../features/auth/components/ForgotPasswordPage'), 'auth'),
      },
      {
        path: 'reset-password',
        lazy: withCatalogs(() => import('../features/auth/components/ResetPasswordPage'), 'auth'),
      },
      {
        path: 'verify-email',
        lazy: withCatalogs(() => import('../features/auth/components/VerifyEmailPage'), 'auth'),
      },
      adminRoute(
        'sound/upload',
        () => import('../features/admin/components/sounds/SoundUploadPage'),
        ...dashboardCatalogs,
      ),
      {
        path: 'returns-policy',
        lazy: withCatalogs(() => import('../features/pages/components/legal/ReturnsPolicyPage'), 'legal'),
      },
      {
        path: 'terms-and-conditions',
        lazy: withCatalogs(() => import('../features/pages/components/legal/TermsPage'), 'legal'),
      },
      {
        path: 'privacy-policy',
        lazy: withCatalogs(() => import('../features/pages/components/legal/PrivacyPolicyPage'), 'legal'),
      },
      {
        path: 'privacyPolicyKeyboardAndroid',
        lazy: withCatalogs(
          () => import('../features/pages/components/legal/AndroidKeyboardPolicyPage'),
          'legal',
        ),
      },
      {
        path: 'privacyPolicyKeyboardiphone',
        lazy: withCatalogs(() => import('../features/pages/components/legal/IosKeyboardPolicyPage'), 'legal'),
      },
      {
        path: 'delete-account',
        lazy: withCatalogs(() => import('../features/contact/components/DeleteAccountRequestPage'), 'site'),
      },
      {
        path: 'contact',
        lazy: withCatalogs(() => import('../features/contact/components/ContactPage'), 'site'),
      },
      { path: 'about', lazy: withCatalogs(() => import('../features/pages/components/AboutPage'), 'pages') },
      adminRoute('post', () => import('../features/blog/components/CreatePostPage'), 'site'),
      { path: 'blog', lazy: withCatalogs(() => import('../features/blog/components/BlogPage'), 'site') },
      {
        path: 'unsubscribe',
        lazy: withCatalogs(() => import('../features/mailing-list/components/UnsubscribePage'), 'site'),
      },
      { path: 'reading-level', lazy: () => import('../features/game/components/ReadingLevelPage') },
      { path: 'speaking-level', lazy: () => import('../features/game/components/SpeakingLevelPage') },
      {
        path: 'checkout',
        lazy: withCatalogs(() => import('../features/payment/components/CheckoutPage'), 'payment'),
      },
      {
        path: 'completion',
        lazy: withCatalogs(() => import('../features/payment/components/CompletionPage'), 'payment'),
      },
      {
        path: 'success',
        lazy: withCatalogs(() => import('../features/payment/components/SuccessPage'), 'payment'),
      },
      {
        path: 'my-sounds',
        lazy: withCatalogs(() => import('../features/sounds/components/MySoundsPage'), 'sounds', 'keyboard'),
      },
      {
        path: 'my-sounds/review',
        lazy: withCatalogs(() => import('../features/sounds/components/ReviewPage'), 'sounds', 'keyboard'),
      },
      {
        path: 'profile',
        lazy: withCatalogs(() => import('../features/profile/components/ProfilePage'), 'account'),
      },
      {
        path: 'settings',
        lazy: withCatalogs(() => import('../features/settings/components/SettingsPage'), 'account'),
      },
      {
        path: 'iOS-keyboard-support',
        lazy: withCatalogs(() => import('../features/pages/components/IosKeyboardSupportPage'), 'pages'),
      },
      {
        path: 'info',
        lazy: withCatalogs(() => import('../features/pages/components/SupportPage'), 'pages', 'keyboard'),
      },
      {
        path: 'download-keyboard',
        lazy: withCatalogs(() => import('../features/pages/components/DownloadKeyboardPage'), 'pages'),
      },
      {
        path: 'access-blocked',
        element: <RedirectAdmin />,
        children: [{ index: true, lazy: () => import('../features/pages/components/AccessBlockedPage') }],
      },
      adminRoute(
        'dashboard',
        () => import('../features/admin/components/DashboardPage'),
        ...dashboardCatalogs,
      ),
      { path: '*', loader: redirectUnknown },
    ],
  },
];
