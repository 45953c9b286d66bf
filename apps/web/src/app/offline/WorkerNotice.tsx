import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissWorkerNews, type WorkerNews } from '#web/lib/offline/service-worker';
import { Button } from '#web/ui/Button';

const readyLifetimeMs = 8000;

/**
 * Tells the learner that the app now plays offline (for a few seconds), or that a new version is
 * ready and reloads into it at their word. At the top: the menu, the toasts and, on phones, the
 * keyboard hold the bottom.
 */
export default function WorkerNotice({ news }: { news: Exclude<WorkerNews, { kind: 'none' }> }) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (news.kind !== 'offline-ready') return;
    const timer = setTimeout(dismissWorkerNews, readyLifetimeMs);
    return () => clearTimeout(timer);
  }, [news]);

  return (
    <section
      aria-label={t('appUpdate.region')}
      className="fixed inset-x-0 top-3 z-50 mx-auto flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-fg shadow-lg"
    >
      <p role="status">{t(news.kind === 'update' ? 'appUpdate.ready' : 'appUpdate.offlineReady')}</p>
      <div className="flex justify-end gap-2">
        {news.kind === 'update' ? (
          <>
            <Button variant="secondary" onClick={dismissWorkerNews}>
              {t('appUpdate.later')}
            </Button>
            <Button
              loading={reloading}
              onClick={() => {
                setReloading(true);
                news.apply();
              }}
            >
              {t('appUpdate.reload')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={dismissWorkerNews}>
            {t('appUpdate.dismiss')}
          </Button>
        )}
      </div>
    </section>
  );
}
