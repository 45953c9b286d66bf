import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import type { PlaceholderKey } from '../features/pages/components/PlaceholderPage';
import { loadAdminCatalogs } from '../i18n/i18n';
import { getToken, setToken } from '../lib/storage';
import { PageSpinner } from '../ui/Spinner';
import { RedirectAdmin, RequireAdmin } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/**
 * Routes whose `token` query parameter is not a login token, so it is left for the page:
 * /reset-password carries a password-reset token and /verify-email an e-mail verification token.
 */
const ownTokenRoutes = new Set(['/reset-password', '/verify-email']);

/** Spec §2: `?token=` on any other route is stored as the login token and the user goes to /. */
export function captureLoginToken({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (!token || ownTokenRoutes.has(path)) return null;
  setToken(token);
  return redirect('/');
}

/** Spec §2: any unknown path goes to / with a stored token, else to /signup. */
export function redirectUnknown(): Response {
  return redirect(getToken() ? '/' : '/signup');
}

const placeholder = (path: string, titleKey: PlaceholderKey): RouteObject => ({
  path,
  lazy: async () => {
    const { PlaceholderPage } = await import('../features/pages/components/PlaceholderPage');
    return { element: <PlaceholderPage titleKey={titleKey} /> };
  },
});

/** An admin page, loaded with the admin catalogs; everyone else goes to /access-blocked. */
const adminRoute = (path: string, load: () => Promise<{ Component: ComponentType }>): RouteObject => ({
  path,
  element: <RequireAdmin />,
  children: [
    {
      index: true,
      lazy: async () => {
        const [page] = await Promise.all([load(), loadAdminCatalogs()]);
        return page;
      },
    },
  ],
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    loader: captureLoginToken,
    children: [
      { index: true, lazy: () => import('../features/game/components/HomePage') },
      { path: 'signup', lazy: () => import('../features/auth/components/SignupPage') },
      { path: 'login', lazy: () => import('../features/auth/components/LoginPage') },
      { path: 'forgot-password', lazy: () => import('../features/auth/components/ForgotPasswordPage') },
      { path: 'reset-password', lazy: () => import('../features/auth/components/ResetPasswordPage') },
      { path: 'verify-email', lazy: () => import('../features/auth/components/VerifyEmailPage') },
      adminRoute('sound/upload', () => import('../features/admin/components/sounds/SoundUploadPage')),
      placeholder('returns-policy', 'returnsPolicy'),
      placeholder('terms-and-conditions', 'termsAndConditions'),
      placeholder('privacy-policy', 'privacyPolicy'),
      placeholder('privacyPolicyKeyboardAndroid', 'privacyPolicyKeyboardAndroid'),
      placeholder('privacyPolicyKeyboardiphone', 'privacyPolicyKeyboardIphone'),
      placeholder('delete-account', 'deleteAccount'),
      placeholder('contact', 'contact'),
      placeholder('about', 'about'),
      placeholder('post', 'post'),
      placeholder('blog', 'blog'),
      { path: 'reading-level', lazy: () => import('../features/game/components/ReadingLevelPage') },
      { path: 'speaking-level', lazy: () => import('../features/game/components/SpeakingLevelPage') },
      placeholder('checkout', 'checkout'),
      placeholder('completion', 'completion'),
      placeholder('success', 'success'),
      placeholder('profile', 'profile'),
      placeholder('settings', 'settings'),
      placeholder('iOS-keyboard-support', 'iosKeyboardSupport'),
      placeholder('info', 'info'),
      placeholder('download-keyboard', 'downloadKeyboard'),
      {
        path: 'access-blocked',
        element: <RedirectAdmin />,
        children: [{ index: true, lazy: () => import('../features/pages/components/AccessBlockedPage') }],
      },
      adminRoute('dashboard', () => import('../features/admin/components/DashboardPage')),
      { path: '*', loader: redirectUnknown },
    ],
  },
];
