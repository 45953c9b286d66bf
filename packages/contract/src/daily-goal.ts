/**
 * A learner's days (docs/design.md §5 "Daily goal and streak"): the points earned on their last
 * active day against a daily goal they choose, the streak of days with a completed item, and the
 * streak freezes that goals met earn, each of which bridges one missed day. The server and the
 * browser (for guests) count them alike. The goals offered are in `constants.ts` (`dailyGoals`).
 */

/** Every this many days of goals met earn a freeze… */
export const goalDaysPerFreeze = 5;
/** …of which a learner holds at most this many. */
export const freezesMax = 2;

/** From this hour of the learner's evening an open day puts the streak at risk. */
export const streakRiskHour = 18;

/** What is kept of a learner's days: the fields of the same names on an account. */
export interface DayRecord {
  streak: number;
  /** The learner's calendar day (YYYY-MM-DD) of their last completed item. */
  lastActiveOn: string | null;
  /** Points earned on `lastActiveOn`. */
  dayPoints: number;
  /** Days on which the daily goal was met, ever. */
  goalDays: number;
  streakFreezes: number;
}

export const emptyDayRecord: DayRecord = {
  streak: 0,
  lastActiveOn: null,
  dayPoints: 0,
  goalDays: 0,
  streakFreezes: 0,
};

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** Days from `from` to `to`; 0 for the same day, negative when `to` is earlier. */
const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/**
 * The streak as of `today`, before anything is done on it: kept when the last active day was today
 * or yesterday, or when the learner holds a freeze for each day missed since; 0 otherwise.
 * `freezesUsed` are those it would take.
 */
export function streakOn(record: DayRecord, today: string): { streak: number; freezesUsed: number } {
  if (record.lastActiveOn === null) return { streak: 0, freezesUsed: 0 };
  const missed = daysBetween(record.lastActiveOn, today) - 1;
  if (missed <= 0) return { streak: record.streak, freezesUsed: 0 };
  return missed <= record.streakFreezes
    ? { streak: record.streak, freezesUsed: missed }
    : { streak: 0, freezesUsed: 0 };
}

/**
 * The record after an item completed on `today` that earned `points` (0 when earned before), with
 * `goal` the learner's daily goal: the streak grows once a day (after bridging missed days with
 * freezes, or from 1 again), the day's points add up, and the day the goal is first met counts,
 * every `goalDaysPerFreeze`th of them earning a freeze. An answer counted for a day before the last
 * active one (a learner whose clock moved back) joins the last active day.
 */
export function afterActivity(record: DayRecord, today: string, points: number, goal: number): DayRecord {
  const sameDay = record.lastActiveOn !== null && daysBetween(record.lastActiveOn, today) <= 0;
  const kept = streakOn(record, today);
  const streak = sameDay ? Math.max(record.streak, 1) : kept.streak + 1;
  const before = sameDay ? record.dayPoints : 0;
  const dayPoints = before + points;
  const goalMet = before < goal && dayPoints >= goal;
  const goalDays = record.goalDays + (goalMet ? 1 : 0);
  const earned = goalMet && goalDays % goalDaysPerFreeze === 0 ? 1 : 0;
  return {
    streak,
    lastActiveOn: sameDay ? record.lastActiveOn : today,
    dayPoints,
    goalDays,
    streakFreezes: Math.min(freezesMax, record.streakFreezes - kept.freezesUsed + earned),
  };
}

/** What the learner is shown of their day at `today`, `hour` o'clock (both their own). */
export interface DayView {
  streak: number;
  /** Points earned today. */
  points: number;
  goal: number;
  /** Whether an item has been completed today. */
  activeToday: boolean;
  /**
   * In the evening, a streak that ends at midnight unless an item is completed first: no freeze is
   * left to bridge today.
   */
  atRisk: boolean;
  /** Freezes held, after those that bridge the days already missed. */
  freezes: number;
}

export function dayView(record: DayRecord, goal: number, today: string, hour: number): DayView {
  const activeToday = record.lastActiveOn !== null && daysBetween(record.lastActiveOn, today) <= 0;
  const { streak, freezesUsed } = streakOn(record, today);
  const freezes = record.streakFreezes - freezesUsed;
  return {
    streak,
    points: activeToday ? record.dayPoints : 0,
    goal,
    activeToday,
    atRisk: streak > 0 && !activeToday && freezes === 0 && hour >= streakRiskHour,
    freezes,
  };
}
