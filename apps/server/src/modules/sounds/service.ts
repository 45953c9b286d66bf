import type { mergeGuestSounds } from '@tp/contract';
import { keyboardSymbols, shiftDay, summarizeSounds, trendDays } from '@tp/phonetics';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { soundConfusions, soundStatsDaily, users } from '../../db/schema';
import { badRequest, httpError, unauthorized } from '../../platform/http-error';
import { localDay } from '../rewards';
import { addConfusions, addDayCounts } from './record';

type GuestSounds = z.output<(typeof mergeGuestSounds)['body']>;

/** A guest's days may be a little ahead of the server's (time zones run to UTC+14), never more. */
const guestDayLead = 1;

export function createSoundStatsService(db: Database, now: () => Date = () => new Date()) {
  return {
    /** Every sound the learner has met, with the trend of the 14 days up to today in `timeZone`. */
    async summary(userId: string, timeZone: string) {
      const today = localDay(now(), timeZone);
      const mine = eq(soundStatsDaily.userId, userId);
      const totals = await db
        .select({
          symbol: soundStatsDaily.symbol,
          attempts: sql<number>`sum(${soundStatsDaily.attempts})`.mapWith(Number),
          right: sql<number>`sum(${soundStatsDaily.right})`.mapWith(Number),
          missed: sql<number>`sum(${soundStatsDaily.missed})`.mapWith(Number),
        })
        .from(soundStatsDaily)
        .where(mine)
        .groupBy(soundStatsDaily.symbol);
      const recent = await db
        .select({
          symbol: soundStatsDaily.symbol,
          day: soundStatsDaily.day,
          attempts: soundStatsDaily.attempts,
          right: soundStatsDaily.right,
          missed: soundStatsDaily.missed,
        })
        .from(soundStatsDaily)
        .where(and(mine, gte(soundStatsDaily.day, shiftDay(today, 1 - trendDays))));
      const confusions = await db
        .select({
          symbol: soundConfusions.symbol,
          heardAs: soundConfusions.heardAs,
          count: soundConfusions.count,
        })
        .from(soundConfusions)
        .where(eq(soundConfusions.userId, userId));
      return summarizeSounds({ totals, recent, confusions }, today);
    },

    /**
     * Adds a guest's statistics to a new account. Refused once the account has statistics of its
     * own, so the same guest data cannot be added twice.
     */
    async mergeGuest(userId: string, guest: GuestSounds): Promise<{ merged: boolean }> {
      const { days, confusions } = checkGuestSounds(guest, localDay(now(), 'UTC'));
      if (days.length === 0) return { merged: false };
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!user) throw unauthorized();
        const [existing] = await tx
          .select({ symbol: soundStatsDaily.symbol })
          .from(soundStatsDaily)
          .where(eq(soundStatsDaily.userId, userId))
          .limit(1);
        if (existing) throw httpError('conflict', 'This account already has its own statistics.');
        for (const day of days) await addDayCounts(tx, userId, day.day, day.symbols);
        await addConfusions(tx, userId, confusions);
        return { merged: true };
      });
    },
  };
}

/**
 * Checks what a guest's browser kept: only keyboard symbols, days not ahead of today, right and
 * missed within attempts, and no more confusions of a sound than its attempts that were neither.
 */
function checkGuestSounds(guest: GuestSounds, today: string) {
  const latest = shiftDay(today, guestDayLead);
  const wrongBySymbol = new Map<string, number>();
  const days = Object.entries(guest.days).map(([day, bySymbol]) => {
    if (day > latest) throw badRequest('A day is in the future.', { [`days.${day}`]: 'In the future' });
    const symbols = Object.entries(bySymbol).map(([symbol, [attempts, right, missed]]) => {
      const field = `days.${day}.${symbol}`;
      if (!keyboardSymbols.has(symbol))
        throw badRequest('Not a keyboard symbol.', { [field]: 'Not a symbol' });
      if (right + missed > attempts)
        throw badRequest('More right and missed than attempts.', { [field]: 'Inconsistent' });
      wrongBySymbol.set(symbol, (wrongBySymbol.get(symbol) ?? 0) + attempts - right - missed);
      return { symbol, attempts, right, missed };
    });
    return { day, symbols: symbols.filter((s) => s.attempts > 0) };
  });
  const confusions = Object.entries(guest.confusions).flatMap(([symbol, heard]) => {
    const entries = Object.entries(heard).map(([heardAs, count]) => {
      const field = `confusions.${symbol}.${heardAs}`;
      if (!keyboardSymbols.has(symbol) || !keyboardSymbols.has(heardAs) || symbol === heardAs) {
        throw badRequest('Not a confusion of two keyboard symbols.', { [field]: 'Not a confusion' });
      }
      return { symbol, heardAs, count };
    });
    const total = entries.reduce((n, e) => n + e.count, 0);
    if (total > (wrongBySymbol.get(symbol) ?? 0)) {
      throw badRequest('More confusions than wrong attempts.', { [`confusions.${symbol}`]: 'Inconsistent' });
    }
    return entries.filter((e) => e.count > 0);
  });
  return { days: days.filter((d) => d.symbols.length > 0), confusions };
}

export type SoundStatsService = ReturnType<typeof createSoundStatsService>;
