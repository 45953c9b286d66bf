import { compareAnswer, soundOutcomes } from '@tp/phonetics';
import { describe, expect, it } from 'vitest';
import {
  browserToday,
  clearGuestSoundStats,
  getGuestSoundStats,
  guestDaysKept,
  guestSoundSummary,
  recordGuestOutcomes,
} from './guest-sound-stats';
import { storageKeys } from './storage';

const outcomes = (expected: string, typed: string) => soundOutcomes(compareAnswer(expected, typed).alignment);

describe('a guest’s sound statistics', () => {
  it('add up by day and by confusion, in the shape the account takes', () => {
    recordGuestOutcomes(outcomes('ʃɪp', 'ʃip'), '2026-05-10');
    recordGuestOutcomes(outcomes('ʃɪp', 'ʃp'), '2026-05-10');
    recordGuestOutcomes(outcomes('sɪt', 'sɪt'), '2026-05-11');
    expect(getGuestSoundStats()).toEqual({
      days: {
        '2026-05-10': { ʃ: [2, 2, 0], ɪ: [2, 0, 1], p: [2, 2, 0] },
        '2026-05-11': { s: [1, 1, 0], ɪ: [1, 1, 0], t: [1, 1, 0] },
      },
      confusions: { ɪ: { i: 1 } },
    });
    const [short] = guestSoundSummary('2026-05-11');
    expect(short).toMatchObject({
      symbol: 'ɪ',
      attempts: 3,
      right: 1,
      missed: 1,
      confusions: [{ heardAs: 'i', count: 1 }],
    });
    expect(short?.trend.slice(-2)).toEqual([
      { day: '2026-05-10', attempts: 2, right: 0 },
      { day: '2026-05-11', attempts: 1, right: 1 },
    ]);
    clearGuestSoundStats();
    expect(getGuestSoundStats()).toEqual({ days: {}, confusions: {} });
  });

  it('fold days past the kept window into its first day, keeping the totals', () => {
    recordGuestOutcomes(outcomes('p', 'p'), '2026-01-01');
    recordGuestOutcomes(outcomes('p', 'b'), '2026-01-02');
    recordGuestOutcomes(outcomes('p', 'p'), '2026-03-01');
    const { days } = getGuestSoundStats();
    expect(Object.keys(days)).toHaveLength(2);
    expect(Object.keys(days).sort()[0]).toBe('2026-01-30');
    expect(days['2026-01-30']).toEqual({ p: [2, 1, 0] });
    expect(guestDaysKept).toBe(31);
    expect(guestSoundSummary('2026-03-01')[0]).toMatchObject({ symbol: 'p', attempts: 3, right: 2 });
  });

  it('ignore what was hand-edited into another shape', () => {
    localStorage.setItem(
      storageKeys.guestSoundStats,
      JSON.stringify({
        days: { bad: { p: [1, 1, 0] }, '2026-05-10': { p: [1, -1, 0], b: [2, 1, 1] } },
        confusions: { p: { b: 'x' } },
      }),
    );
    expect(getGuestSoundStats()).toEqual({ days: { '2026-05-10': { b: [2, 1, 1] } }, confusions: {} });
    localStorage.setItem(storageKeys.guestSoundStats, '"nonsense"');
    expect(getGuestSoundStats()).toEqual({ days: {}, confusions: {} });
  });

  it('count days as the browser’s calendar does', () => {
    expect(browserToday(new Date(2026, 4, 10, 23, 59))).toBe('2026-05-10');
    expect(browserToday(new Date(2026, 4, 11, 0, 1))).toBe('2026-05-11');
  });
});
