import { afterActivity, type DayRecord, emptyDayRecord } from '@tp/contract/daily-goal';
import { getJson, getNumber, getString, removeItem, setJson, setString, storageKeys } from './storage';

/**
 * A guest's points and days in this browser (docs/design.md §5 "Guests"), counted as an account's
 * are: an item's points once, the day's points against the daily goal, the streak and its freezes.
 * They are carried into an account on sign-up.
 */
export interface GuestEarnings {
  points: number;
  day: DayRecord;
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

let snapshot: GuestEarnings = { points: 0, day: emptyDayRecord };
let snapshotSource: string | null = null;

/** Stored values may be hand-edited: anything unusable counts as nothing earned. */
export function getGuestEarnings(): GuestEarnings {
  const points = count(getNumber(storageKeys.guestPoints, 0));
  const source = `${points} ${getString(storageKeys.guestDay)}`;
  // The same object until a value changes, as useSyncExternalStore requires.
  if (source !== snapshotSource) {
    const stored = getJson<Partial<Record<keyof DayRecord, unknown>>>(storageKeys.guestDay) ?? {};
    snapshot = {
      points,
      day: {
        streak: count(stored.streak),
        lastActiveOn: isDay(stored.lastActiveOn) ? stored.lastActiveOn : null,
        dayPoints: count(stored.dayPoints),
        goalDays: count(stored.goalDays),
        streakFreezes: count(stored.streakFreezes),
      },
    };
    snapshotSource = source;
  }
  return snapshot;
}

/** Whether this browser's guest has completed anything: until then, there is nothing to show or carry. */
export const hasGuestEarnings = (): boolean => getString(storageKeys.guestDay) !== null;

/**
 * What a guest's completed item earns, `key` naming it among all the course's, on their `today`:
 * its `points` the first time only; `save` records it. Apart, so that the game writes it in the same
 * render as the verdict that shows it.
 */
export function guestEarning(
  key: string,
  points: number,
  today: string,
  goal: number,
): { points: number; save: () => void } {
  const completed = getJson<unknown>(storageKeys.guestCompleted);
  const keys = Array.isArray(completed) ? completed.filter((k): k is string => typeof k === 'string') : [];
  const earned = keys.includes(key) ? 0 : points;
  return {
    points: earned,
    save() {
      const { points: total, day } = getGuestEarnings();
      if (earned > 0) setJson(storageKeys.guestCompleted, [...keys, key]);
      setString(storageKeys.guestPoints, String(total + earned));
      setJson(storageKeys.guestDay, afterActivity(day, today, earned, goal));
    },
  };
}

/** Once a guest has signed up, what they earned belongs to the account. */
export function clearGuestEarnings(): void {
  removeItem(storageKeys.guestPoints);
  removeItem(storageKeys.guestDay);
  removeItem(storageKeys.guestCompleted);
}
