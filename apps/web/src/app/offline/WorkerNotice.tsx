import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissWorkerNews, type WorkerNews } from '#web/lib/offline/service-worker';
import { Button } from '#web/ui/Button';

const readyLifetimeMs = 6000;

/**
 * Tells the learner that the app now plays offline (for a few seconds), or that a new version is
 * ready and reloads into it at their word. A small toast that covers no control: on a play screen,
 * over the start of the game's title row (its heading, while the row's buttons sit at the end);
 * elsewhere at the bottom start, clear of the header and of the toasts at the bottom end. Dialogs
 * open above it.
 */
export default function WorkerNotice({
  news,
  onPlayScreen,
}: {
  news: Exclude<WorkerNews, { kind: 'none' }>;
  onPlayScreen: boolean;
}) {
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
      className={`z-40 flex w-max flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-border bg-surface py-1.5 ps-3 pe-1.5 text-fg text-sm shadow-lg ${
        onPlayScreen
          ? 'absolute start-4 top-1 max-w-[min(20rem,calc(100vw-12rem))] md:start-[calc(50%-21.5rem)]'
          : 'fixed start-4 bottom-4 max-w-[min(20rem,calc(100vw-2rem))]'
      }`}
    >
      <p role="status" className="flex-1">
        {t(news.kind === 'update' ? 'appUpdate.ready' : 'appUpdate.offlineReady')}
      </p>
      {news.kind === 'update' ? (
        <div className="flex gap-1">
          <Button
            className="px-3"
            loading={reloading}
            onClick={() => {
              setReloading(true);
              news.apply();
            }}
          >
            {t('appUpdate.reload')}
          </Button>
          <Button variant="secondary" className="px-3" onClick={dismissWorkerNews}>
            {t('appUpdate.later')}
          </Button>
        </div>
      ) : (
        <button
          type="button"
          onClick={dismissWorkerNews}
          aria-label={t('toast.dismiss')}
          className="inline-flex size-11 items-center justify-center rounded-full"
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </section>
  );
}
