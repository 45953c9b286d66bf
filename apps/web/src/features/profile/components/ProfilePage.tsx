import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FirstLanguageChoice } from '#web/play/FirstLanguageChoice';
import { useSession } from '#web/session/use-session';
import { Avatar } from '#web/ui/Avatar';
import { buttonBase, buttonVariants } from '#web/ui/Button';
import { PageSpinner } from '#web/ui/Spinner';
import { usePageTitle } from '#web/ui/use-page-title';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileActions } from './ProfileActions';
import { ProfileBadges } from './ProfileBadges';
import { ProfileStats } from './ProfileStats';
import { SessionsList } from './SessionsList';

export function Component() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { user, loading } = useSession();
  usePageTitle(t('profile.title'), t('profile.description'));

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-6 font-bold text-3xl">{t('profile.title')}</h1>
      {loading ? (
        <PageSpinner />
      ) : !user ? (
        // Spec §8: with no user loaded, the profile says so.
        <p role="alert">
          {t('profile.notFound')}{' '}
          <Link to="/login" className="text-link underline">
            {t('profile.logIn')}
          </Link>
        </p>
      ) : (
        <div className="flex flex-col gap-8">
          <section className="flex flex-wrap items-center gap-4 rounded-xl border border-border bg-surface p-5">
            <Avatar name={user.name} userId={user._id} variant="profile" />
            <div className="min-w-0">
              <p className="break-words font-bold text-2xl">{user.name}</p>
              <p className="break-all text-muted">{user.email}</p>
            </div>
          </section>
          <ProfileStats user={user} />
          <FirstLanguageChoice />
          <Link to="/my-sounds" className={`${buttonBase} ${buttonVariants.secondary} self-start`}>
            {tc('menu.mySounds')}
          </Link>
          <ProfileBadges badges={user.badges} />
          <ChangePasswordForm hasPassword={user.hasPassword} owner={[user.name, user.email]} />
          <SessionsList />
          <ProfileActions hasPassword={user.hasPassword} />
        </div>
      )}
    </div>
  );
}
