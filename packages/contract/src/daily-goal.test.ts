import { describe, expect, it } from 'vitest';
import {
  afterActivity,
  type DayRecord,
  dayView,
  emptyDayRecord,
  freezesMax,
  goalDaysPerFreeze,
} from './daily-goal';

const record = (fields: Partial<DayRecord>): DayRecord => ({ ...emptyDayRecord, ...fields });

describe('afterActivity', () => {
  it.each([
    [0, null, '2026-01-10', 1],
    [3, '2026-01-10', '2026-01-10', 3],
    [3, '2026-01-09', '2026-01-10', 4],
    [3, '2026-01-08', '2026-01-10', 1],
    [7, '2025-12-31', '2026-01-01', 8],
    [2, '2024-02-28', '2024-02-29', 3],
    [2, '2024-02-29', '2024-03-01', 3],
    [0, '2026-01-10', '2026-01-10', 1],
    [5, '2026-01-11', '2026-01-10', 5],
  ])('streak %i, last active %s, an item on %s → %i', (streak, lastActiveOn, today, expected) => {
    expect(afterActivity(record({ streak, lastActiveOn }), today, 0, 50).streak).toBe(expected);
  });

  it('starts a streak of 1 and counts the day’s points on a first item', () => {
    expect(afterActivity(emptyDayRecord, '2026-03-10', 10, 50)).toEqual(
      record({ streak: 1, lastActiveOn: '2026-03-10', dayPoints: 10 }),
    );
  });

  it('adds up one day’s points without growing the streak twice', () => {
    const first = afterActivity(
      record({ streak: 3, lastActiveOn: '2026-03-09', dayPoints: 80 }),
      '2026-03-10',
      10,
      50,
    );
    expect(afterActivity(first, '2026-03-10', 0, 50)).toEqual(
      record({ streak: 4, lastActiveOn: '2026-03-10', dayPoints: 10 }),
    );
  });

  it('counts the day the goal is first met once, however far past it the day goes', () => {
    const met = afterActivity(
      record({ streak: 1, lastActiveOn: '2026-03-10', dayPoints: 40 }),
      '2026-03-10',
      10,
      50,
    );
    expect(met).toMatchObject({ dayPoints: 50, goalDays: 1 });
    expect(afterActivity(met, '2026-03-10', 10, 50)).toMatchObject({ dayPoints: 60, goalDays: 1 });
  });

  it(`earns a freeze on every ${goalDaysPerFreeze}th day of goals met, holding at most ${freezesMax}`, () => {
    const fifth = record({ streak: 4, lastActiveOn: '2026-03-09', goalDays: goalDaysPerFreeze - 1 });
    expect(afterActivity(fifth, '2026-03-10', 50, 50)).toMatchObject({ goalDays: 5, streakFreezes: 1 });
    const sixth = record({ ...fifth, goalDays: goalDaysPerFreeze });
    expect(afterActivity(sixth, '2026-03-10', 50, 50)).toMatchObject({ goalDays: 6, streakFreezes: 0 });
    const full = record({ ...fifth, goalDays: 2 * goalDaysPerFreeze - 1, streakFreezes: freezesMax });
    expect(afterActivity(full, '2026-03-10', 50, 50)).toMatchObject({ streakFreezes: freezesMax });
  });

  it('bridges missed days with a freeze each, or starts again at 1 when too few are held', () => {
    const twoMissed = record({ streak: 6, lastActiveOn: '2026-03-07', streakFreezes: 2 });
    expect(afterActivity(twoMissed, '2026-03-10', 10, 50)).toMatchObject({ streak: 7, streakFreezes: 0 });
    expect(afterActivity({ ...twoMissed, streakFreezes: 1 }, '2026-03-10', 10, 50)).toMatchObject({
      streak: 1,
      streakFreezes: 1,
      dayPoints: 10,
    });
  });

  it('joins an answer dated before the last active day (a clock moved back) to that day', () => {
    const later = record({ streak: 2, lastActiveOn: '2026-03-10', dayPoints: 20 });
    expect(afterActivity(later, '2026-03-09', 10, 50)).toEqual({ ...later, dayPoints: 30 });
  });
});

describe('dayView', () => {
  it('shows today’s points only on a day already active', () => {
    const active = record({ streak: 2, lastActiveOn: '2026-03-10', dayPoints: 30 });
    expect(dayView(active, 50, '2026-03-10', 21)).toEqual({
      streak: 2,
      points: 30,
      goal: 50,
      activeToday: true,
      atRisk: false,
      freezes: 0,
    });
    expect(dayView(active, 50, '2026-03-11', 9)).toMatchObject({ streak: 2, points: 0, activeToday: false });
  });

  it('puts an open streak at risk from 18:00, unless a freeze is left to bridge today', () => {
    const yesterday = record({ streak: 5, lastActiveOn: '2026-03-09' });
    expect(dayView(yesterday, 50, '2026-03-10', 17).atRisk).toBe(false);
    expect(dayView(yesterday, 50, '2026-03-10', 18).atRisk).toBe(true);
    expect(dayView({ ...yesterday, streakFreezes: 1 }, 50, '2026-03-10', 22)).toMatchObject({
      atRisk: false,
      freezes: 1,
    });
  });

  it('keeps a streak whose missed days the freezes bridge, and shows it lost otherwise', () => {
    const missedOne = record({ streak: 5, lastActiveOn: '2026-03-08', streakFreezes: 1 });
    expect(dayView(missedOne, 50, '2026-03-10', 20)).toMatchObject({ streak: 5, freezes: 0, atRisk: true });
    expect(dayView({ ...missedOne, streakFreezes: 0 }, 50, '2026-03-10', 20)).toMatchObject({
      streak: 0,
      atRisk: false,
    });
  });
});
