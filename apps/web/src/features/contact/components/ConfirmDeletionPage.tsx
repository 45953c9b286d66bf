import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '#web/lib/api-client';
import { Button } from '#web/ui/Button';
import { FormOutcome, type Outcome } from '#web/ui/FormOutcome';
import { usePageTitle } from '#web/ui/use-page-title';
import { useConfirmDeletion } from '../api/confirm-deletion';

/**
 * /confirm-deletion?token=…: the link mailed to an account's address when someone asks for its
 * deletion. The owner confirms with a button, not by opening the page, so that a mail scanner
 * following the link confirms nothing.
 */
export function Component() {
  const { t } = useTranslation('site');
  const title = t('confirmDeletion.title');
  usePageTitle(title, t('confirmDeletion.description'));
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const confirm = useConfirmDeletion();
  // The API refuses an unknown, used or expired token (400); anything else may pass on a second try.
  const invalid = token === '' || (confirm.error instanceof ApiError && confirm.error.status < 500);

  let outcome: Outcome | null = null;
  if (invalid) outcome = { tone: 'error', message: t('confirmDeletion.invalid') };
  else if (confirm.isSuccess) outcome = { tone: 'success', message: t('confirmDeletion.success') };
  else if (confirm.isError) outcome = { tone: 'error', message: t('confirmDeletion.failed') };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-6 font-bold text-3xl">{title}</h1>
      {!invalid && !confirm.isSuccess && (
        <div className="flex flex-col items-start gap-4">
          <p>{t('confirmDeletion.intro')}</p>
          <Button variant="danger" loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
            {t('confirmDeletion.confirm')}
          </Button>
        </div>
      )}
      <FormOutcome outcome={outcome} />
      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
        {invalid && (
          <Link to="/delete-account" className="text-link underline">
            {t('confirmDeletion.newRequest')}
          </Link>
        )}
        <Link to="/" className="text-link underline">
          {t('confirmDeletion.home')}
        </Link>
      </p>
    </div>
  );
}
