import { describe, expect, it } from 'vitest';
import { compareAccepted } from './accepted';
import { levelSpellings, levelWarnings, mergedForm, policyForms } from './variant-policy';

describe('mergedForm', () => {
  it('writes ɑ for ɔ, except in ɔɪ and before r', () => {
    expect(mergedForm('ʞɔt')).toBe('ʞɑt');
    expect(mergedForm('lɔ')).toBe('lɑ');
    expect(mergedForm('wɔtər')).toBe('wɑtər');
    expect(mergedForm('bɔɪ')).toBe('bɔɪ');
    expect(mergedForm('dɔr')).toBe('dɔr');
    expect(mergedForm('jünɪkɔrn')).toBe('jünɪkɔrn');
  });
});

describe('policyForms', () => {
  it('adds the merged form of every ɔ word alike', () => {
    expect(policyForms('lɔ')).toEqual(['lɑ']);
    expect(policyForms('dɔg')).toEqual(['dɑg']);
    expect(policyForms('ʞɔt')).toEqual(['ʞɑt']);
    expect(policyForms('bɔɪ')).toEqual([]);
    expect(policyForms('ʞæt')).toEqual([]);
  });

  it('adds the other forms of every function word of a phrase, word by word', () => {
    expect(policyForms('ði eg')).toEqual(['ðə eg']);
    expect(policyForms('ðə ʞæt')).toEqual(['ði ʞæt']);
    expect(policyForms('ə ʞʌp əv ʇi')).toEqual(
      expect.arrayContaining(['ə ʞʌp ʌv ʇi', 'eɪ ʞʌp əv ʇi', 'eɪ ʞʌp ʌv ʇi']),
    );
    expect(policyForms('goʊ ʇə bed')).toEqual(['goʊ ʇü bed', 'goʊ ʇɪ bed']);
    expect(policyForms('bred ənd bʌtər')).toEqual(['bred ən bʌtər', 'bred ænd bʌtər']);
    expect(policyForms('ɑɪ lʌv jü')).toEqual(['ɑɪ lʌv jə']);
    expect(policyForms('hɑʊ ɑr jü')).toHaveLength(3);
  });

  it('combines both in a phrase', () => {
    expect(policyForms('ə dɔg')).toEqual(expect.arrayContaining(['ə dɑg', 'eɪ dɔg', 'eɪ dɑg']));
  });

  it('leaves a word alone in full: can the tin is not ʞən', () => {
    expect(policyForms('ʞæn')).toEqual([]);
    expect(policyForms('ðə ')).toEqual([]);
    expect(policyForms('')).toEqual([]);
  });
});

describe('levelSpellings', () => {
  const cot = { answer: 'ʞɑt' };
  const caught = { answer: 'ʞɔt', variants: ['ʞɑt'] };

  it('accepts the policy’s forms beside the item’s own', () => {
    const { accepted, clashes } = levelSpellings([{ answer: 'lɔ' }, { answer: 'dɔg' }]);
    expect(accepted).toEqual([
      { answer: 'lɔ', variants: ['lɑ'] },
      { answer: 'dɔg', variants: ['dɑg'] },
    ]);
    expect(clashes).toEqual([]);
  });

  it('refuses in the ɑ/ɔ drill the merged form of caught, the answer of cot', () => {
    const { accepted, clashes } = levelSpellings([cot, caught, { answer: 'dɑn' }, { answer: 'dɔn' }]);
    expect(accepted).toEqual([
      { answer: 'ʞɑt', variants: [] },
      { answer: 'ʞɔt', variants: [] },
      { answer: 'dɑn', variants: [] },
      { answer: 'dɔn', variants: [] },
    ]);
    expect(clashes).toEqual([
      { item: 1, spelling: 'ʞɑt', own: true, other: 0 },
      { item: 3, spelling: 'dɑn', own: false, other: 2 },
    ]);
    expect(compareAccepted(accepted[1] as (typeof accepted)[1], 'ʞɑt').correct).toBe(false);
    expect(compareAccepted(accepted[1] as (typeof accepted)[1], 'ʞɔt').correct).toBe(true);
  });

  it('refuses a spelling two items accept, on both sides', () => {
    const { accepted } = levelSpellings([
      { answer: 'ʞæt', variants: ['ʞet'] },
      { answer: 'bet', variants: ['ʞet'] },
    ]);
    expect(accepted.map((a) => a.variants)).toEqual([[], []]);
  });

  it('lets items with the same answer share their spellings', () => {
    const { accepted } = levelSpellings([caught, caught]);
    expect(accepted.map((a) => a.variants)).toEqual([['ʞɑt'], ['ʞɑt']]);
  });
});

describe('levelWarnings', () => {
  it('warns of an own variant that is another item’s spelling, not of the policy’s forms', () => {
    const warnings = levelWarnings([
      { name: 'cot', answer: 'ʞɑt', image: null },
      { name: 'caught', answer: 'ʞɔt', variants: ['ʞɑt'], image: null },
      { name: 'don', answer: 'dɑn', image: null },
      { name: 'dawn', answer: 'dɔn', image: null },
    ]);
    expect(warnings).toEqual([{ kind: 'variant_defeats_drill', item: 1, other: 0, variant: 'ʞɑt' }]);
  });

  it('warns of an item showing the level’s picture while its drilled partner shows its own', () => {
    const warnings = levelWarnings([
      { name: 'bed', answer: 'bed', image: 'bed' },
      { name: 'bad', answer: 'bæd', image: null },
      { name: 'cat', answer: 'ʞæt', image: null },
    ]);
    expect(warnings).toEqual([{ kind: 'picture_gives_away', item: 1, other: 0 }]);
  });
});
