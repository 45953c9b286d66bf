import { describe, expect, it } from 'vitest';
import { compareAccepted, spellingUnderway, variantProblems } from './accepted';
import { compareAnswer } from './compare';
import { soundOutcomes } from './sound-stats';

const tomato = { answer: 'ʇəmeɪtoʊ', variants: ['ʇəmɑtoʊ'] };

describe('compareAccepted', () => {
  it('accepts the main answer and says so', () => {
    const result = compareAccepted(tomato, 'ʇəmeɪtoʊ');
    expect(result).toMatchObject({ correct: true, expected: 'ʇəmeɪtoʊ', answer: 'ʇəmeɪtoʊ', variant: null });
    expect(result.alignment.every((step) => step.op === 'match')).toBe(true);
  });

  it('accepts a variant, normalised like the answer, and names it', () => {
    const result = compareAccepted(tomato, '  ʇəmɑtoʊ. ');
    expect(result).toMatchObject({
      correct: true,
      expected: 'ʇəmɑtoʊ',
      typed: 'ʇəmɑtoʊ',
      answer: 'ʇəmeɪtoʊ',
      variant: 0,
    });
    expect(result.alignment.every((step) => step.op === 'match')).toBe(true);
    expect(soundOutcomes(result.alignment).every((o) => o.outcome === 'right')).toBe(true);
  });

  it('aligns a wrong answer with the spelling it is fewest edits from', () => {
    // One symbol off the variant (ʊ for oʊ), three off the main answer.
    const result = compareAccepted(tomato, 'ʇəmɑtʊ');
    expect(result).toMatchObject({ correct: false, expected: 'ʇəmɑtoʊ', answer: 'ʇəmeɪtoʊ', variant: 0 });
    expect(result.alignment).toEqual(compareAnswer('ʇəmɑtoʊ', 'ʇəmɑtʊ').alignment);
    // The statistics count the variant's sounds: its o was missed, its ɑ was right.
    const outcomes = soundOutcomes(result.alignment);
    expect(outcomes.filter((o) => o.outcome !== 'right')).toEqual([{ symbol: 'o', outcome: 'missed' }]);
    expect(outcomes.map((o) => o.symbol).join('')).toBe('ʇəmɑtoʊ');
  });

  it('aligns with the main answer when it is the closer one', () => {
    const result = compareAccepted(tomato, 'ʇəmeɪtʊ');
    expect(result).toMatchObject({ correct: false, expected: 'ʇəmeɪtoʊ', variant: null });
    expect(result.alignment).toEqual(compareAnswer('ʇəmeɪtoʊ', 'ʇəmeɪtʊ').alignment);
  });

  it('gives a tie to the main answer, then to the earlier variant', () => {
    // bæt is one edit from ʞæt (the answer) and from ʞæt's variants alike.
    expect(compareAccepted({ answer: 'ʞæt', variants: ['kæt'] }, 'bæt')).toMatchObject({
      expected: 'ʞæt',
      variant: null,
    });
    expect(compareAccepted({ answer: 'dɔg', variants: ['ʞæt', 'kæt'] }, 'bæt')).toMatchObject({
      expected: 'ʞæt',
      variant: 0,
    });
  });

  it('prefers an equal spelling over everything else, whatever its place', () => {
    expect(compareAccepted({ answer: 'ə', variants: ['eɪ', 'ʌ'] }, 'ʌ')).toMatchObject({
      correct: true,
      expected: 'ʌ',
      variant: 1,
    });
  });

  it('behaves as compareAnswer when there are no variants', () => {
    for (const typed of ['ʞæt', 'kæt', '', 'ʞæts', 'ʞ æ t']) {
      const { answer, variant, ...rest } = compareAccepted({ answer: 'ʞæt' }, typed);
      expect(rest).toEqual(compareAnswer('ʞæt', typed));
      expect(answer).toBe('ʞæt');
      expect(variant).toBeNull();
    }
  });

  it('ignores a variant that normalises to nothing', () => {
    expect(compareAccepted({ answer: 'ʞæt', variants: [' ', '.'] }, '')).toMatchObject({
      correct: false,
      expected: 'ʞæt',
      variant: null,
    });
  });
});

describe('spellingUnderway', () => {
  it('follows the spelling that shares the longest start with what is typed', () => {
    expect(spellingUnderway(tomato, 'ʇəmɑ')).toBe('ʇəmɑtoʊ');
    expect(spellingUnderway(tomato, 'ʇəme')).toBe('ʇəmeɪtoʊ');
    expect(spellingUnderway(tomato, 'ʇəmɑx')).toBe('ʇəmɑtoʊ');
  });

  it('falls back to the main answer on a tie and when nothing typed matches', () => {
    expect(spellingUnderway(tomato, '')).toBe('ʇəmeɪtoʊ');
    expect(spellingUnderway(tomato, 'ʇəm')).toBe('ʇəmeɪtoʊ');
    expect(spellingUnderway(tomato, 'zzz')).toBe('ʇəmeɪtoʊ');
    expect(spellingUnderway({ answer: 'ʞæt' }, 'ʞ')).toBe('ʞæt');
  });

  it('gives the spelling normalised', () => {
    expect(spellingUnderway({ answer: 'ÐƏ  ʞæt.' }, '')).toBe('ðə ʞæt');
  });
});

describe('variantProblems', () => {
  it('finds nothing wrong with distinct, typeable variants', () => {
    expect(variantProblems('ʇəmeɪtoʊ', ['ʇəmɑtoʊ', 'ʇəmætoʊ'])).toEqual([]);
  });

  it('names each problem by index', () => {
    expect(
      variantProblems('ʇəmeɪtoʊ', ['ʇəmɑtoʊ', 'ʇəmeɪtoʊ.', 'ʇəmɑtoʊ ', 'tomato', ' ', 'ʇəmæt\u0361oʊ']),
    ).toEqual([
      { index: 1, problem: 'same_as_answer' },
      { index: 2, problem: 'duplicate' },
      { index: 3, problem: 'not_typeable' },
      { index: 4, problem: 'empty' },
      { index: 5, problem: 'not_typeable' },
    ]);
  });

  it('compares after normalisation: case and composition do not make a variant new', () => {
    expect(variantProblems('füd', ['fu\u0308d'])).toEqual([{ index: 0, problem: 'same_as_answer' }]);
    expect(variantProblems('ʞæt', ['sɪt', 'SɪT'])).toEqual([{ index: 1, problem: 'not_typeable' }]);
  });
});
