import type { Level } from '@tp/contract/levels';
import type { Badge } from '@tp/contract/progress';
import type { Outcome } from '#web/play/game-context';

/** A finished level, as its celebration shows it. */
export interface Celebration {
  level: number;
  /** The points the level's answers earned while the page was open: none for guests (spec §1). */
  points: number;
  /** The badges they unlocked. */
  badges: readonly Badge[];
}

/** What the level being played has earned so far. */
export interface LevelTally {
  levelId: string;
  points: number;
  badges: readonly Badge[];
}

/**
 * Adds a checked answer to its level's tally (a new level starts a new one). The right answer to
 * the level's last item finishes the level: it gives the celebration and closes the tally.
 */
export function tallyAnswer(
  tally: LevelTally | null,
  level: Level,
  lastItem: boolean,
  outcome: Outcome,
): { tally: LevelTally | null; celebration: Celebration | null } {
  const current = tally?.levelId === level._id ? tally : { levelId: level._id, points: 0, badges: [] };
  if (!outcome.correct) return { tally: current, celebration: null };
  const next = {
    levelId: level._id,
    points: current.points + outcome.pointsAwarded,
    badges: [...current.badges, ...outcome.newBadges],
  };
  return lastItem
    ? { tally: null, celebration: { level: level.level, points: next.points, badges: next.badges } }
    : { tally: next, celebration: null };
}

/** The number a count-up to `target` shows `elapsed` ms into its `duration`: quick at first, easing in. */
export function countAt(target: number, elapsed: number, duration: number): number {
  if (elapsed >= duration) return target;
  const progress = Math.max(0, elapsed) / duration;
  return Math.round(target * (1 - (1 - progress) ** 3));
}
