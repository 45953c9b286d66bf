import { type SoundOutcome, type SymbolCounts, tallyOutcomes } from '@tp/phonetics';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { soundConfusions, soundStatsDaily } from '../../db/schema';

/*
 * Both add to a learner's statistics inside the caller's transaction. Each row is an upsert that
 * adds to the counters, so answers recorded at the same moment all count.
 */

/** Adds per-sound counts to the learner's `day`. */
export async function addDayCounts(tx: Tx, userId: string, day: string, symbols: readonly SymbolCounts[]) {
  if (symbols.length > 0) {
    await tx
      .insert(soundStatsDaily)
      .values(symbols.map((s) => ({ userId, day, ...s })))
      .onConflictDoUpdate({
        target: [soundStatsDaily.userId, soundStatsDaily.symbol, soundStatsDaily.day],
        set: {
          attempts: sql`${soundStatsDaily.attempts} + excluded.attempts`,
          right: sql`${soundStatsDaily.right} + excluded.right`,
          missed: sql`${soundStatsDaily.missed} + excluded.missed`,
        },
      });
  }
}

/** Adds to how often the learner typed one sound for another. */
export async function addConfusions(
  tx: Tx,
  userId: string,
  confusions: readonly { symbol: string; heardAs: string; count: number }[],
) {
  if (confusions.length > 0) {
    await tx
      .insert(soundConfusions)
      .values(confusions.map((c) => ({ userId, ...c })))
      .onConflictDoUpdate({
        target: [soundConfusions.userId, soundConfusions.symbol, soundConfusions.heardAs],
        set: { count: sql`${soundConfusions.count} + excluded.count` },
      });
  }
}

/** Records the outcomes of one checked answer on the learner's `day`. */
export async function recordSoundOutcomes(
  tx: Tx,
  userId: string,
  day: string,
  outcomes: readonly SoundOutcome[],
): Promise<void> {
  const { symbols, confusions } = tallyOutcomes(outcomes);
  await addDayCounts(tx, userId, day, symbols);
  await addConfusions(tx, userId, confusions);
}
