import { useEffect } from 'react';

/**
 * Names the browser tab after the page, so each route is announced and distinguishable, and sets
 * the page's meta description for search engines and link previews.
 */
export function usePageTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · TP` : 'TP';
  }, [title]);
  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
