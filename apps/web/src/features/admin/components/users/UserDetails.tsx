import type { PublicUser } from '@tp/contract/accounts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPayments } from './UserPayments';

/** The details modal's body: what the spec shows of a user, and their payments. */
export function UserDetails({ user }: { user: PublicUser }) {
  const { t, i18n } = useTranslation('adminQuiz');
  const number = new Intl.NumberFormat(i18n.language);
  const rows: [string, ReactNode][] = [
    [t('users.name'), user.name],
    [t('users.email'), <bdi key="email">{user.email}</bdi>],
    [t('users.role'), t(`users.roles.${user.role}`)],
    [t('users.accountType'), t(`users.accountTypes.${user.accountType}`)],
    [t('users.points'), number.format(user.points)],
    [t('users.streak'), number.format(user.streak)],
    [t('users.badges'), user.badges.length > 0 ? user.badges.join(', ') : t('users.noBadges')],
    [t('users.level'), number.format(user.level)],
  ];
  return (
    <>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <UserPayments userId={user._id} />
    </>
  );
}
