import { dayFormat } from '@tp/contract/progress';

/** The calendar day of `instant` in `timeZone` (one the contract accepted), as YYYY-MM-DD. */
export function localDay(instant: Date, timeZone: string): string {
  const format = dayFormat(timeZone);
  if (!format) throw new Error(`unknown time zone ${timeZone}`);
  return format.format(instant);
}

/** A change of time zone is taken at most this often. */
const timeZoneChangeGapMs = 24 * 60 * 60 * 1000;

/** The day an answer counts for, and the stored time zone's change when there is one. */
export interface LearnerDay {
  today: string;
  zoneChange: { timeZone: string; timeZoneSetAt: Date } | null;
}

/**
 * The day of an answer given at `instant`, in the learner's stored time zone. The zone the client
 * sends replaces it at most once a day (a first one is taken at once): a traveller's day follows
 * them, but switching zones between two answers cannot make two days of one.
 */
export function learnerDay(
  stored: { timeZone: string | null; timeZoneSetAt: Date | null },
  requested: string,
  instant: Date,
): LearnerDay {
  const change =
    stored.timeZone !== requested &&
    (stored.timeZoneSetAt === null ||
      instant.getTime() - stored.timeZoneSetAt.getTime() >= timeZoneChangeGapMs);
  const timeZone = change || stored.timeZone === null ? requested : stored.timeZone;
  return {
    today: localDay(instant, timeZone),
    zoneChange: change ? { timeZone: requested, timeZoneSetAt: instant } : null,
  };
}
