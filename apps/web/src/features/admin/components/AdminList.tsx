import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Modal } from '#web/ui/Modal';
import { PageSpinner } from '#web/ui/Spinner';

interface AdminListProps<T> {
  query: UseQueryResult<T[]>;
  /** Shown when the list is empty. */
  empty: string;
  /** Shown when the list cannot be loaded (the spec's words, such as 'Failed to fetch MCQs.'). */
  failed?: string;
  /** The title of the 'Add +' modal and the form inside it; `close` is called once saved. */
  add?: { title: string; form: (close: () => void) => ReactNode };
  /** Renders the loaded items (a card grid, usually). */
  children: (items: T[]) => ReactNode;
}

/**
 * One dashboard list: the 'Add +' button with its modal form, then the items, or a spinner while
 * they load, an error with a retry, or the empty message.
 */
export function AdminList<T>({ query, empty, failed, add, children }: AdminListProps<T>) {
  const { t } = useTranslation('admin');
  const [adding, setAdding] = useState(false);
  const close = () => setAdding(false);

  return (
    <div className="flex flex-col gap-4">
      {add && (
        <div className="flex justify-end">
          <Button onClick={() => setAdding(true)}>{t('list.add')}</Button>
          <Modal open={adding} onClose={close} title={add.title}>
            {adding && add.form(close)}
          </Modal>
        </div>
      )}
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{failed ?? t('list.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        children(query.data)
      )}
    </div>
  );
}

/** The grid the list tabs lay their cards out in: one column on a phone, more as room allows. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</ul>;
}
