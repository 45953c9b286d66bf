import { useEffect } from 'react';

/**
 * Names the browser tab after the page, so each route is announced and distinguishable, and sets
 * the page's meta description for search engines and link previews.
 *
 * Both are required: every route passes its own translated description, so the previous page's
 * description never lingers in `<meta name="description">` after navigating.
 */
export function usePageTitle(title: string, description: string): void {
  useEffect(() => {
    document.title = title ? `${title} · TP` : 'TP';
  }, [title]);
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
