import type { PublicUser } from '@tp/contract/accounts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PreferenceControls } from './PreferenceControls';
import { ProfileDropdown } from './ProfileDropdown';

/**
 * The admin's top bar on admin pages: the studio's name (back to the dashboard), a way to the
 * course as learners play it, a search of the course's levels, the theme and language, and the
 * admin's account menu.
 */
export default function AdminBar({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const findId = useId();
  return (
    <header className="border-border border-b bg-surface text-fg in-fullscreen:hidden">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-4">
        <Link to="/dashboard" className="rounded px-1 font-black text-xl tracking-tight">
          {t('adminBar.studio')}
        </Link>
        <Link to="/" className="text-link underline underline-offset-2">
          {t('adminBar.toCourse')}
        </Link>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17, the role is not. */}
        <form
          role="search"
          // On phones the bar stays one row: the levels tab has its own search there.
          className="max-sm:hidden"
          // The levels table reads its search from the address, as a link or a reload would give it.
          onSubmit={(event) => {
            event.preventDefault();
            const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
            void navigate(text ? `/dashboard?${new URLSearchParams({ q: text })}` : '/dashboard');
          }}
        >
          <label htmlFor={findId} className="sr-only">
            {t('adminBar.find')}
          </label>
          <input
            id={findId}
            name="q"
            type="search"
            enterKeyHint="search"
            placeholder={t('adminBar.findHint')}
            className="min-h-11 w-56 rounded-lg border border-border bg-bg px-3 text-fg lg:w-80"
          />
        </form>
        <div className="ms-auto flex items-center gap-2">
          <PreferenceControls className="max-sm:hidden" />
          <ProfileDropdown user={user} />
        </div>
      </div>
    </header>
  );
}
