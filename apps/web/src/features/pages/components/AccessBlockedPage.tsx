import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonBase, buttonVariants } from '#web/ui/Button';
import { usePageTitle } from '#web/ui/use-page-title';

export function Component() {
  const { t } = useTranslation();
  const title = t('routes.accessBlocked');
  usePageTitle(title, t('accessBlocked.description'));
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 text-center">
      <h1 className="mb-4 font-bold text-3xl">{title}</h1>
      <p className="mb-8">{t('accessBlocked.message')}</p>
      <Link to="/" className={`${buttonBase} ${buttonVariants.primary}`}>
        {t('accessBlocked.goHome')}
      </Link>
    </div>
  );
}
