import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameContext } from '#web/play/game-context';
import { ItemCard, NoContext } from '#web/play/ItemCard';
import { Button } from '#web/ui/Button';
import { PageSpinner } from '#web/ui/Spinner';

const Recorder = lazy(() => import('./Recorder'));

/** A speaking item: the prompt, the recorder for practice (nothing is sent), then Next (answer 0). */
export function SpeakingView() {
  const { t } = useTranslation('game');
  const game = useGameContext();
  if (game?.item.type !== 'speaking') return <NoContext />;
  const { item, busy, submit } = game;
  return (
    <ItemCard heading={t('speaking.heading')}>
      <p className="text-center font-semibold text-2xl">{item.text}</p>
      <p className="text-center">{t('speaking.intro')}</p>
      <Suspense fallback={<PageSpinner />}>
        <Recorder />
      </Suspense>
      <Button data-autofocus className="self-end" loading={busy} onClick={() => void submit(0)}>
        {t('actions.next')}
      </Button>
    </ItemCard>
  );
}
