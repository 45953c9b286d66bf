import type { AccountType } from '@tp/contract/constants';
import type { Level } from '@tp/contract/levels';

/** Where a level stands on the learner's path: behind them, under their feet, or ahead. */
export type LevelState = 'done' | 'current' | 'locked';

export interface MapNode {
  id: string;
  number: number;
  type: Level['type'];
  state: LevelState;
  /** Premium-only, shown as such to a learner without premium. */
  premium: boolean;
}

/**
 * The course as the learner's path (UX "a path of levels the learner can see"). Progress is linear
 * (spec §4: a right answer advances), so the levels before the learner's are done and those after
 * are not reached yet; past the last level every one is done.
 */
export function courseMap(
  levels: readonly Level[],
  index: number,
  accountType: AccountType | null,
): MapNode[] {
  return levels.map((level, at) => ({
    id: level._id,
    number: level.level,
    type: level.type,
    state: at < index ? 'done' : at === index ? 'current' : 'locked',
    premium: level.premiumOnly && accountType !== 'premium',
  }));
}
