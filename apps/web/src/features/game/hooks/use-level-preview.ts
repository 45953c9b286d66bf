import { placeAfter, type RunPlace } from '@tp/contract/level-run';
import type { Level } from '@tp/contract/levels';
import { useState } from 'react';
import { type Item, itemAtPlace, itemCount, placeCount } from '#web/course/course';
import { checkAnswer } from '#web/play/answer-check';
import type { Outcome } from '#web/play/game-context';

const start: RunPlace = { sublevel: 0, retries: [] };

/** Whether an item's answer gets a verdict: a text is read, a speaking prompt rated, not checked. */
export const isChecked = (item: Item) => item.type !== 'info' && item.type !== 'speaking';

/**
 * A visit of one level as the game runs it (a miss comes back at the end), checked in the browser
 * with the game's own comparison and kept in this state only: no progress, points or statistics
 * are sent or stored, for the author or anyone.
 */
export function useLevelPreview(level: Level) {
  const [place, setPlace] = useState<RunPlace | null>(start);
  const item = place ? itemAtPlace(level, place) : undefined;

  /** The verdict on an answer to the item on screen, and the move past it. */
  function answer(given: string | number): Outcome | null {
    if (!place || !item) return null;
    const result = checkAnswer(item, given);
    setPlace(placeAfter(itemCount(level), place, result.correct));
    return { ...result, pointsAwarded: 0, newBadges: [] };
  }

  return {
    item,
    /** Places answered so far, and how many the visit holds now. */
    done: place?.sublevel ?? 0,
    count: placeCount(level, place ?? start),
    /** Past a place's own items come those missed: not first tries. */
    comingBack: place !== null && place.sublevel >= itemCount(level),
    finished: place === null,
    answer,
    restart: () => setPlace(start),
  };
}
