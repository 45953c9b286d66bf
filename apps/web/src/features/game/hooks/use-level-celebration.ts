import type { Level } from '@tp/contract/levels';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Outcome } from '#web/play/game-context';
import type { Celebration, LevelTally } from '../level-celebration';
import { gameScreens } from '../screens';

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
    // Counted by code kept off the first screen, loaded with the first verdict; in order of answers.
    void gameScreens.tally().then(({ tallyAnswer, comboAfter }) => {
      const next = tallyAnswer(tally.current, level, lastItem, outcome, { ...answered, now });
      tally.current = next.tally;
      if (next.celebration) setCelebration(next.celebration);
      if (answered.checked) setCombo((count) => comboAfter(count, outcome, answered.firstTry));
    });
  };
  const dismiss = useCallback(() => setCelebration(null), []);
  return { celebration, combo, answering, record, dismiss };
}
