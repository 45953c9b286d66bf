import type { PublicUser } from '@tp/contract/accounts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonBase, buttonVariants } from '#web/ui/Button';
import { FlameIcon } from '#web/ui/FlameIcon';

function Stat({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-bg p-3">
      <dt className="text-muted text-sm">{term}</dt>
      <dd className="font-semibold text-lg">{children}</dd>
    </div>
  );
}

/**
 * The learner's standing and account (spec §2 Profile). Not the spec's number of languages: TP
 * teaches one, English, and nothing counts others (decision 0036).
 */
export function ProfileStats({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation('account');
  const headingId = useId();
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(user.createdAt),
  );
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-5">
      <h2 id={headingId} className="mb-4 font-bold text-xl">
        {t('profile.stats')}
      </h2>
      <dl className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:grid-cols-3">
        <Stat term={t('profile.streak')}>
          <FlameIcon className="me-1 size-5" />
          {user.streak}
        </Stat>
        <Stat term={t('profile.points')}>{user.points}</Stat>
        <Stat term={t('profile.level')}>{user.level}</Stat>
        {/* Stored from 0; people count items from 1, as the game does. */}
        <Stat term={t('profile.sublevel')}>{user.sublevel + 1}</Stat>
        <Stat term={t('profile.joined')}>
          <time dateTime={user.createdAt}>{joined}</time>
        </Stat>
      </dl>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-bg p-3">
        <dl>
          <dt className="text-muted text-sm">{t('profile.accountType')}</dt>
          <dd className="font-semibold text-lg">
            {user.accountType === 'premium' ? t('profile.premium') : t('profile.free')}
          </dd>
        </dl>
        {user.accountType === 'free' && (
          <Link to="/checkout" className={`${buttonBase} ${buttonVariants.primary}`}>
            {t('profile.upgrade')}
          </Link>
        )}
      </div>
    </section>
  );
}
