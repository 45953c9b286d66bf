import type { ReactNode } from 'react';
import { usePageTitle } from '#web/ui/use-page-title';

interface AuthLayoutProps {
  title: string;
  /** The meta description of the screen, for search engines and link previews. */
  description: string;
  children: ReactNode;
}

/** The centred card every account screen uses: one h1, then the form. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  usePageTitle(title, description);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-center font-bold text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** The form-level message under the form, announced when it appears. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mt-4 rounded-lg p-3 ${tone === 'error' ? 'bg-incorrect text-incorrect-fg' : 'bg-correct text-correct-fg'}`}
    >
      {children}
    </p>
  );
}
