import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#web/ui/use-page-title';

/**
 * The router's fallback page (spec §2). A full load, since the app state may be broken. Offline it
 * is most likely a screen whose code was never kept for offline use (the dashboard's), and says so.
 */
export function RouteError() {
  const { t } = useTranslation();
  const [offline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const title = t(offline ? 'errors.offline' : 'errors.unexpected');
  usePageTitle(title, t('errors.description'));
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-bg p-6 text-center text-fg">
      <h1 className="font-bold text-3xl">{title}</h1>
      <p className="text-muted">{t(offline ? 'errors.offlineHint' : 'errors.unexpectedHint')}</p>
      <div className="flex flex-wrap justify-center gap-4">
        <a href="/" className="text-link underline">
          {t('errors.goHome')}
        </a>
        <button type="button" onClick={() => window.location.reload()} className="text-link underline">
          {t('errors.reload')}
        </button>
      </div>
    </main>
  );
}
