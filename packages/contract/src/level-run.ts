/**
 * A visit of a level (docs/design.md §5): its items in order, then each item missed on the way
 * again, in the order missed, until every one is answered right. `sublevel` counts places in that
 * run; `retries` holds the missed items' indices. Server and browser move through it alike.
 */

/** Misses one visit brings back: past it, a miss stays on its item, to be tried again at once. */
export const retriesMax = 50;

/** Where a learner stands in a visit of a level. */
export interface RunPlace {
  sublevel: number;
  retries: readonly number[];
}

/** The places in a visit: the level's items, then those to come back. */
export const runLength = (itemCount: number, { retries }: Pick<RunPlace, 'retries'>) =>
  itemCount + retries.length;

/** The index of the item at a place, or undefined past the run. */
export const itemIndexAt = (itemCount: number, { sublevel, retries }: RunPlace): number | undefined =>
  sublevel < itemCount ? sublevel : retries[sublevel - itemCount];

/**
 * The place after an answer: a right one goes on to the next place, or completes the level (null);
 * a wrong one goes on too and brings its item back at the end.
 */
export function placeAfter(itemCount: number, place: RunPlace, correct: boolean): RunPlace | null {
  const { sublevel, retries } = place;
  if (correct) return sublevel + 1 < runLength(itemCount, place) ? { sublevel: sublevel + 1, retries } : null;
  const missed = itemIndexAt(itemCount, place);
  if (missed === undefined || retries.length >= retriesMax) return place;
  return { sublevel: sublevel + 1, retries: [...retries, missed] };
}
