import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Spinner } from '#web/ui/Spinner';

/**
 * What the edit form needs loaded (a list it chooses from, a level's translations): a spinner while
 * it loads, an error with a retry, then the control.
 */
export function QueryChoices<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('adminLevels');
  if (query.isPending)
    return (
      <div className="flex justify-center p-2 text-link">
        <Spinner />
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p>{t('edit.choicesFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('edit.retry')}
        </Button>
      </div>
    );
  return children(query.data);
}
