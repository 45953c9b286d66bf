import { Component as ReactComponent, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { Component as GamePage } from '#web/features/game/components/HomePage';
import { Preloaded, preloadable } from '#web/lib/preloadable';
import { setToken } from '#web/lib/storage';
import { PageSpinner } from '#web/ui/Spinner';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

// Their tokens are theirs (a reset, a verification, an unsubscribe, a deletion's confirmation
// link), not a login.
const ownTokenRoutes = new Set(['/reset-password', '/verify-email', '/unsubscribe', '/confirm-deletion']);

/**
 * Spec §2: `?token=` on any other route is stored as the login token and the user goes to /. What
 * the address says is done before anything renders, so that no screen reads the session first.
 */
function LoginToken({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(search).get('token');
  const path = pathname.replace(/\/+$/, '') || '/';
  const capturing = token !== null && token !== '' && !ownTokenRoutes.has(path);
  const captured = useRef<string | null>(null);
  const [, setDone] = useState(0);
  useEffect(() => {
    if (!capturing || captured.current === search) return;
    captured.current = search;
    setToken(token);
    void (async () => {
      // A provider sign-in that made the account is a sign-up: the guest's progress goes with it.
      if (new URLSearchParams(search).has('newAccount')) {
        const { carryGuestProgress } = await import('#web/features/auth/api/carry-guest-progress');
        await carryGuestProgress();
      }
      navigate('/', { replace: true });
      setDone((n) => n + 1);
    })();
  }, [capturing, search, token, navigate]);
  return capturing ? <PageSpinner /> : children;
}

/** The fallback page for anything a screen throws, a screen's code that could not load included. */
class RouteErrorBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * Screens besides the game: their table, and each one's code, load when one is first opened, so
 * that the first screen (the game) loads nothing of them.
 */
const otherScreens = preloadable(async () => (await import('./screens')).default);

/** Loads, ahead of the first render, the screens' table and the screen at `pathname`. */
export async function preloadScreens(pathname: string): Promise<void> {
  const [{ preloadScreen }] = await Promise.all([import('./screens'), otherScreens.preload()]);
  await preloadScreen(pathname);
}

/** Every screen of the app, by path. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <LoginToken>
        <Routes>
          <Route path="/" element={<RootLayout />}>
            {/* The game is the first screen: imported statically, its code is in the app's first script. */}
            <Route index element={<GamePage />} />
            <Route
              path="*"
              element={
                <Suspense fallback={<PageSpinner />}>
                  <Preloaded code={otherScreens} />
                </Suspense>
              }
            />
          </Route>
        </Routes>
      </LoginToken>
    </RouteErrorBoundary>
  );
}
