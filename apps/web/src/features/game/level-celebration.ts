import { reviewedSoundsMax } from '@tp/contract/constants';
import type { Level } from '@tp/contract/levels';
import type { Badge } from '@tp/contract/progress';
import type { Outcome } from '#web/play/game-context';

/** A finished level, as its celebration shows it, with its summary. */
export interface Celebration {
  level: number;
  /** The points the level's answers earned while the page was open, a guest's as a learner's. */
  points: number;
  /** The badges they unlocked. */
  badges: readonly Badge[];
  /** The share of its checked items answered right at the first try; null for a level of texts. */
  accuracy: number | null;
  /** Seconds from the level's first item to its last answer. */
  seconds: number;
  /** The sounds missed in it, the most missed first (at most `reviewedSoundsMax`). */
  missed: readonly string[];
}

/** What the level being played has earned and how it went so far. */
export interface LevelTally {
  levelId: string;
  points: number;
  badges: readonly Badge[];
  /** When its first item was shown (ms, `performance.now()`). */
  startedAt: number;
  /** Checked items answered for the first time in this visit, and how many of those were right. */
  firstTries: number;
  firstTriesRight: number;
  /** Each sound missed (typed as another, or left out), and how often. */
  missed: Readonly<Record<string, number>>;
}

/** How an answer was given: at the item's first try (not a missed item come back), and when. */
export interface Answering {
  firstTry: boolean;
  /** Whether the item is checked (typed or chosen), not read. */
  checked: boolean;
  now: number;
  /** When the level's first item was shown. */
  startedAt: number;
}

const newTally = (level: Level, startedAt: number): LevelTally => ({
  levelId: level._id,
  points: 0,
  badges: [],
  startedAt,
  firstTries: 0,
  firstTriesRight: 0,
  missed: {},
});

/** The sounds an answer missed: each substituted or left out. */
function missedSounds(outcome: Outcome, missed: Readonly<Record<string, number>>) {
  const next = { ...missed };
  for (const step of outcome.alignment) {
    if ((step.op === 'substitute' || step.op === 'missing') && step.expected) {
      next[step.expected] = (next[step.expected] ?? 0) + 1;
    }
  }
  return next;
}

/**
 * Adds a checked answer to its level's tally (a new level starts a new one). The right answer to
 * the level's last place finishes the level: it gives the celebration, with the level's summary,
 * and closes the tally.
 */
export function tallyAnswer(
  tally: LevelTally | null,
  level: Level,
  lastItem: boolean,
  outcome: Outcome,
  answering: Answering,
): { tally: LevelTally | null; celebration: Celebration | null } {
  const current = tally?.levelId === level._id ? tally : newTally(level, answering.startedAt);
  const counted = answering.checked && answering.firstTry;
  const next: LevelTally = {
    ...current,
    points: current.points + outcome.pointsAwarded,
    badges: [...current.badges, ...outcome.newBadges],
    firstTries: current.firstTries + (counted ? 1 : 0),
    firstTriesRight: current.firstTriesRight + (counted && outcome.correct ? 1 : 0),
    missed: missedSounds(outcome, current.missed),
  };
  if (!(outcome.correct && lastItem)) return { tally: next, celebration: null };
  const missed = Object.entries(next.missed)
    .sort(([, a], [, b]) => b - a)
    .slice(0, reviewedSoundsMax)
    .map(([symbol]) => symbol);
  return {
    tally: null,
    celebration: {
      level: level.level,
      points: next.points,
      badges: next.badges,
      accuracy: next.firstTries > 0 ? next.firstTriesRight / next.firstTries : null,
      seconds: Math.max(0, Math.round((answering.now - next.startedAt) / 1000)),
      missed,
    },
  };
}

/** Right answers at the first try in a row: the next count after an answer. */
export const comboAfter = (combo: number, outcome: Outcome, firstTry: boolean) =>
  outcome.correct && firstTry ? combo + 1 : outcome.correct ? combo : 0;

/** The number a count-up to `target` shows `elapsed` ms into its `duration`: quick at first, easing in. */
export function countAt(target: number, elapsed: number, duration: number): number {
  if (elapsed >= duration) return target;
  const progress = Math.max(0, elapsed) / duration;
  return Math.round(target * (1 - (1 - progress) ** 3));
}
