import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { PageSpinner } from '#web/ui/Spinner';

/**
 * What stands for a query's content until it has data: a spinner while it loads, and `failed` with
 * a retry when it failed; null once the data is there.
 */
export function QueryFallback({ query, failed }: { query: UseQueryResult<unknown>; failed: string }) {
  const { t } = useTranslation('adminAnswers');
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{failed}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('panel.retry')}
        </Button>
      </div>
    );
  }
  return null;
}
