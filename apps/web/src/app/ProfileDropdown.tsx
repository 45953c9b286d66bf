import type { PublicUser } from '@tp/contract/accounts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// Only a signed-in learner has it: its code (the avatar's initials and colour) stays out of a
// visitor's first script.
const AccountMenu = lazy(() => import('./AccountMenu'));

/**
 * Logged out: a visible Login link (the notice under the header offers Sign Up beside it). Logged
 * in: the user's initials, opening their name (to /profile) and Log Out.
 */
export function ProfileDropdown({ user }: { user: PublicUser | null }) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <Link
        to="/login"
        // On phones the notice under the bar (Sign in / Sign Up) stands for it: the bar stays one row.
        className="inline-flex min-h-11 items-center rounded-full border border-current px-4 font-semibold text-sm max-sm:hidden"
      >
        {t('account.login')}
      </Link>
    );
  }
  return (
    // The avatar's own room, kept while its code comes, so the bar does not move.
    <Suspense fallback={<span className="inline-block size-11" />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
