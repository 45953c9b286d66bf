import { type DailyGoal, dailyGoalDefault, dailyGoals } from '@tp/contract/constants';
import { getNumber, setString, storageKeys, subscribeStorage } from './storage';
import { useStored } from './use-stored';

const isDailyGoal = (value: number): value is DailyGoal => (dailyGoals as readonly number[]).includes(value);

/** The points a day this device aims at; a stored value not among those offered counts as the default. */
export function getDailyGoal(): DailyGoal {
  const stored = getNumber(storageKeys.dailyGoal, dailyGoalDefault);
  return isDailyGoal(stored) ? stored : dailyGoalDefault;
}

export const setDailyGoal = (goal: DailyGoal): void => setString(storageKeys.dailyGoal, String(goal));

export const useDailyGoal = (): DailyGoal => useStored(subscribeStorage, getDailyGoal);
