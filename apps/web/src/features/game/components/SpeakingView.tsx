import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameContext } from '#web/play/game-context';
import { ItemCard, NoContext } from '#web/play/ItemCard';
import { Button } from '#web/ui/Button';
import { PageSpinner } from '#web/ui/Spinner';
import { gameScreens } from '../screens';

// The model, the recorder and the measure load with a speaking item, never with the first screen.
const SpeakingPractice = lazy(gameScreens.speaking);

/**
 * A speaking item: the prompt, the course's voice of its word and the learner's recording side by
 * side (nothing is sent), then the learner's own rating; Next passes it unrated until there is a
 * try to rate, or when the course has no voice to compare it with.
 */
export function SpeakingView() {
  const { t } = useTranslation('game');
  const game = useGameContext();
  const [rateable, setRateable] = useState(false);
  const onRateable = useCallback(() => setRateable(true), []);
  if (game?.item.type !== 'speaking') return <NoContext />;
  const { item, busy, submit } = game;
  return (
    <ItemCard heading={t('speaking.heading')}>
      <p className="text-center font-semibold text-2xl">{item.text}</p>
      <p className="text-center text-sm max-md:sr-only">{t('speaking.intro')}</p>
      <Suspense fallback={<PageSpinner />}>
        <SpeakingPractice
          model={item.model}
          busy={busy}
          onAnswer={(rating) => void submit(rating)}
          onRateable={onRateable}
        />
      </Suspense>
      {!rateable && (
        <Button data-autofocus className="self-end" loading={busy} onClick={() => void submit(0)}>
          {t('actions.next')}
        </Button>
      )}
    </ItemCard>
  );
}
