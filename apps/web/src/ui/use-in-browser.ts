import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while the server renders the page and while the browser hydrates it, true from the render
 * after, and at once when the browser renders by itself: for what only a browser can show, such as
 * a dialog in `document.body`.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
