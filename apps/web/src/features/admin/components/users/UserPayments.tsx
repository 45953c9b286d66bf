import { useTranslation } from 'react-i18next';
import { Spinner } from '#web/ui/Spinner';
import { useAdminUserPayments } from '../../api/users';

/** The user's payments in their details: when, how much, through whom, and whether it went through. */
export function UserPayments({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('adminQuiz');
  const payments = useAdminUserPayments(userId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="user-payments" className="mt-6">
      <h3 id="user-payments" className="mb-2 font-semibold">
        {t('users.payments.title')}
      </h3>
      {payments.isPending && <Spinner size="sm" />}
      {payments.isError && <p role="alert">{t('users.payments.error')}</p>}
      {payments.data?.length === 0 && <p className="text-muted">{t('users.payments.none')}</p>}
      {payments.data && payments.data.length > 0 && (
        <ul className="flex flex-col gap-2">
          {payments.data.map((p) => (
            <li key={p._id} className="rounded-lg border border-border p-2">
              <p className="font-medium">
                {new Intl.NumberFormat(i18n.language, { style: 'currency', currency: p.currency }).format(
                  Number(p.amount),
                )}{' '}
                · {t(`users.payments.status.${p.status}`)}
              </p>
              <p className="text-muted text-sm">
                {date.format(new Date(p.paidAt ?? p.createdAt))} ·{' '}
                {t(`users.payments.provider.${p.provider}`)} · {t(`users.payments.method.${p.method}`)} ·{' '}
                <bdi>{p.providerId}</bdi>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
