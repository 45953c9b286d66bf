import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '#web/lib/api-client';
import { Button } from '#web/ui/Button';
import { Spinner } from '#web/ui/Spinner';
import { usePageTitle } from '#web/ui/use-page-title';
import { unsubscribeQueryOptions } from '../api/unsubscribe';

const box = 'rounded-lg p-3';

/** /unsubscribe?token=…: the link of the mailing list's e-mails leaves the list as it opens. */
export function Component() {
  const { t } = useTranslation('site');
  const title = t('unsubscribe.title');
  usePageTitle(title, t('unsubscribe.description'));
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const result = useQuery({ ...unsubscribeQueryOptions(token), enabled: token !== '' });
  // The API refuses a token it does not know (400); anything else may pass on a second try.
  const invalid = token === '' || (result.error instanceof ApiError && result.error.status < 500);

  let body: ReactNode;
  if (invalid)
    body = (
      <p role="alert" className={`${box} bg-incorrect text-incorrect-fg`}>
        {t('unsubscribe.invalid')}
      </p>
    );
  else if (result.isSuccess)
    body = (
      <p role="status" className={`${box} bg-correct text-correct-fg`}>
        {t('unsubscribe.success')}
      </p>
    );
  else if (result.isError)
    body = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className={`${box} bg-incorrect text-incorrect-fg`}>
          {t('unsubscribe.failed')}
        </p>
        <Button variant="secondary" loading={result.isFetching} onClick={() => void result.refetch()}>
          {t('unsubscribe.retry')}
        </Button>
      </div>
    );
  else
    body = (
      <p role="status" className="flex items-center gap-3">
        <Spinner size="sm" decorative />
        {t('unsubscribe.working')}
      </p>
    );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-6 font-bold text-3xl">{title}</h1>
      {body}
      <p className="mt-8">
        <Link to="/" className="text-link underline">
          {t('unsubscribe.home')}
        </Link>
      </p>
    </div>
  );
}
