import { beforeEach, describe, expect, it } from 'vitest';
import { clearGuestEarnings, getGuestEarnings, guestEarning, hasGuestEarnings } from './guest-day';
import { storageKeys } from './storage';

/** Earns and records at once, as the game does within one render. */
function earnAsGuest(key: string, points: number, today: string, goal: number): number {
  const earning = guestEarning(key, points, today, goal);
  earning.save();
  return earning.points;
}

beforeEach(() => localStorage.clear());

describe('a guest’s points and days', () => {
  it('earns an item’s points once, and counts the day’s points and streak', () => {
    expect(hasGuestEarnings()).toBe(false);
    expect(earnAsGuest('level-2:0', 10, '2026-05-10', 20)).toBe(10);
    expect(earnAsGuest('level-2:0', 10, '2026-05-10', 20)).toBe(0);
    expect(earnAsGuest('level-2:1', 10, '2026-05-10', 20)).toBe(10);
    expect(getGuestEarnings()).toEqual({
      points: 20,
      day: { streak: 1, lastActiveOn: '2026-05-10', dayPoints: 20, goalDays: 1, streakFreezes: 0 },
    });
    // The next day, an item already earned still counts the day.
    expect(earnAsGuest('level-2:1', 10, '2026-05-11', 20)).toBe(0);
    expect(getGuestEarnings().day).toMatchObject({ streak: 2, lastActiveOn: '2026-05-11', dayPoints: 0 });
    expect(hasGuestEarnings()).toBe(true);
  });

  it('reads hand-edited values as nothing earned, and forgets all once carried', () => {
    localStorage.setItem(storageKeys.guestPoints, '-40');
    localStorage.setItem(
      storageKeys.guestDay,
      JSON.stringify({ streak: 'many', lastActiveOn: 'yesterday', dayPoints: 12.7, streakFreezes: null }),
    );
    localStorage.setItem(storageKeys.guestCompleted, '{"not":"a list"}');
    expect(getGuestEarnings()).toEqual({
      points: 0,
      day: { streak: 0, lastActiveOn: null, dayPoints: 12, goalDays: 0, streakFreezes: 0 },
    });
    expect(earnAsGuest('level-1:0', 5, '2026-05-10', 50)).toBe(5);
    clearGuestEarnings();
    for (const key of [storageKeys.guestPoints, storageKeys.guestDay, storageKeys.guestCompleted]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });
});
