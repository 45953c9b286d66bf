import { lazy, Suspense } from 'react';
import type { Item } from '#web/course/course';
import { PageSpinner } from '#web/ui/Spinner';
import { gameScreens } from '../screens';
import { InfoView } from './InfoView';

const TypingView = lazy(gameScreens.typing);
const McqView = lazy(() => gameScreens.mcq().then((module) => ({ default: module.McqView })));
const SpeakingView = lazy(() => gameScreens.speaking().then((module) => ({ default: module.SpeakingView })));

/**
 * An item, laid out by its type, as the game and an author's preview play it: the info view comes
 * with the game, the others load with the first item of their type.
 */
export function ItemView({ item }: { item: Item }) {
  if (item.type === 'info') return <InfoView />;
  const View = item.type === 'mcq' ? McqView : item.type === 'speaking' ? SpeakingView : TypingView;
  return (
    <Suspense fallback={<PageSpinner />}>
      <View />
    </Suspense>
  );
}
