import { describe, expect, it } from 'vitest';
import { type AlignmentStep, align, compareAnswer, maxAlignedSymbols, normalizeAnswer } from './compare';
import { keyboardSymbols } from './symbols';

const m = (s: string): AlignmentStep => ({ op: 'match', expected: s, typed: s });
const sub = (expected: string, typed: string): AlignmentStep => ({ op: 'substitute', expected, typed });
const miss = (expected: string): AlignmentStep => ({ op: 'missing', expected });
const extra = (typed: string): AlignmentStep => ({ op: 'extra', typed });

describe('normalizeAnswer', () => {
  it('composes to NFC', () => {
    expect(normalizeAnswer('fu\u0308d')).toBe('füd');
    expect(normalizeAnswer('fu\u0308d')).toBe(normalizeAnswer('f\u00fcd'));
  });

  it('trims and collapses whitespace of every kind', () => {
    expect(normalizeAnswer('  ðə   ʞæt  ')).toBe('ðə ʞæt');
    expect(normalizeAnswer('ðə\t\n ʞæt\u00a0')).toBe('ðə ʞæt');
    expect(normalizeAnswer('   ')).toBe('');
  });

  it('ignores case', () => {
    expect(normalizeAnswer('SɪT')).toBe('sɪt');
    expect(normalizeAnswer('ÐƏ')).toBe('ðə');
  });

  it('leaves every keyboard symbol as it is', () => {
    const all = [...keyboardSymbols].join('');
    expect(normalizeAnswer(all)).toBe(all);
  });

  it('drops final punctuation, however much', () => {
    expect(normalizeAnswer('hɑɪ.')).toBe('hɑɪ');
    expect(normalizeAnswer('hɑɪ,')).toBe('hɑɪ');
    expect(normalizeAnswer('hɑɪ!?')).toBe('hɑɪ');
    expect(normalizeAnswer('hɑɪ ; : ...')).toBe('hɑɪ');
    expect(normalizeAnswer('hɑɪ…')).toBe('hɑɪ');
  });

  it('stays linear on long runs of spaces', () => {
    const spaced = `ə${' '.repeat(200_000)}ə`;
    const started = Date.now();
    expect(normalizeAnswer(spaced)).toBe('ə ə');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('forgives nothing else', () => {
    expect(normalizeAnswer('.hɑɪ')).toBe('.hɑɪ');
    expect(normalizeAnswer('hɑɪ, ðer')).toBe('hɑɪ, ðer');
    expect(normalizeAnswer("doʊnt'")).toBe("doʊnt'");
    expect(normalizeAnswer("doʊn't")).toBe("doʊn't");
    expect(normalizeAnswer('ðə ʞæt')).not.toBe(normalizeAnswer('ðəʞæt'));
  });
});

describe('compareAnswer', () => {
  it('accepts an answer equal after normalisation', () => {
    expect(compareAnswer('ðə ʞæt.', '  ÐƏ   ʞæt ')).toEqual({
      correct: true,
      expected: 'ðə ʞæt',
      typed: 'ðə ʞæt',
      alignment: [...'ðə ʞæt'].map(m),
    });
    expect(compareAnswer('fu\u0308d', 'füd').correct).toBe(true);
  });

  it('refuses a wrong symbol, however close', () => {
    expect(compareAnswer('ʞæt', 'kæt')).toMatchObject({
      correct: false,
      alignment: [sub('ʞ', 'k'), m('æ'), m('t')],
    });
    expect(compareAnswer('ꟼɪn', 'pɪn').correct).toBe(false);
    expect(compareAnswer('ʇɑp', 'tɑp').correct).toBe(false);
    expect(compareAnswer('ϫɪp', 'tʃɪp').correct).toBe(false);
  });

  it('reports a missing symbol', () => {
    expect(compareAnswer('ꟼəʇeɪtoʊ', 'ꟼəʇetoʊ').alignment).toEqual([
      m('ꟼ'),
      m('ə'),
      m('ʇ'),
      m('e'),
      miss('ɪ'),
      m('t'),
      m('o'),
      m('ʊ'),
    ]);
  });

  it('reports an extra symbol', () => {
    expect(compareAnswer('ʞæt', 'ʞæʇt').alignment).toEqual([m('ʞ'), m('æ'), extra('ʇ'), m('t')]);
  });

  it('treats spaces as symbols', () => {
    expect(compareAnswer('ðə ʞæt', 'ðəʞæt')).toMatchObject({
      correct: false,
      alignment: [m('ð'), m('ə'), miss(' '), m('ʞ'), m('æ'), m('t')],
    });
    expect(compareAnswer('ðəʞæt', 'ðə ʞæt').alignment[2]).toEqual(extra(' '));
  });

  it('handles empty answers', () => {
    expect(compareAnswer('', '')).toEqual({ correct: true, expected: '', typed: '', alignment: [] });
    expect(compareAnswer('ʞæt', '').alignment).toEqual([miss('ʞ'), miss('æ'), miss('t')]);
    expect(compareAnswer('', 'ʞæt').alignment).toEqual([extra('ʞ'), extra('æ'), extra('t')]);
    expect(compareAnswer('ʞæt', '   .').correct).toBe(false);
  });
});

describe('align', () => {
  it('finds a minimum edit alignment', () => {
    const steps = align([...'sɪti'], [...'sɪʇi']);
    expect(steps).toEqual([m('s'), m('ɪ'), sub('t', 'ʇ'), m('i')]);
  });

  it('aligns repeated symbols to the first possible place', () => {
    expect(align([...'ææ'], [...'æ'])).toEqual([m('æ'), miss('æ')]);
    expect(align([...'æ'], [...'ææ'])).toEqual([m('æ'), extra('æ')]);
    expect(align([...'tət'], [...'t'])).toEqual([m('t'), miss('ə'), miss('t')]);
    expect(align([...'bʌbəl'], [...'bəl'])).toEqual([m('b'), miss('ʌ'), miss('b'), m('ə'), m('l')]);
  });

  it('breaks ties match, then substitute, then missing, then extra', () => {
    // Two substitutions cost as much as a missing symbol plus an extra one.
    expect(align([...'ab'], [...'ba'])).toEqual([sub('a', 'b'), sub('b', 'a')]);
    expect(align([...'ab'], [...'b'])).toEqual([miss('a'), m('b')]);
    expect(align([...'b'], [...'ab'])).toEqual([extra('a'), m('b')]);
    expect(align([...'ab'], [...'cd'])).toEqual([sub('a', 'c'), sub('b', 'd')]);
  });

  it('accounts for every symbol of both sides in order', () => {
    const expected = [...'ʞəmꟼjütər'];
    const typed = [...'kəmpjutɜr ']; // five wrong, one extra
    const steps = align(expected, typed);
    expect(steps.flatMap((s) => (s.expected === undefined ? [] : [s.expected]))).toEqual(expected);
    expect(steps.flatMap((s) => (s.typed === undefined ? [] : [s.typed]))).toEqual(typed);
    expect(steps.filter((s) => s.op !== 'match')).toHaveLength(5);
  });

  it('aligns the longest answers fully', () => {
    const expected = Array.from({ length: maxAlignedSymbols }, (_, i) => 'ɑæɜə'[i % 4] as string);
    const typed = [...expected.slice(1)];
    const steps = align(expected, typed);
    expect(steps[0]).toEqual(miss('ɑ'));
    expect(steps.slice(1).every((s) => s.op === 'match')).toBe(true);
  });

  it('pairs longer inputs position by position', () => {
    const long = 'ə'.repeat(maxAlignedSymbols + 1);
    const result = compareAnswer(long, `æ${long}`);
    expect(result.correct).toBe(false);
    expect(result.alignment).toHaveLength(maxAlignedSymbols + 2);
    expect(result.alignment[0]).toEqual(sub('ə', 'æ'));
    expect(result.alignment.at(-1)).toEqual(extra('ə'));
    expect(compareAnswer(long, long).correct).toBe(true);
  });

  it('pairs position by position when either side is long, the other short, matching what is equal', () => {
    const long = Array.from({ length: maxAlignedSymbols + 1 }, () => 'ə');
    const typedLong = align(['ə', 'æ'], long);
    expect(typedLong).toHaveLength(maxAlignedSymbols + 1);
    expect(typedLong.slice(0, 3)).toEqual([m('ə'), sub('æ', 'ə'), extra('ə')]);
    const expectedLong = align(long, ['ə']);
    expect(expectedLong.slice(0, 2)).toEqual([m('ə'), miss('ə')]);
    // At the limit itself, the alignment is still the minimal one.
    const atLimit = ['x', ...Array.from({ length: maxAlignedSymbols - 1 }, () => 'ə')];
    expect(align(['ə'], atLimit).slice(0, 2)).toEqual([extra('x'), m('ə')]);
    expect(align(atLimit, ['ə']).slice(0, 2)).toEqual([miss('x'), m('ə')]);
  });
});
