import { describe, expect, it } from 'vitest';
import { ratingOutcomes, speakingFocus } from './speaking-focus';

describe('the sound a speaking item listens for', () => {
  it.each([
    ['ꟼɪn', 'ꟼ', 'aspiration'],
    ['ʞeɪk', 'ʞ', 'aspiration'],
    ['ʞəmꟼjütər', 'ʞ', 'aspiration'],
    ['bed', 'e', 'vowel-length'],
    ['bɑks', 'ɑ', 'vowel-length'],
    ['ski', 'i', 'vowel-length'],
    ['spɪn', 'ɪ', null],
    ['sʌn', 'ʌ', null],
    ['snoʊ', 'oʊ', null],
    ['bənænə', 'æ', null],
    ['fɑɪv', 'f', null],
    ['ɑɪ lɑɪk ʇi', 'i', null],
  ] as const)('in %s: %s, measured as %s', (answer, sound, measure) => {
    expect(speakingFocus(answer)).toEqual({ sound, measure });
  });

  it('finds none in a word without sounds', () => {
    expect(speakingFocus(' .')).toBeNull();
  });

  it('counts Same as a hit and Not yet as a miss of each symbol of the sound', () => {
    expect(ratingOutcomes({ sound: 'ꟼ', measure: 'aspiration' }, true)).toEqual([
      { symbol: 'ꟼ', outcome: 'right' },
    ]);
    expect(ratingOutcomes({ sound: 'oʊ', measure: null }, false)).toEqual([
      { symbol: 'o', outcome: 'missed' },
      { symbol: 'ʊ', outcome: 'missed' },
    ]);
  });
});
