import { useSyncExternalStore } from 'react';

/**
 * A value kept in the browser's storage, read again when it changes. The server renders the first
 * screen for a browser that has stored nothing, with these same readers, which find nothing there;
 * and the browser hydrates that page only while it has stored nothing either (main.tsx): both read
 * the same values.
 */
export function useStored<T>(subscribe: (onChange: () => void) => () => void, read: () => T): T {
  return useSyncExternalStore(subscribe, read, read);
}
