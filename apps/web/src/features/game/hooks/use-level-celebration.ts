import type { Level } from '@tp/contract/levels';
import { useCallback, useEffect, useRef, useState } from 'react';
import { moduleOnce } from '#web/lib/module-once';
import type { Outcome } from '#web/play/game-context';
import type { Celebration, LevelTally } from '../level-celebration';
import { gameScreens } from '../screens';

type TallyCode = Awaited<ReturnType<typeof gameScreens.tally>>;
const tallyCode = moduleOnce(gameScreens.tally);

/** Loads the code that counts answers, so that the first verdict counts in its own render. */
export const preloadTally = () => tallyCode.load();

/**
 * How the visit goes, from the answers given on this page: the celebration of the level just
 * finished, with its summary, and the answers right at the first try in a row (the combo). On a
 * level's last item its screen is fetched ahead, so that it shows with the verdict.
 */
export function useLevelCelebration(onLastItem: boolean, levelId: string | undefined) {
  useEffect(() => {
    if (onLastItem) void gameScreens.celebration();
  }, [onLastItem]);
  // A level's time runs from its first item on screen.
  const levelStart = useRef(0);
  useEffect(() => {
    if (levelId) levelStart.current = performance.now();
  }, [levelId]);
  const tally = useRef<LevelTally | null>(null);
  const [celebration, setCelebration] = useState<Celebration | null>(null);
  const [combo, setCombo] = useState(0);
  /** What an answer about to be sent needs for its tally, taken before it moves the learner on. */
  const answering = (firstTry: boolean, checked: boolean) => ({
    firstTry,
    checked,
    startedAt: levelStart.current,
  });
  const record = (
    level: Level,
    lastItem: boolean,
    outcome: Outcome,
    answered: ReturnType<typeof answering>,
  ) => {
    const now = performance.now();
    const count = ({ tallyAnswer, comboAfter }: TallyCode) => {
      const next = tallyAnswer(tally.current, level, lastItem, outcome, { ...answered, now });
      tally.current = next.tally;
      if (next.celebration) setCelebration(next.celebration);
      if (answered.checked) setCombo((combo) => comboAfter(combo, outcome, answered.firstTry));
    };
    // Counted by code kept off the first screen, loaded ahead with a checked item: then in the
    // verdict's own render. Else once loaded, in order of answers.
    const loaded = tallyCode.loaded();
    if (loaded) count(loaded);
    else void tallyCode.load().then(count);
  };
  const dismiss = useCallback(() => setCelebration(null), []);
  return { celebration, combo, answering, record, dismiss };
}
