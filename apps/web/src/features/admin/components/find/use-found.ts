import { useDeferredValue, useMemo, useState } from 'react';
import { cardsPerPage } from './ShowMore';
import { anyIncludes, searchable } from './text-match';
import { useUrlParam } from './use-url-param';

export interface ListFind<T> {
  /** The search box's label. */
  label: string;
  /** The texts an item is found by (a name, an answer, a title). */
  texts: (item: T) => readonly string[];
  /** Said when nothing matches the search. */
  noMatch: (search: string) => string;
}

/**
 * A list searched as the admin types (the search in the URL as `q`), in a fixed order, and drawn a
 * page of cards at a time. Filtering follows a deferred copy of the search, so typing never waits
 * on a long list being drawn again.
 */
export function useFound<T>(items: readonly T[], find: ListFind<T>, order?: (a: T, b: T) => number) {
  const [search, setSearch] = useUrlParam('q');
  const needle = searchable(useDeferredValue(search));
  const [limit, setLimit] = useState({ needle, count: cardsPerPage });
  // A new search starts again from the first page.
  const count = limit.needle === needle ? limit.count : cardsPerPage;
  const found = useMemo(() => {
    const matching = items.filter((item) => anyIncludes(find.texts(item), needle));
    return order ? matching.sort(order) : matching;
  }, [items, find, needle, order]);
  return {
    search,
    setSearch,
    found,
    shown: found.slice(0, count),
    more: () => setLimit({ needle, count: count + cardsPerPage }),
  };
}
