import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { PageSpinner } from '#web/ui/Spinner';

interface PagedListProps<Page, Item> {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  /** The items of one page. */
  items: (page: Page) => Item[];
  /** Shown when no item matches. */
  empty: string;
  /** One item, as an `<li>` with its key. */
  children: (item: Item) => ReactNode;
  className?: string;
}

/**
 * A dashboard list read a page at a time: a spinner while the first page loads, an error with a
 * retry, the empty message, or the items with a button that brings the next page.
 */
export function PagedList<Page, Item>({
  query,
  items,
  empty,
  children,
  className = 'flex flex-col gap-3',
}: PagedListProps<Page, Item>) {
  const { t } = useTranslation('adminInbox');
  if (query.isPending) return <PageSpinner />;
  const failed = (retry: () => Promise<unknown>) => (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p>{t('paging.loadFailed')}</p>
      <Button variant="secondary" onClick={() => void retry()}>
        {t('paging.retry')}
      </Button>
    </div>
  );
  if (query.isError && !query.isFetchNextPageError) return failed(query.refetch);
  const all = query.data?.pages.flatMap(items) ?? [];
  if (all.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul className={className}>{all.map(children)}</ul>
      {query.isFetchNextPageError
        ? failed(query.fetchNextPage)
        : query.hasNextPage && (
            <Button
              variant="secondary"
              className="self-center"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('paging.more')}
            </Button>
          )}
    </div>
  );
}
