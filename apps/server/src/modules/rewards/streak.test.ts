import { describe, expect, it } from 'vitest';
import { localDay, nextStreak } from './streak';

describe('localDay', () => {
  it('is the calendar day in the learner’s own time zone', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-03-01');
    expect(localDay(instant, 'Asia/Tokyo')).toBe('2026-03-02');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-03-01');
    expect(localDay(new Date('2026-03-01T05:00:00Z'), 'America/Los_Angeles')).toBe('2026-02-28');
  });
});

describe('nextStreak', () => {
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
  ])('streak %i, last %s, today %s → %i', (streak, last, today, expected) => {
    expect(nextStreak(streak, last, today)).toBe(expected);
  });
});
