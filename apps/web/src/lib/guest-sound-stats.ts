import {
  type ConfusionCount,
  type DayCounts,
  type SoundOutcome,
  type SoundSummary,
  type SymbolCounts,
  shiftDay,
  summarizeSounds,
  tallyOutcomes,
} from '@tp/phonetics';
import { getJson, removeItem, setJson, storageKeys } from './storage';

/**
 * A guest's per-sound statistics, in the shape `POST /me/sounds/guest` takes: day → symbol →
 * [attempts, right, missed], and symbol → symbol typed instead → count.
 */
export interface GuestSoundStats {
  days: Record<string, Record<string, [number, number, number]>>;
  confusions: Record<string, Record<string, number>>;
}

/** Days kept one by one; older ones are folded into the oldest, so totals stay right. */
export const guestDaysKept = 31;

const empty = (): GuestSoundStats => ({ days: {}, confusions: {} });

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** What the browser kept; anything hand-edited into another shape counts as nothing. */
export function getGuestSoundStats(): GuestSoundStats {
  const stored = getJson<GuestSoundStats>(storageKeys.guestSoundStats);
  if (!stored || typeof stored.days !== 'object' || typeof stored.confusions !== 'object') return empty();
  const days: GuestSoundStats['days'] = {};
  for (const [day, symbols] of Object.entries(stored.days ?? {})) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || typeof symbols !== 'object' || symbols === null) continue;
    for (const [symbol, counts] of Object.entries(symbols)) {
      if (Array.isArray(counts) && counts.length === 3 && counts.every(isCount)) {
        days[day] = { ...days[day], [symbol]: counts as [number, number, number] };
      }
    }
  }
  const confusions: GuestSoundStats['confusions'] = {};
  for (const [symbol, heard] of Object.entries(stored.confusions ?? {})) {
    if (typeof heard !== 'object' || heard === null) continue;
    for (const [heardAs, count] of Object.entries(heard)) {
      if (isCount(count)) confusions[symbol] = { ...confusions[symbol], [heardAs]: count };
    }
  }
  return { days, confusions };
}

/** Folds the days before the kept window into its first day. */
function foldOldDays(stats: GuestSoundStats, today: string): void {
  const oldest = shiftDay(today, 1 - guestDaysKept);
  for (const day of Object.keys(stats.days).filter((d) => d < oldest)) {
    const into = stats.days[oldest] ?? {};
    stats.days[oldest] = into;
    for (const [symbol, [a, r, m]] of Object.entries(stats.days[day] ?? {})) {
      const [ta, tr, tm] = into[symbol] ?? [0, 0, 0];
      into[symbol] = [ta + a, tr + r, tm + m];
    }
    delete stats.days[day];
  }
}

/** Adds one checked answer's outcomes to the guest's `today`. */
export function recordGuestOutcomes(outcomes: readonly SoundOutcome[], today: string): void {
  if (outcomes.length === 0) return;
  const stats = getGuestSoundStats();
  const { symbols, confusions } = tallyOutcomes(outcomes);
  const day = stats.days[today] ?? {};
  stats.days[today] = day;
  for (const { symbol, attempts, right, missed } of symbols) {
    const [a, r, m] = day[symbol] ?? [0, 0, 0];
    day[symbol] = [a + attempts, r + right, m + missed];
  }
  for (const { symbol, heardAs, count } of confusions) {
    const heard = stats.confusions[symbol] ?? {};
    stats.confusions[symbol] = heard;
    heard[heardAs] = (heard[heardAs] ?? 0) + count;
  }
  foldOldDays(stats, today);
  setJson(storageKeys.guestSoundStats, stats);
}

export const hasGuestSoundStats = (stats: GuestSoundStats): boolean => Object.keys(stats.days).length > 0;

/** The same summary the server gives a learner, from what the browser kept. */
export function guestSoundSummary(today: string, stats = getGuestSoundStats()): SoundSummary[] {
  const recent: DayCounts[] = Object.entries(stats.days).flatMap(([day, symbols]) =>
    Object.entries(symbols).map(([symbol, [attempts, right, missed]]) => ({
      day,
      symbol,
      attempts,
      right,
      missed,
    })),
  );
  const totals = new Map<string, SymbolCounts>();
  for (const r of recent) {
    const t = totals.get(r.symbol) ?? { symbol: r.symbol, attempts: 0, right: 0, missed: 0 };
    totals.set(r.symbol, {
      symbol: r.symbol,
      attempts: t.attempts + r.attempts,
      right: t.right + r.right,
      missed: t.missed + r.missed,
    });
  }
  const confusions: ConfusionCount[] = Object.entries(stats.confusions).flatMap(([symbol, heard]) =>
    Object.entries(heard).map(([heardAs, count]) => ({ symbol, heardAs, count })),
  );
  return summarizeSounds({ totals: [...totals.values()], recent, confusions }, today);
}

/** Once merged into an account, the statistics are the account's. */
export function clearGuestSoundStats(): void {
  removeItem(storageKeys.guestSoundStats);
}

/** The browser's calendar day, as the server counts a learner's days. */
export function browserToday(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
