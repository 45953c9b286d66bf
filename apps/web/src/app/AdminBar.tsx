import type { PublicUser } from '@tp/contract/accounts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PreferenceControls } from './PreferenceControls';
import { ProfileDropdown } from './ProfileDropdown';

/**
 * The admin's top bar on admin pages: the studio's name (back to the dashboard), a way to the
 * course as learners play it, the theme and language, and the admin's account menu.
 */
export default function AdminBar({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  return (
    <header className="border-border border-b bg-surface text-fg in-fullscreen:hidden">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-4">
        <Link to="/dashboard" className="rounded px-1 font-black text-xl tracking-tight">
          {t('adminBar.studio')}
        </Link>
        <Link to="/" className="text-link underline underline-offset-2">
          {t('adminBar.toCourse')}
        </Link>
        <div className="ms-auto flex items-center gap-2">
          <PreferenceControls className="max-sm:hidden" />
          <ProfileDropdown user={user} />
        </div>
      </div>
    </header>
  );
}
