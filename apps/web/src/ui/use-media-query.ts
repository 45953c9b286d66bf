import { useCallback, useSyncExternalStore } from 'react';

/** Phones: the spec's small screens (max-width 767 px); 768 px and wider is the desktop layout. */
export const smallScreenQuery = '(max-width: 767px)';

/** Whether a media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // The server renders for no screen in particular: as a wide one, which hydration starts from.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
