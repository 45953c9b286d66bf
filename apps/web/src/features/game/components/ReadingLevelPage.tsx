import type { Level } from '@tp/contract/levels';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkChoice, type Item, isTyped, itemAt, itemCount } from '#web/course/course';
import { useLevels } from '#web/course/levels';
import { focusItem } from '#web/play/focus-item';
import { GameContext, type Outcome } from '#web/play/game-context';
import { ItemCard } from '#web/play/ItemCard';
import { usePracticeVerdict } from '#web/play/use-practice-verdict';
import { Button } from '#web/ui/Button';
import { PageSpinner } from '#web/ui/Spinner';
import { usePageTitle } from '#web/ui/use-page-title';
import { InfoView } from './InfoView';
import { McqView } from './McqView';

interface ReadingItem {
  level: Level;
  sublevel: number;
  item: Item;
}

/** The reading texts and questions of the course: its info and mcq levels, item by item. */
function readingItems(levels: readonly Level[]): ReadingItem[] {
  return levels.flatMap((level) => {
    const present = level.type === 'mcq' ? level.mcqs.length : level.type === 'info' ? level.texts.length : 0;
    if (present === 0) return [];
    return Array.from({ length: itemCount(level) }, (_, sublevel) => ({
      level,
      sublevel,
      item: itemAt(level, sublevel),
    }));
  });
}

/**
 * The reading-comprehension quiz (spec §1, §2 /reading-level): level and sub-level, the text or
 * question with read-more, the options and Next. Practice only: answers are checked in the page.
 */
export function Component() {
  const { t } = useTranslation();
  const { t: tg } = useTranslation('game');
  const title = t('routes.readingLevel');
  usePageTitle(title, t('routeDescriptions.readingLevel'));
  const levels = useLevels();
  const items = useMemo(() => readingItems(levels.data ?? []), [levels.data]);
  const [index, setIndex] = useState(0);
  const current = items[index];
  const root = useRef<HTMLDivElement>(null);
  const next = () => setIndex((position) => position + 1);
  const verdict = usePracticeVerdict(next, root);

  const submit = async (answer: string | number): Promise<Outcome | null> => {
    // Enter on an answered question goes on, as its verdict's button does.
    if (verdict.answered) {
      verdict.goOn();
      return null;
    }
    if (!current || isTyped(current.item)) return null;
    const outcome = { ...checkChoice(current.item, answer), pointsAwarded: 0, newBadges: [] };
    // A question's verdict shows under it until its button moves on; a text is only read.
    if (current.item.type === 'mcq') verdict.show(outcome);
    else {
      next();
      focusItem(root.current);
    }
    return outcome;
  };

  let body: ReactNode;
  if (levels.isPending) body = <PageSpinner />;
  else if (levels.isError)
    body = (
      <ItemCard heading={tg('status.loadFailed')}>
        <Button className="self-center" onClick={() => void levels.refetch()}>
          {tg('status.retry')}
        </Button>
      </ItemCard>
    );
  else if (items.length === 0) body = <ItemCard heading={tg('reading.empty')} />;
  else if (!current)
    body = (
      <ItemCard heading={tg('reading.finished')}>
        <Button className="self-center" onClick={() => setIndex(0)}>
          {tg('reading.restart')}
        </Button>
      </ItemCard>
    );
  else
    body = (
      <GameContext
        value={{
          item: current.item,
          media: current.level,
          busy: false,
          submit,
          feedback: verdict.feedback,
          verdict: verdict.verdict,
        }}
      >
        {current.item.type === 'mcq' ? (
          <McqView key={`${current.level._id}:${current.sublevel}`} />
        ) : (
          <InfoView key={`${current.level._id}:${current.sublevel}`} />
        )}
      </GameContext>
    );

  return (
    <div ref={root} className="flex flex-col gap-4 pt-3 md:gap-6 md:pt-6">
      <div className="mx-auto flex w-full max-w-[720px] flex-col gap-1 px-4">
        <h1 className="font-bold text-2xl md:text-3xl">{title}</h1>
        <p>{tg('reading.intro')}</p>
        {current && (
          <p className="font-semibold">
            {tg('position.level', { level: current.level.level })} ·{' '}
            {tg('position.subLevel', { subLevel: current.sublevel + 1 })}
          </p>
        )}
      </div>
      {body}
    </div>
  );
}
