import { type AdminLevel, type DayRecord, levelPoints } from '@tp/contract';
import { itemCount } from '@tp/contract/level-items';

/** A guest's progress as their browser kept it (`POST /me/guest-progress`). */
export interface GuestProgress extends DayRecord {
  /** The level reached, 1-based. */
  level: number;
  points: number;
  timeZone: string;
}

/** The key of a level's item in `completed_items`: the sound's or MCQ's id, or `text:<index>`. */
function completedItemKey(level: AdminLevel, index: number): string {
  const id = level.type === 'mcq' ? level.mcqs[index]?._id : level.sounds[index]?._id;
  return level.type === 'info' || level.type === 'speaking' || id === undefined ? `text:${index}` : id;
}

/**
 * What a guest who reached the level at `reached` (1-based) among `published` brings: the levels
 * before it, completed, with their items, and what those give at most in points.
 */
export function carriedLevels(published: readonly AdminLevel[], reached: number) {
  const levels = published.slice(0, Math.max(0, reached - 1));
  return {
    levels,
    items: levels.flatMap((level) =>
      Array.from({ length: itemCount(level) }, (_, index) => ({
        levelId: level._id,
        item: completedItemKey(level, index),
      })),
    ),
    points: levels.reduce((sum, level) => sum + levelPoints(level, itemCount(level)), 0),
  };
}

/**
 * The guest's days as an account takes them on, on the learner's `today`: a last active day after
 * today (a wrong clock) or none keeps no streak, and the day's points are among those credited.
 */
export function carriedDay(guest: DayRecord, today: string, credited: number): DayRecord {
  const { streak, lastActiveOn, dayPoints, goalDays, streakFreezes } = guest;
  const known = lastActiveOn !== null && lastActiveOn <= today;
  return {
    streak: known ? streak : 0,
    lastActiveOn: known ? lastActiveOn : null,
    dayPoints: known ? Math.min(dayPoints, credited) : 0,
    goalDays,
    streakFreezes,
  };
}
