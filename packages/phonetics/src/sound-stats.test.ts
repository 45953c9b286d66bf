import { describe, expect, it } from 'vitest';
import { compareAnswer } from './compare';
import { minimalPairSwap } from './minimal-pairs';
import {
  shiftDay,
  soundOutcomes,
  summarizeSounds,
  tallyOutcomes,
  trendDays,
  weakestSounds,
} from './sound-stats';

const outcomesOf = (expected: string, typed: string) =>
  soundOutcomes(compareAnswer(expected, typed).alignment);

describe('soundOutcomes', () => {
  it('counts every expected symbol right when the answer is right', () => {
    expect(outcomesOf('ʃɪp', 'ʃɪp')).toEqual([
      { symbol: 'ʃ', outcome: 'right' },
      { symbol: 'ɪ', outcome: 'right' },
      { symbol: 'p', outcome: 'right' },
    ]);
  });

  it('names the symbol typed in place of another', () => {
    expect(outcomesOf('ʃɪp', 'ʃip')).toEqual([
      { symbol: 'ʃ', outcome: 'right' },
      { symbol: 'ɪ', outcome: 'confused', heardAs: 'i' },
      { symbol: 'p', outcome: 'right' },
    ]);
  });

  it('marks a symbol left out as missed', () => {
    expect(outcomesOf('ʞæt', 'ʞt')).toEqual([
      { symbol: 'ʞ', outcome: 'right' },
      { symbol: 'æ', outcome: 'missed' },
      { symbol: 't', outcome: 'right' },
    ]);
    expect(outcomesOf('ʞæt', '')).toEqual([
      { symbol: 'ʞ', outcome: 'missed' },
      { symbol: 'æ', outcome: 'missed' },
      { symbol: 't', outcome: 'missed' },
    ]);
  });

  it('gives each occurrence of a repeated symbol its own outcome', () => {
    // banana bənænə: the two ə and the three n are each counted.
    expect(outcomesOf('bənænə', 'bənænʌ')).toEqual([
      { symbol: 'b', outcome: 'right' },
      { symbol: 'ə', outcome: 'right' },
      { symbol: 'n', outcome: 'right' },
      { symbol: 'æ', outcome: 'right' },
      { symbol: 'n', outcome: 'right' },
      { symbol: 'ə', outcome: 'confused', heardAs: 'ʌ' },
    ]);
    const tally = tallyOutcomes(outcomesOf('bənænə', 'bənænʌ'));
    expect(tally.symbols.find((s) => s.symbol === 'ə')).toEqual({
      symbol: 'ə',
      attempts: 2,
      right: 1,
      missed: 0,
    });
    expect(tally.symbols.find((s) => s.symbol === 'n')).toEqual({
      symbol: 'n',
      attempts: 2,
      right: 2,
      missed: 0,
    });
  });

  it('leaves out spaces, punctuation and symbols typed where none was expected', () => {
    expect(
      outcomesOf('ɑɪ lɑɪk ʇi', 'ɑɪlɑɪkk ʇi')
        .map((o) => o.symbol)
        .join(''),
    ).toBe('ɑɪlɑɪkʇi');
    expect(
      outcomesOf("doʊn't", "doʊn't")
        .map((o) => o.symbol)
        .join(''),
    ).toBe('doʊnt');
    // A sound typed as a space is missed, not confused with a space.
    expect(outcomesOf('ab', 'a ')).toContainEqual({ symbol: 'b', outcome: 'missed' });
  });

  it('treats a decomposed ü as the one symbol it is', () => {
    expect(outcomesOf('füd', 'fu\u0308d').every((o) => o.outcome === 'right')).toBe(true);
    expect(outcomesOf('f\u0075\u0308d', 'fud')).toContainEqual({
      symbol: 'ü',
      outcome: 'confused',
      heardAs: 'u',
    });
  });
});

describe('tallyOutcomes', () => {
  it('adds outcomes up per symbol and per confusion', () => {
    const tally = tallyOutcomes([
      ...outcomesOf('ʃɪp', 'ʃip'),
      ...outcomesOf('sɪt', 'sit'),
      ...outcomesOf('ʇɪn', 'ʇn'),
    ]);
    expect(tally.symbols).toEqual([
      { symbol: 'ʃ', attempts: 1, right: 1, missed: 0 },
      { symbol: 'ɪ', attempts: 3, right: 0, missed: 1 },
      { symbol: 'p', attempts: 1, right: 1, missed: 0 },
      { symbol: 's', attempts: 1, right: 1, missed: 0 },
      { symbol: 't', attempts: 1, right: 1, missed: 0 },
      { symbol: 'ʇ', attempts: 1, right: 1, missed: 0 },
      { symbol: 'n', attempts: 1, right: 1, missed: 0 },
    ]);
    expect(tally.confusions).toEqual([{ symbol: 'ɪ', heardAs: 'i', count: 2 }]);
  });

  it('is empty for no outcomes', () => {
    expect(tallyOutcomes([])).toEqual({ symbols: [], confusions: [] });
  });
});

describe('summarizeSounds', () => {
  const today = '2026-05-14';

  it('gives accuracy, top confusions and a 14-day trend, in keyboard order', () => {
    const summary = summarizeSounds(
      {
        totals: [
          { symbol: 'p', attempts: 4, right: 4, missed: 0 },
          { symbol: 'ɪ', attempts: 10, right: 4, missed: 1 },
          { symbol: 'ʔ', attempts: 0, right: 0, missed: 0 },
        ],
        recent: [
          { day: today, symbol: 'ɪ', attempts: 3, right: 1, missed: 0 },
          { day: shiftDay(today, -13), symbol: 'ɪ', attempts: 2, right: 2, missed: 0 },
          { day: shiftDay(today, -14), symbol: 'ɪ', attempts: 5, right: 1, missed: 1 },
        ],
        confusions: [
          { symbol: 'ɪ', heardAs: 'e', count: 1 },
          { symbol: 'ɪ', heardAs: 'i', count: 3 },
          { symbol: 'ɪ', heardAs: 'ə', count: 1 },
          { symbol: 'ɪ', heardAs: 'æ', count: 1 },
          { symbol: 'p', heardAs: 'ꟼ', count: 0 },
        ],
      },
      today,
    );
    expect(summary.map((s) => s.symbol)).toEqual(['ɪ', 'p']);
    const [short] = summary;
    expect(short).toMatchObject({ attempts: 10, right: 4, missed: 1, accuracy: 0.4 });
    // Ties go in keyboard order: æ, ə before e.
    expect(short?.confusions).toEqual([
      { heardAs: 'i', count: 3 },
      { heardAs: 'æ', count: 1 },
      { heardAs: 'ə', count: 1 },
    ]);
    expect(short?.trend).toHaveLength(trendDays);
    expect(short?.trend[0]).toEqual({ day: '2026-05-01', attempts: 2, right: 2 });
    expect(short?.trend[13]).toEqual({ day: today, attempts: 3, right: 1 });
    expect(short?.trend.slice(1, 13).every((d) => d.attempts === 0)).toBe(true);
    expect(summary[1]?.confusions).toEqual([]);
  });

  it('crosses month and year ends', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2027-01-05', -13)).toBe('2026-12-23');
    const [s] = summarizeSounds(
      { totals: [{ symbol: 'a', attempts: 1, right: 1, missed: 0 }], recent: [], confusions: [] },
      '2026-01-01',
    );
    expect(s).toBeUndefined();
    const [i] = summarizeSounds(
      { totals: [{ symbol: 'i', attempts: 1, right: 1, missed: 0 }], recent: [], confusions: [] },
      '2026-01-01',
    );
    expect(i?.trend[0]?.day).toBe('2025-12-19');
  });
});

describe('weakestSounds', () => {
  const s = (symbol: string, attempts: number, right: number) => ({
    symbol,
    attempts,
    accuracy: right / attempts,
  });

  it('ranks sounds with errors by accuracy, then by how often they were met, then keyboard order', () => {
    const ranked = weakestSounds([
      s('p', 4, 4),
      s('ɪ', 10, 4),
      s('i', 2, 1),
      s('ʃ', 4, 2),
      s('æ', 5, 4),
      s('ə', 2, 1),
    ]);
    expect(ranked.map((x) => x.symbol)).toEqual(['ɪ', 'ʃ', 'ə', 'i', 'æ']);
    expect(weakestSounds([s('ɪ', 10, 4), s('ʃ', 4, 2)], 1).map((x) => x.symbol)).toEqual(['ɪ']);
    expect(weakestSounds([s('p', 4, 4)])).toEqual([]);
  });
});

describe('minimalPairSwap', () => {
  it('finds the one sound two words differ by', () => {
    expect(minimalPairSwap('ʃɪp', 'ʃip')).toEqual({ from: 'ɪ', to: 'i' });
    expect(minimalPairSwap('ϫɪp', 'ʃɪp')).toEqual({ from: 'ϫ', to: 'ʃ' });
    expect(minimalPairSwap('fu\u0308d', 'fʊd')).toEqual({ from: 'ü', to: 'ʊ' });
  });

  it('refuses anything else', () => {
    expect(minimalPairSwap('ʃɪp', 'ʃɪp')).toBeNull();
    expect(minimalPairSwap('ʃɪp', 'ʃipi')).toBeNull();
    expect(minimalPairSwap('ʃɪp', 'sip')).toBeNull();
    expect(minimalPairSwap('ə bɪt', 'ə.bɪt')).toBeNull();
  });
});
