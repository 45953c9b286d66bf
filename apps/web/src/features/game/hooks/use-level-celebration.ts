import type { Level } from '@tp/contract/levels';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Outcome } from '#web/play/game-context';
import { type Celebration, type LevelTally, tallyAnswer } from '../level-celebration';
import { gameScreens } from '../screens';

/**
 * The celebration of the level just finished, if any, from the answers given on this page. On a
 * level's last item its screen is fetched ahead, so that it shows with the verdict.
 */
export function useLevelCelebration(onLastItem: boolean) {
  useEffect(() => {
    if (onLastItem) void gameScreens.celebration();
  }, [onLastItem]);
  const tally = useRef<LevelTally | null>(null);
  const [celebration, setCelebration] = useState<Celebration | null>(null);
  const record = (level: Level, lastItem: boolean, outcome: Outcome) => {
    const next = tallyAnswer(tally.current, level, lastItem, outcome);
    tally.current = next.tally;
    if (next.celebration) setCelebration(next.celebration);
  };
  const dismiss = useCallback(() => setCelebration(null), []);
  return { celebration, record, dismiss };
}
