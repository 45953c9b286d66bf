import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useAnswerSync } from '#web/features/game/hooks/use-answer-sync';
import { useWorkerNews } from '#web/lib/offline/service-worker';
import { LogoutConfirmProvider } from '#web/session/logout-confirm';
import { useSession } from '#web/session/use-session';
import { FloatingMenu } from './FloatingMenu';
import { Header } from './Header';
import { PreferenceControls } from './PreferenceControls';
import { SiteFooter } from './SiteFooter';

const WorkerNotice = lazy(() => import('./offline/WorkerNotice'));

/** The sign-up and login screens have no top bar (spec §2). */
const headerless = new Set(['/login', '/signup']);

export function RootLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const showHeader = !headerless.has(pathname.replace(/\/+$/, '') || '/');
  const workerNews = useWorkerNews();
  useAnswerSync();

  return (
    <LogoutConfirmProvider>
      <div className="flex min-h-dvh flex-col bg-bg text-fg">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-surface p-3 text-fg focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
        >
          {t('app.skipToContent')}
        </a>
        {showHeader ? (
          <Header session={session} />
        ) : (
          // Theme and language stay reachable where the header is hidden.
          <aside aria-label={t('header.preferences')} className="flex justify-end px-4 pt-3">
            <PreferenceControls />
          </aside>
        )}
        <main id="main" tabIndex={-1} className="flex-1 pb-24 outline-none">
          <Outlet />
        </main>
        <SiteFooter />
        <FloatingMenu isLoggedIn={session.isLoggedIn} />
        {workerNews.kind !== 'none' && (
          <Suspense fallback={null}>
            <WorkerNotice news={workerNews} />
          </Suspense>
        )}
      </div>
    </LogoutConfirmProvider>
  );
}
