import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameContext } from '#web/play/game-context';
import { ItemCard, NoContext } from '#web/play/ItemCard';
import { Button } from '#web/ui/Button';
import { PageSpinner } from '#web/ui/Spinner';

// The model, the recorder, the measure and their words load with a speaking item, never with the
// first screen.
const SpeakingPractice = lazy(() => import('./SpeakingPractice'));

/**
 * A speaking item: the prompt, the course's voice of its word and the learner's recording side by
 * side (nothing is sent), then the learner's own rating; Next passes it unrated until there is a
 * try to rate, or when the course has no voice to compare it with.
 */
export function SpeakingView() {
  const { t } = useTranslation('game');
  const game = useGameContext();
  if (game?.item.type !== 'speaking') return <NoContext />;
  const { item, busy, submit } = game;
  return (
    <ItemCard heading={t('speaking.heading')}>
      <p className="text-center font-semibold text-2xl">{item.text}</p>
      <Suspense fallback={<PageSpinner />}>
        <SpeakingPractice item={item} busy={busy} onAnswer={(rating) => void submit(rating)} />
      </Suspense>
      {/* Next passes the item unrated; once the practice holds a try to rate, the rating takes its place (index.css). */}
      <Button data-autofocus className="self-end" loading={busy} onClick={() => void submit(0)}>
        {t('actions.next')}
      </Button>
    </ItemCard>
  );
}
