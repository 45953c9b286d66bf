import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissWorkerNews, type WorkerNews } from '#web/lib/offline/service-worker';
import { Button } from '#web/ui/Button';

const readyLifetimeMs = 6000;

/**
 * Tells the learner that the app now plays offline (for a few seconds), or that a new version is
 * ready and reloads into it at their word. A small toast beside the site menu, and like it above
 * the phone's keyboard: it covers neither the header nor the toasts at the bottom end, leaves the
 * end side free where a screen's main button sits (the game's Check, Next), and dialogs open above
 * it.
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
      className="fixed start-20 bottom-4 z-40 flex w-max max-w-[min(20rem,calc(100vw-12rem))] flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-border bg-surface py-1.5 ps-3 pe-1.5 text-fg text-sm shadow-lg max-md:bottom-[max(1rem,calc(var(--tp-keyboard-height,0px)+0.5rem))]"
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
