import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '#web/ui/use-page-title';

interface AuthLayoutProps {
  title: string;
  /** The meta description of the screen, for search engines and link previews. */
  description: string;
  children: ReactNode;
}

/**
 * The centred card every account screen uses: one h1, then the form. Above it, the way back to the
 * game, which /login and /signup need most: they have no header (spec §2).
 */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  usePageTitle(title, description);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <Link
        to="/"
        className="mb-4 inline-flex min-h-11 items-center gap-2 rounded px-1 font-semibold text-link underline"
      >
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>
        {t('backToGame')}
      </Link>
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
