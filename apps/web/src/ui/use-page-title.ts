import { useEffect } from 'react';

/** Names the browser tab after the page, so each route is announced and distinguishable. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · TP` : 'TP';
  }, [title]);
}
