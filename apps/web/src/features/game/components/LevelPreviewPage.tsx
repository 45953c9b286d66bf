import { useQuery } from '@tanstack/react-query';
import { publishBlocker } from '@tp/contract/level-items';
import type { Level } from '@tp/contract/levels';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type Item, isTyped } from '#web/course/course';
import { editorPath } from '#web/course/level-preview-path';
import { usePreferences } from '#web/lib/preferences';
import { FeedbackPanel } from '#web/play/FeedbackPanel';
import { focusItem } from '#web/play/focus-item';
import { GameContext, type Outcome } from '#web/play/game-context';
import { playVerdict } from '#web/play/game-sounds';
import { ItemCard } from '#web/play/ItemCard';
import { Button, buttonBase, buttonVariants } from '#web/ui/Button';
import { PageSpinner } from '#web/ui/Spinner';
import { usePageTitle } from '#web/ui/use-page-title';
import { isChecked, useLevelPreview } from '../hooks/use-level-preview';
import { levelPreviewQueryOptions } from '../level-preview-query';
import { ItemView } from './ItemView';
import { LevelProgress } from './LevelProgress';

/** An answered item, kept on screen with its verdict until Continue, as in the game. */
interface Answered {
  item: Item;
  outcome: Outcome;
  key: string;
  comingBack: boolean;
}

/** The level played through, by the game's own item views, its answers checked here and forgotten. */
function Preview({ level }: { level: Level }) {
  const { t } = useTranslation('adminLevels');
  const { t: tg } = useTranslation('game');
  const run = useLevelPreview(level);
  const [visit, setVisit] = useState(0);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const key = `${visit}:${run.done}`;

  const goOn = () => {
    setAnswered(null);
    focusItem(root.current);
  };
  const submit = async (given: string | number) => {
    // Enter on an answered item goes on, as its verdict's Continue does.
    if (answered) {
      goOn();
      return null;
    }
    const item = run.item;
    const outcome = run.answer(given);
    if (!item || !outcome) return null;
    if (isChecked(item)) {
      playVerdict(outcome.correct);
      setAnswered({ item, outcome, key, comingBack: run.comingBack });
    } else {
      focusItem(root.current);
    }
    return outcome;
  };
  useEffect(() => {
    focusItem(root.current);
  }, []);

  const shown = answered ?? (run.item ? { item: run.item, key, comingBack: run.comingBack } : null);
  let body: ReactNode;
  // A draft may have no item yet: the game would show an empty card no answer passes.
  if (publishBlocker(level)) {
    body = <ItemCard heading={t('preview.empty')} />;
  } else if (shown) {
    const feedback = answered && (
      <FeedbackPanel
        outcome={answered.outcome}
        word={isTyped(answered.item) ? answered.item.sound?.name : undefined}
        onContinue={goOn}
      />
    );
    body = (
      <GameContext
        value={{
          item: shown.item,
          media: level,
          busy: false,
          submit,
          feedback,
          verdict: answered ? (answered.outcome.correct ? 'hit' : 'miss') : undefined,
          comingBack: shown.comingBack,
        }}
      >
        <ItemView key={shown.key} item={shown.item} />
      </GameContext>
    );
  } else {
    body = (
      <ItemCard heading={t('preview.finished')}>
        <Button
          className="self-center"
          onClick={() => {
            run.restart();
            setVisit((n) => n + 1);
          }}
        >
          {t('preview.again')}
        </Button>
      </ItemCard>
    );
  }

  return (
    <div ref={root} className="flex min-h-0 flex-1 flex-col gap-2 md:gap-3">
      <div className="mx-auto flex w-full max-w-[720px] items-center gap-2 px-4 in-fullscreen:hidden">
        <div className="flex flex-col md:flex-row md:items-baseline md:gap-3">
          <h1 className="font-bold text-lg md:text-xl">
            {shown ? tg(`levelTypes.${shown.item.type}`) : t('preview.title')}
          </h1>
          <LevelProgress level={level.level} done={run.done} count={run.count} />
        </div>
      </div>
      {body}
    </div>
  );
}

/**
 * "Preview as a learner": a level, draft or published, played as a learner plays it, in the
 * interface language, with nothing saved: no progress, points or statistics, and no publishing.
 */
export function Component() {
  const { t } = useTranslation('adminLevels');
  const { t: tg } = useTranslation('game');
  usePageTitle(t('preview.title'), t('preview.banner'));
  const [search] = useSearchParams();
  const id = search.get('level') ?? '';
  const { lang } = usePreferences();
  const level = useQuery(levelPreviewQueryOptions(id, lang));
  const bannerId = useId();

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2 pt-2 md:gap-3 md:pt-3">
      <aside
        aria-labelledby={bannerId}
        className="mx-auto flex w-full max-w-[720px] flex-wrap items-center gap-2 rounded-xl border border-primary bg-surface px-4 py-2 in-fullscreen:hidden"
      >
        <p id={bannerId} className="me-auto font-semibold">
          {t('preview.banner')}
        </p>
        <Link to={editorPath(id)} className={`${buttonBase} ${buttonVariants.secondary}`}>
          {t('preview.back')}
        </Link>
      </aside>
      {level.isSuccess ? (
        <Preview key={level.data._id} level={level.data} />
      ) : level.isError ? (
        <ItemCard heading={tg('status.loadFailed')}>
          <Button className="self-center" onClick={() => void level.refetch()}>
            {tg('status.retry')}
          </Button>
        </ItemCard>
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}
