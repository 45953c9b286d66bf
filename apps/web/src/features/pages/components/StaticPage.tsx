import type { ReactNode } from 'react';
import { usePageTitle } from '#web/ui/use-page-title';

interface StaticPageProps {
  title: string;
  /** The meta description, for search engines and link previews. */
  description: string;
  children?: ReactNode;
}

/** The frame of a site page: its tab title and description, its one h1 and its column. */
export function StaticPage({ title, description, children }: StaticPageProps) {
  usePageTitle(title, description);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-6 font-bold text-3xl">{title}</h1>
      {children}
    </article>
  );
}
