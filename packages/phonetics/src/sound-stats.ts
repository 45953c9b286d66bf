import type { AlignmentStep } from './compare';
import { keyboardSymbols, symbolTable } from './symbols';

/** What became of one expected symbol of an answer. */
export type SoundOutcome =
  | { readonly symbol: string; readonly outcome: 'right' }
  | { readonly symbol: string; readonly outcome: 'missed' }
  | { readonly symbol: string; readonly outcome: 'confused'; readonly heardAs: string };

/**
 * One outcome per expected symbol of an alignment, in order: right when typed as expected,
 * confused when another symbol stands in its place, missed when nothing (or only a space or
 * punctuation) does. Spaces and punctuation are not sounds and give no outcome; symbols typed
 * where none was expected (`extra`) belong to no expected sound and are left out. Every keyboard
 * symbol is one code point, and the alignment is over code points of NFC text, so each step is
 * one whole symbol.
 */
export function soundOutcomes(alignment: readonly AlignmentStep[]): SoundOutcome[] {
  const outcomes: SoundOutcome[] = [];
  for (const step of alignment) {
    const symbol = step.expected;
    if (symbol === undefined || !keyboardSymbols.has(symbol)) continue;
    if (step.op === 'match') outcomes.push({ symbol, outcome: 'right' });
    else if (step.op === 'substitute' && step.typed !== undefined && keyboardSymbols.has(step.typed)) {
      outcomes.push({ symbol, outcome: 'confused', heardAs: step.typed });
    } else outcomes.push({ symbol, outcome: 'missed' });
  }
  return outcomes;
}

/** How often a symbol was expected, and how often it was typed right or left out. */
export interface SymbolCounts {
  readonly symbol: string;
  readonly attempts: number;
  readonly right: number;
  readonly missed: number;
}

/** How often `symbol` was typed as `heardAs`. */
export interface ConfusionCount {
  readonly symbol: string;
  readonly heardAs: string;
  readonly count: number;
}

export interface SoundTally {
  readonly symbols: SymbolCounts[];
  readonly confusions: ConfusionCount[];
}

/** Adds outcomes up per symbol and per confusion, each in order of first appearance. */
export function tallyOutcomes(outcomes: readonly SoundOutcome[]): SoundTally {
  const symbols = new Map<string, { attempts: number; right: number; missed: number }>();
  const confusions = new Map<string, { symbol: string; heardAs: string; count: number }>();
  for (const o of outcomes) {
    const counts = symbols.get(o.symbol) ?? { attempts: 0, right: 0, missed: 0 };
    counts.attempts++;
    if (o.outcome === 'right') counts.right++;
    if (o.outcome === 'missed') counts.missed++;
    symbols.set(o.symbol, counts);
    if (o.outcome === 'confused') {
      const key = `${o.symbol} ${o.heardAs}`;
      const confusion = confusions.get(key) ?? { symbol: o.symbol, heardAs: o.heardAs, count: 0 };
      confusion.count++;
      confusions.set(key, confusion);
    }
  }
  return {
    symbols: [...symbols].map(([symbol, counts]) => ({ symbol, ...counts })),
    confusions: [...confusions.values()],
  };
}

/** The statistics of one calendar day (YYYY-MM-DD, in the learner's time zone). */
export interface DayCounts extends SymbolCounts {
  readonly day: string;
}

export interface TrendDay {
  readonly day: string;
  readonly attempts: number;
  readonly right: number;
}

/** A learner's record with one symbol. `accuracy` is right / attempts, from 0 to 1. */
export interface SoundSummary {
  readonly symbol: string;
  readonly attempts: number;
  readonly right: number;
  readonly missed: number;
  readonly accuracy: number;
  /** The symbols typed in its place, most frequent first (at most `topConfusions`). */
  readonly confusions: { readonly heardAs: string; readonly count: number }[];
  /** One entry per day of the trend window, oldest first, ending today. */
  readonly trend: TrendDay[];
}

export const trendDays = 14;
export const topConfusions = 3;

const dayMs = 86_400_000;

/** The calendar day `offset` days from `day` (both YYYY-MM-DD). */
export function shiftDay(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * dayMs).toISOString().slice(0, 10);
}

const tableOrder = new Map(symbolTable.map((info, index) => [info.symbol, index]));

/**
 * Each symbol's record, in keyboard table order, from its all-time totals, its days in the trend
 * window and its confusions. The server passes what its queries add up; the browser, for guests,
 * the same from localStorage; so both show the same numbers.
 */
export function summarizeSounds(
  input: {
    readonly totals: readonly SymbolCounts[];
    readonly recent: readonly DayCounts[];
    readonly confusions: readonly ConfusionCount[];
  },
  today: string,
): SoundSummary[] {
  const window = Array.from({ length: trendDays }, (_, i) => shiftDay(today, i - trendDays + 1));
  return input.totals
    .filter((t) => t.attempts > 0 && keyboardSymbols.has(t.symbol))
    .sort((a, b) => (tableOrder.get(a.symbol) ?? 0) - (tableOrder.get(b.symbol) ?? 0))
    .map((t) => ({
      symbol: t.symbol,
      attempts: t.attempts,
      right: t.right,
      missed: t.missed,
      accuracy: t.right / t.attempts,
      confusions: input.confusions
        .filter((c) => c.symbol === t.symbol && c.count > 0)
        .sort(
          (a, b) => b.count - a.count || (tableOrder.get(a.heardAs) ?? 0) - (tableOrder.get(b.heardAs) ?? 0),
        )
        .slice(0, topConfusions)
        .map(({ heardAs, count }) => ({ heardAs, count })),
      trend: window.map((day) => {
        const found = input.recent.filter((r) => r.symbol === t.symbol && r.day === day);
        return {
          day,
          attempts: found.reduce((sum, r) => sum + r.attempts, 0),
          right: found.reduce((sum, r) => sum + r.right, 0),
        };
      }),
    }));
}

/**
 * The sounds most often got wrong: every sound with at least one error, lowest accuracy first;
 * among equals the one met more often, then keyboard order.
 */
export function weakestSounds<S extends Pick<SoundSummary, 'symbol' | 'attempts' | 'accuracy'>>(
  summary: readonly S[],
  count = 5,
): S[] {
  return summary
    .filter((s) => s.accuracy < 1)
    .sort(
      (a, b) =>
        a.accuracy - b.accuracy ||
        b.attempts - a.attempts ||
        (tableOrder.get(a.symbol) ?? 0) - (tableOrder.get(b.symbol) ?? 0),
    )
    .slice(0, count);
}
