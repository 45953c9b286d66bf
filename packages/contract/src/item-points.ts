import type { LevelType } from './constants';

/**
 * What an info level earns, once, on its last part (docs/design.md §5 "Points"): reading is worth
 * a small fixed amount, so that it never outweighs typing.
 */
export const infoLevelPoints = 5;

/**
 * The points an item earns the first time it is completed: its level's, halved (rounded down) when
 * a clue was used; for an info level, `infoLevelPoints` on its last part and nothing before.
 */
export function itemPoints(
  level: { type: LevelType; points: number },
  { lastOfLevel, clueUsed }: { lastOfLevel: boolean; clueUsed: boolean },
): number {
  if (level.type === 'info') return lastOfLevel ? infoLevelPoints : 0;
  return clueUsed ? Math.floor(level.points / 2) : level.points;
}

/** All a level gives, each of its `itemCount` items completed once without a clue. */
export const levelPoints = (level: { type: LevelType; points: number }, itemCount: number): number =>
  level.type === 'info' ? infoLevelPoints : level.points * itemCount;
