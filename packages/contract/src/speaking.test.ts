import { describe, expect, it } from 'vitest';
import { isSpeakingRating, speakingModel, speakingWord, withSpeakingModels } from './speaking';

describe('a speaking text and its model', () => {
  it.each([
    ['Say: sun', 'sun'],
    ['Say:  Good   Morning!', 'good morning'],
    ['“Thank you.”', 'thank you'],
  ])('reads %s as %s', (text, word) => {
    expect(speakingWord(text)).toBe(word);
  });

  it('finds the first sound named as the word, whatever its case', () => {
    const sounds = [
      { name: 'bed', key: 1 },
      { name: 'Bed', key: 2 },
    ];
    expect(speakingModel(sounds, 'Say: BED')?.key).toBe(1);
    expect(speakingModel(sounds, 'Say: bad')).toBeUndefined();
    expect(speakingModel(sounds, 'Say:')).toBeUndefined();
  });

  it('gives a speaking level the models of its texts, a free one only from free levels', () => {
    const sun = { name: 'sun' };
    const tea = { name: 'tea' };
    const level = (
      type: 'sound' | 'speaking',
      premiumOnly: boolean,
      sounds: { name: string }[],
      texts: string[] = [],
    ) => ({
      type,
      premiumOnly,
      sounds,
      texts,
    });
    const course = withSpeakingModels([
      level('sound', false, [sun]),
      level('sound', true, [tea]),
      level('speaking', false, [], ['Say: sun', 'Say: tea', 'Say: sun']),
      level('speaking', true, [], ['Say: tea', 'Say: moon']),
    ]);
    expect(course[2]?.sounds).toEqual([sun]);
    expect(course[3]?.sounds).toEqual([tea]);
    expect(course[0]?.sounds).toEqual([sun]);
  });

  it('knows a rating from any other answer', () => {
    expect([0, 1, 2].every(isSpeakingRating)).toBe(true);
    expect([3, -1, '1', 'same', 1.5].some(isSpeakingRating)).toBe(false);
  });
});
