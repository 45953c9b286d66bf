import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { levelsQueryOptions } from '#web/course/levels';
import { loadCatalogs } from '#web/i18n/i18n';
import { usePreferences } from '#web/lib/preferences';
import { getNumber, getString, storageKeys, subscribeStorage } from '#web/lib/storage';
import { useStored } from '#web/lib/use-stored';
import { useRequestLogout } from '#web/session/logout-confirm';
import type { Session } from '#web/session/use-session';
import { buttonBase, buttonVariants } from '#web/ui/Button';
import { FloatingMenu } from './FloatingMenu';
import { PreferenceControls } from './PreferenceControls';
import { ProfileDropdown } from './ProfileDropdown';

const readGuestLevel = () => getNumber(storageKeys.guestLevel, 0);

function LevelDisplay({ level, className = '' }: { level: number; className?: string }) {
  const { t } = useTranslation();
  // Past the last level (the course is complete) the last level is shown. The course is read from
  // the cache the game filled, never fetched for the header.
  const { data: course } = useQuery({ ...levelsQueryOptions(usePreferences().lang), enabled: false });
  const shown = course?.length ? Math.min(level, course.length) : level;
  return (
    <p className={`font-semibold ${className}`}>
      {t('header.levelLabel')} : {shown}
    </p>
  );
}

/**
 * Points, today's goal and the streak, beside the level (UX "Progress is always visible but
 * quiet"): loaded once there is something to show, a learner's or a guest's who has earned.
 */
const DayStats = lazy(() =>
  Promise.all([import('./DayStats'), loadCatalogs('day')]).then(([stats]) => stats),
);

const VerifyNotice = lazy(() => import('./VerifyNotice'));

const readGuestEarned = () => getString(storageKeys.guestDay) !== null;

/**
 * A translated text whose `<name>words</name>` runs become links to `paths[name]`: each language
 * puts the links on its own words. (react-i18next's `<Trans>` does this too, for 4 KB of gzip
 * in the first screen's script.)
 */
function linked(text: string, paths: Record<string, string>): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    const [whole, name = '', words] = match;
    const path = paths[name];
    parts.push(
      text.slice(from, match.index),
      path ? (
        <Link key={match.index} to={path} className="font-semibold underline underline-offset-2">
          {words}
        </Link>
      ) : (
        words
      ),
    );
    from = match.index + whole.length;
  }
  parts.push(text.slice(from));
  return parts;
}

/** The top bar (spec §2 "Header and menus"): its content depends on who is signed in. */
export function Header({ session }: { session: Session }) {
  const { t } = useTranslation();
  const requestLogout = useRequestLogout();
  const guestLevel = useStored(subscribeStorage, readGuestLevel);
  const guestEarned = useStored(subscribeStorage, readGuestEarned);
  const { user, isAdmin, isLoggedIn, loading } = session;

  return (
    <header className="bg-linear-to-r from-header to-header-end text-header-fg in-fullscreen:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 sm:gap-x-4 sm:px-4">
        <FloatingMenu isLoggedIn={isLoggedIn} withPreferences />
        <Link
          to="/"
          aria-label={t('app.homeLink')}
          className="rounded px-1 font-black text-2xl tracking-tight"
        >
          TP
        </Link>
        {!loading && !isAdmin && (
          <LevelDisplay
            level={user ? user.displayedLevel : guestLevel + 1}
            // On phones, beside the day's stats, the game's own line says the level: the bar stays one row.
            className={user || guestEarned ? 'max-sm:sr-only' : ''}
          />
        )}
        {!isAdmin && (user || guestEarned) && (
          <Suspense fallback={null}>
            <DayStats account={user && { points: user.points, day: user }} />
          </Suspense>
        )}
        <div className="ms-auto flex flex-wrap items-center gap-2">
          {isAdmin && (
            <Link to="/dashboard" className={`${buttonBase} ${buttonVariants.primary}`}>
              {t('header.dashboard')}
            </Link>
          )}
          <PreferenceControls className="max-sm:hidden" />
          {!loading && <ProfileDropdown user={user} />}
          {isLoggedIn && (
            <button
              type="button"
              onClick={() => requestLogout()}
              // On phones the account menu's Log Out stands for it, leaving the bar one row high.
              className="inline-flex min-h-11 items-center rounded-full border border-current px-4 font-semibold text-sm max-sm:hidden"
            >
              {t('header.logOut')}
            </button>
          )}
        </div>
      </div>
      {!loading && !isLoggedIn && (
        <p className="bg-secondary px-4 py-1 text-center text-secondary-fg text-sm">
          {linked(t('header.signInNotice'), { login: '/login', signup: '/signup' })}
        </p>
      )}
      {user && !isAdmin && !user.verified && (
        <Suspense fallback={null}>
          <VerifyNotice email={user.email} />
        </Suspense>
      )}
    </header>
  );
}
