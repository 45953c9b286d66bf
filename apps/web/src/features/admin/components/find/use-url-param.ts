import { useCallback, useState } from 'react';

const read = (name: string) => new URLSearchParams(window.location.search).get(name) ?? '';

/**
 * A value kept in the page's query string, so that a list's search and filters survive a reload.
 * Written with `replaceState` (keeping the router's state), so typing adds no history entries;
 * the dashboard drops them when another tab is chosen.
 */
export function useUrlParam(name: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => read(name));
  const set = useCallback(
    (next: string) => {
      setValue(next);
      const url = new URL(window.location.href);
      if (next) url.searchParams.set(name, next);
      else url.searchParams.delete(name);
      window.history.replaceState(window.history.state, '', url);
    },
    [name],
  );
  return [value, set];
}
