import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonBase, buttonVariants } from '#web/ui/Button';
import { usePageTitle } from '#web/ui/use-page-title';

/** Spec §2: the payment is complete; the go-to-dashboard link leads back to the game at /. */
export function Component() {
  const { t } = useTranslation('payment');
  usePageTitle(t('completion.title'), t('completion.description'));
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="mb-4 font-bold text-3xl">{t('completion.title')}</h1>
      <PremiumMessage message={t('completion.message')} />
    </div>
  );
}

/** The account is premium: what happened, and the way back to the game. */
export function PremiumMessage({ message }: { message: string }) {
  const { t } = useTranslation('payment');
  return (
    <>
      <p className="mb-6" role="status">
        {message}
      </p>
      <Link to="/" className={`${buttonBase} ${buttonVariants.primary}`}>
        {t('completion.goToDashboard')}
      </Link>
    </>
  );
}
