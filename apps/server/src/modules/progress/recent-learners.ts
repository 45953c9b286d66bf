import type { UserSettings } from '@tp/contract';
import type { UserRow } from '../../db/schema';

/** What checking an answer needs to know of the learner. */
export type Learner = Pick<
  UserRow,
  | 'id'
  | 'level'
  | 'sublevel'
  | 'streak'
  | 'lastActiveOn'
  | 'dayPoints'
  | 'goalDays'
  | 'streakFreezes'
  | 'timeZone'
  | 'timeZoneSetAt'
  | 'accountType'
> & { retries: readonly number[]; dailyGoal: UserSettings['dailyGoal'] };

export const learnerOf = ({
  id,
  level,
  sublevel,
  retries,
  streak,
  lastActiveOn,
  dayPoints,
  goalDays,
  streakFreezes,
  timeZone,
  timeZoneSetAt,
  accountType,
  settings,
}: Omit<Learner, 'dailyGoal'> & Pick<UserRow, 'settings'>): Learner => ({
  id,
  level,
  sublevel,
  retries,
  streak,
  lastActiveOn,
  dayPoints,
  goalDays,
  streakFreezes,
  timeZone,
  timeZoneSetAt,
  accountType,
  dailyGoal: settings.dailyGoal,
});

/**
 * The learners who answered through this instance lately, by session: where each was after their
 * last answer, so that the next one is checked without reading them first. A hint, never trusted:
 * the answer's statement writes only while the session runs and the row is as remembered, and a
 * refusal is confirmed against a fresh read. An entry is kept for `keepMs` after the read it
 * started from (so a session in use is still read, and its use noted, that often), at most `max`
 * entries, the least recently used dropped first.
 */
export function recentLearners({ keepMs, max = 10_000 }: { keepMs: number; max?: number }) {
  const entries = new Map<string, { learner: Learner; readAt: number }>();
  return {
    /** The learner remembered for the session, and when they were last read, unless too old. */
    get(sessionId: string, now: number) {
      const entry = entries.get(sessionId);
      if (!entry || now - entry.readAt > keepMs) return null;
      return entry;
    },
    remember(sessionId: string, learner: Learner, readAt: number) {
      entries.delete(sessionId);
      entries.set(sessionId, { learner, readAt });
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
    forget(sessionId: string) {
      entries.delete(sessionId);
    },
  };
}
