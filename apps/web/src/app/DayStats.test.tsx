import { screen } from '@testing-library/react';
import { type DayRecord, emptyDayRecord } from '@tp/contract/daily-goal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { renderWithProviders } from '#web/test/render-with-providers';
import DayStats from './DayStats';

const day = (fields: Partial<DayRecord>): DayRecord => ({ ...emptyDayRecord, ...fields });
const stats = () => screen.getByRole('list');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the day’s stats', () => {
  it('puts an open streak at risk in the learner’s evening, and not before', async () => {
    vi.setSystemTime(new Date(2026, 4, 10, 17, 59));
    const account = { points: 120, day: day({ streak: 6, lastActiveOn: '2026-05-09', dayPoints: 40 }) };
    const { unmount } = renderWithProviders(<DayStats account={account} />);
    expect(await screen.findByText('Today: 0 of 50 points')).toBeInTheDocument();
    expect(stats()).toHaveTextContent("Streak 6 Today's goal is still open");
    expect(stats()).not.toHaveTextContent('At risk');
    unmount();

    vi.setSystemTime(new Date(2026, 4, 10, 18, 0));
    renderWithProviders(<DayStats account={account} />);
    expect(await screen.findByText('At risk: your streak ends at midnight')).toBeVisible();
  });

  it('shows a goal met with its tick, and the freezes held, but no risk while a freeze covers today', async () => {
    vi.setSystemTime(new Date(2026, 4, 10, 21, 30));
    localStorage.setItem(storageKeys.dailyGoal, '20');
    const met = {
      points: 80,
      day: day({ streak: 3, lastActiveOn: '2026-05-10', dayPoints: 30, streakFreezes: 2 }),
    };
    const { unmount } = renderWithProviders(<DayStats account={met} />);
    expect(await screen.findByText("Today's goal met: 30 of 20 points")).toBeInTheDocument();
    expect(stats()).toHaveTextContent("Streak 3 Today's goal is met");
    expect(stats()).toHaveTextContent('Streak freezes 2');
    unmount();

    const covered = { points: 80, day: day({ streak: 3, lastActiveOn: '2026-05-09', streakFreezes: 1 }) };
    renderWithProviders(<DayStats account={covered} />);
    expect(await screen.findByText('Today: 0 of 20 points')).toBeInTheDocument();
    expect(stats()).not.toHaveTextContent('At risk');
  });

  it('shows a guest’s, kept in this browser', async () => {
    vi.setSystemTime(new Date(2026, 4, 10, 9, 0));
    localStorage.setItem(storageKeys.guestPoints, '25');
    localStorage.setItem(
      storageKeys.guestDay,
      JSON.stringify(day({ streak: 1, lastActiveOn: '2026-05-10', dayPoints: 25 })),
    );
    renderWithProviders(<DayStats account={null} />);
    expect(await screen.findByText('Today: 25 of 50 points')).toBeInTheDocument();
    expect(stats()).toHaveTextContent('Points 25');
    expect(stats()).toHaveTextContent('Streak 1');
  });
});
