import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { Modal } from '#web/ui/Modal';
import { PageSpinner } from '#web/ui/Spinner';
import { ListSearch } from './find/ListSearch';
import { ShowMore } from './find/ShowMore';
import { type ListFind, useFound } from './find/use-found';

/** Whether a list opens with its 'Add +' form open: an old link to an upload page lands there. */
export const OpenAddForm = createContext(false);

interface AdminListProps<T> {
  query: UseQueryResult<T[]>;
  /** Shown when the list is empty. */
  empty: string;
  /** Shown when the list cannot be loaded (the spec's words, such as 'Failed to fetch MCQs.'). */
  failed?: string;
  /** The title of the 'Add +' modal and the form inside it; `close` is called once saved. */
  add?: { title: string; form: (close: () => void) => ReactNode };
  /** How the list is searched. */
  find: ListFind<T>;
  /** The order shown, when not the server's. */
  order?: (a: T, b: T) => number;
  /** Renders the items found (a card grid, usually). */
  children: (items: T[]) => ReactNode;
}

/**
 * One dashboard list: the 'Add +' button with its modal form, then the search box and the items
 * it finds, a page at a time; or a spinner while they load, an error with a retry, or the empty
 * message.
 */
export function AdminList<T>({ query, empty, failed, add, find, order, children }: AdminListProps<T>) {
  const { t } = useTranslation('admin');
  const [adding, setAdding] = useState(useContext(OpenAddForm));
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
        <FoundItems items={query.data} find={find} order={order}>
          {children}
        </FoundItems>
      )}
    </div>
  );
}

interface FoundItemsProps<T> {
  items: T[];
  find: ListFind<T>;
  order: ((a: T, b: T) => number) | undefined;
  children: (items: T[]) => ReactNode;
}

function FoundItems<T>({ items, find, order, children }: FoundItemsProps<T>) {
  const { search, setSearch, found, shown, more } = useFound(items, find, order);
  return (
    <>
      <ListSearch
        label={find.label}
        value={search}
        onChange={setSearch}
        shown={found.length}
        total={items.length}
        noMatch={find.noMatch(search.trim())}
      />
      {shown.length > 0 && children(shown)}
      <ShowMore shown={shown.length} total={found.length} onMore={more} />
    </>
  );
}

/** The grid the list tabs lay their cards out in: one column on a phone, more as room allows. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</ul>;
}
