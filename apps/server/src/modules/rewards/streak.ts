/** The calendar day of `instant` in `timeZone`, as YYYY-MM-DD. */
export function localDay(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/**
 * The streak after completing an item on `today`: unchanged later the same day, one more the day
 * after the last active day, and 1 again after a missed day (or on the first day).
 */
export function nextStreak(streak: number, lastActiveOn: string | null, today: string): number {
  if (lastActiveOn === null) return 1;
  const gap = dayNumber(today) - dayNumber(lastActiveOn);
  if (gap <= 0) return Math.max(streak, 1);
  if (gap === 1) return streak + 1;
  return 1;
}
