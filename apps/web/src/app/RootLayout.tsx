import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useCourseFollowsAccount } from '#web/course/levels';
import { useAnswerSync } from '#web/features/game/hooks/use-answer-sync';
import { useWorkerNews } from '#web/lib/offline/service-worker';
import { LogoutConfirmProvider } from '#web/session/logout-confirm';
import { useSession } from '#web/session/use-session';
import { isAdminPath } from './admin-paths';
import { FloatingMenu } from './FloatingMenu';
import { Header } from './Header';
import { PreferenceControls } from './PreferenceControls';
import { SiteFooter } from './SiteFooter';

const WorkerNotice = lazy(() => import('./offline/WorkerNotice'));
// Only admins see it: its code stays out of the learners' first script.
const AdminBar = lazy(() => import('./AdminBar'));

/** The sign-up and login screens have no top bar (spec §2). */
const headerless = new Set(['/login', '/signup']);
/** Screens played with the keyboard: header, item and keyboard fill the screen; the footer lies below it. */
const playScreens = new Set(['/', '/my-sounds/review', '/level-preview']);

export function RootLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const showHeader = !headerless.has(path);
  const playing = playScreens.has(path);
  const adminUser = isAdminPath(path) && session.isAdmin ? session.user : null;
  const workerNews = useWorkerNews();
  useAnswerSync();
  useCourseFollowsAccount(session.user, session.loading);

  const notice = workerNews.kind !== 'none' && (
    <Suspense fallback={null}>
      <WorkerNotice news={workerNews} onPlayScreen={playing} />
    </Suspense>
  );

  return (
    <LogoutConfirmProvider>
      <div className="flex min-h-dvh flex-col bg-bg text-fg">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-surface p-3 text-fg focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
        >
          {t('app.skipToContent')}
        </a>
        <div className={playing ? 'flex h-dvh flex-col' : 'contents'}>
          {adminUser ? (
            // The admin's own frame: no learner header, no public footer (decision 0059).
            <Suspense fallback={<div className="h-15 border-border border-b bg-surface" />}>
              <AdminBar user={adminUser} />
            </Suspense>
          ) : showHeader ? (
            <Header session={session} />
          ) : (
            // The menu, theme and language stay reachable where the header is hidden.
            <aside aria-label={t('header.preferences')} className="flex items-center gap-2 px-4 pt-3">
              <FloatingMenu isLoggedIn={session.isLoggedIn} />
              <PreferenceControls className="ms-auto" />
            </aside>
          )}
          <main
            id="main"
            tabIndex={-1}
            className={`relative flex flex-1 flex-col outline-none ${playing ? 'min-h-0' : 'pb-16'}`}
          >
            <Outlet />
            {notice}
          </main>
        </div>
        {!adminUser && <SiteFooter />}
      </div>
    </LogoutConfirmProvider>
  );
}
