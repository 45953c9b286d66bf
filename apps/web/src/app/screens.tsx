import { type ComponentType, type ReactNode, Suspense } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { dashboardNamespaces, type LaterNamespace, loadCatalogs } from '#web/i18n/i18n';
import { Preloaded, preloadable } from '#web/lib/preloadable';
import { getToken } from '#web/lib/storage';
import { PageSpinner } from '#web/ui/Spinner';
import type { AdminPath } from './admin-paths';
import { RedirectAdmin, RequireAdmin } from './guards';

/** Spec §2: any unknown path goes to / with a stored token, else to /signup. */
function UnknownPath() {
  return <Navigate to={getToken() ? '/' : '/signup'} replace />;
}

type PageModule = { Component: ComponentType };
type Screen = { path: string; element: ReactNode; preload?: () => Promise<unknown> };

/**
 * A screen whose code, and its catalogs, load when it is first shown (together, so that it never
 * shows untranslated keys), or ahead of the first render when the address names it.
 */
function screen(path: string, load: () => Promise<PageModule>, ...ns: LaterNamespace[]): Screen {
  const page = preloadable(async () => (await Promise.all([load(), loadCatalogs(...ns)]))[0].Component);
  return {
    path,
    element: (
      <Suspense fallback={<PageSpinner />}>
        <Preloaded code={page} />
      </Suspense>
    ),
    preload: page.preload,
  };
}

/**
 * An admin page, rendered (so its code fetched) only once the user is known to be an admin: a
 * learner who opens /dashboard downloads nothing of it, and it never loads ahead.
 */
function adminScreen(
  path: AdminPath,
  load: () => Promise<PageModule>,
  ...ns: [LaterNamespace, ...LaterNamespace[]]
) {
  const { element } = screen(path, load, ...ns);
  return { path, element: <RequireAdmin>{element}</RequireAdmin> };
}

/** The screens under the layout; created once, so never loaded twice. */
const screens: Screen[] = [
  screen('signup', () => import('#web/features/auth/components/SignupPage'), 'auth', 'providers'),
  screen('login', () => import('#web/features/auth/components/LoginPage'), 'auth', 'providers'),
  screen('forgot-password', () => import('#web/features/auth/components/ForgotPasswordPage'), 'auth'),
  screen('reset-password', () => import('#web/features/auth/components/ResetPasswordPage'), 'auth'),
  screen('verify-email', () => import('#web/features/auth/components/VerifyEmailPage'), 'auth'),
  adminScreen(
    'sound/upload',
    () => import('#web/features/admin/components/sounds/SoundUploadPage'),
    ...dashboardNamespaces,
  ),
  screen('returns-policy', () => import('#web/features/pages/components/legal/ReturnsPolicyPage'), 'legal'),
  screen('terms-and-conditions', () => import('#web/features/pages/components/legal/TermsPage'), 'legal'),
  screen('privacy-policy', () => import('#web/features/pages/components/legal/PrivacyPolicyPage'), 'legal'),
  screen(
    'privacyPolicyKeyboardAndroid',
    () => import('#web/features/pages/components/legal/AndroidKeyboardPolicyPage'),
    'legal',
  ),
  screen(
    'privacyPolicyKeyboardiphone',
    () => import('#web/features/pages/components/legal/IosKeyboardPolicyPage'),
    'legal',
  ),
  screen('delete-account', () => import('#web/features/contact/components/DeleteAccountRequestPage'), 'site'),
  screen('confirm-deletion', () => import('#web/features/contact/components/ConfirmDeletionPage'), 'site'),
  screen('contact', () => import('#web/features/contact/components/ContactPage'), 'site'),
  screen('about', () => import('#web/features/pages/components/AboutPage'), 'pages'),
  adminScreen('post', () => import('#web/features/blog/components/CreatePostPage'), 'site'),
  screen('blog', () => import('#web/features/blog/components/BlogPage'), 'site'),
  screen('unsubscribe', () => import('#web/features/mailing-list/components/UnsubscribePage'), 'site'),
  screen('reading-level', () => import('#web/features/game/components/ReadingLevelPage'), 'verdict'),
  screen('speaking-level', () => import('#web/features/game/components/SpeakingLevelPage')),
  screen('checkout', () => import('#web/features/payment/components/CheckoutPage'), 'payment'),
  screen('completion', () => import('#web/features/payment/components/CompletionPage'), 'payment'),
  screen('success', () => import('#web/features/payment/components/SuccessPage'), 'payment'),
  screen('my-sounds', () => import('#web/features/sounds/components/MySoundsPage'), 'sounds', 'keyboard'),
  screen(
    'my-sounds/review',
    () => import('#web/features/sounds/components/ReviewPage'),
    'sounds',
    'keyboard',
    'verdict',
  ),
  screen('profile', () => import('#web/features/profile/components/ProfilePage'), 'account', 'auth'),
  screen('settings', () => import('#web/features/settings/components/SettingsPage'), 'account'),
  screen(
    'iOS-keyboard-support',
    () => import('#web/features/pages/components/IosKeyboardSupportPage'),
    'pages',
  ),
  screen('info', () => import('#web/features/pages/components/SupportPage'), 'pages', 'keyboard'),
  screen('download-keyboard', () => import('#web/features/pages/components/DownloadKeyboardPage'), 'pages'),
  adminScreen(
    'level-preview',
    () => import('#web/features/game/components/LevelPreviewPage'),
    'adminLevels',
    'keyboard',
    'verdict',
    'speaking',
  ),
  adminScreen(
    'dashboard',
    () => import('#web/features/admin/components/DashboardPage'),
    ...dashboardNamespaces,
  ),
];

const accessBlocked = screen(
  'access-blocked',
  () => import('#web/features/pages/components/AccessBlockedPage'),
);

/** Loads the screen at `pathname` (if any, and not an admin page) before the first render. */
export async function preloadScreen(pathname: string): Promise<void> {
  const found = [...screens, accessBlocked].find(({ path }) => matchPath(`/${path}`, pathname));
  await found?.preload?.();
}

/** The screens besides the game, by path; any other path goes on (spec §2). */
export default function Screens() {
  return (
    <Routes>
      {screens.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="access-blocked" element={<RedirectAdmin />}>
        <Route index element={accessBlocked.element} />
      </Route>
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}
