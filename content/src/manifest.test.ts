import { describe, expect, it } from 'vitest';
import { parseManifest } from './manifest';

const image = { key: 'cat', title: 'Cat', file: 'images/cat.svg', emoji: '1f431' };
const sound = { key: 'cat', name: 'cat', answer: 'ʞæt', file: 'audio/cat.mp3' };
const mcq = { key: 'ch', question: 'Which symbol is ch?', options: ['ʃ', 'ϫ', 'ʇ'], correctAnswer: 1 };
const valid = {
  version: 1,
  images: [image],
  sounds: [sound],
  videos: [{ key: 'cat', title: 'A cat', file: 'video/cat.mp4', image: 'cat', sound: 'cat' }],
  mcqs: [mcq],
  levels: [
    { type: 'info', points: 10, texts: ['Hello'] },
    { type: 'sound', points: 10, sounds: ['cat'], image: 'cat' },
    { type: 'video', points: 10, video: 'cat', sounds: ['cat'] },
    { type: 'mcq', points: 10, mcqs: ['ch'] },
  ],
  badges: [
    {
      key: 'first',
      name: 'First',
      description: 'One level',
      image: 'cat',
      rule: { kind: 'levels', threshold: 1 },
    },
  ],
};

describe('parseManifest', () => {
  it('returns a well-formed manifest', () => {
    const manifest = parseManifest(valid);
    expect(manifest.levels.map((level) => level.type)).toEqual(['info', 'sound', 'video', 'mcq']);
    expect(manifest.mcqs[0]?.correctAnswer).toBe(1);
  });

  it('reads accepted variants, item images and introduced symbols', () => {
    const manifest = parseManifest({
      ...valid,
      sounds: [{ ...sound, variants: ['ʞɑt'], image: 'cat' }],
      levels: [{ type: 'info', points: 10, texts: ['[ʞ] is k with a puff'], introduces: ['ʞ', 'æ'] }],
    });
    expect(manifest.sounds[0]).toMatchObject({ variants: ['ʞɑt'], image: 'cat' });
    expect(manifest.levels[0]?.introduces).toEqual(['ʞ', 'æ']);
  });

  it('reads which levels are premium, free when unsaid', () => {
    const manifest = parseManifest({
      ...valid,
      levels: [
        { type: 'info', points: 10, texts: ['Hi'] },
        { type: 'info', points: 10, texts: ['More'], premium: true },
      ],
    });
    expect(manifest.levels.map((level) => level.premium ?? false)).toEqual([false, true]);
    expect(() =>
      parseManifest({ ...valid, levels: [{ type: 'info', points: 10, texts: ['Hi'], premium: 'yes' }] }),
    ).toThrow(/levels\[0\]\.premium: expected true or false/);
  });

  it.each([
    ['a wrong version', { ...valid, version: 2 }, /version/],
    ['a missing list', { ...valid, sounds: undefined }, /sounds/],
    ['a duplicate key', { ...valid, sounds: [sound, sound] }, /duplicate key cat/],
    [
      'an unknown sound',
      { ...valid, levels: [{ type: 'sound', points: 10, sounds: ['dog'], image: 'cat' }] },
      /levels\[0\]\.sounds\[0\]/,
    ],
    ['an unknown type', { ...valid, levels: [{ type: 'quiz', points: 10, texts: ['Hi'] }] }, /type/],
    [
      'a level without its items',
      { ...valid, levels: [{ type: 'sound', points: 10, sounds: ['cat'] }] },
      /image/,
    ],
    ['an answer index out of range', { ...valid, mcqs: [{ ...mcq, correctAnswer: 3 }] }, /correctAnswer/],
    ['a path leaving media/', { ...valid, images: [{ ...image, file: '../cat.svg' }] }, /file/],
    ['negative points', { ...valid, levels: [{ type: 'info', points: -1, texts: ['Hi'] }] }, /points/],
    ['no levels', { ...valid, levels: [] }, /levels/],
    [
      'a badge with an unknown rule',
      { ...valid, badges: [{ ...valid.badges[0], rule: { kind: 'x', threshold: 1 } }] },
      /rule/,
    ],
    ['a badge without an image', { ...valid, badges: [{ ...valid.badges[0], image: 'dog' }] }, /image/],
    [
      'a variant the keyboard cannot type',
      { ...valid, sounds: [{ ...sound, variants: ['kæt', 'cat'] }] },
      /sounds\[0\]\.variants\[1\]: uses a character the keyboard cannot type/,
    ],
    [
      'a variant that is the answer',
      { ...valid, sounds: [{ ...sound, variants: ['ʞæt.'] }] },
      /sounds\[0\]\.variants\[0\]: the same as the answer/,
    ],
    [
      'a variant listed twice',
      { ...valid, sounds: [{ ...sound, variants: ['kæt', ' kæt'] }] },
      /sounds\[0\]\.variants\[1\]: the same as an earlier variant/,
    ],
    [
      'variants that are not a list of strings',
      { ...valid, sounds: [{ ...sound, variants: 'kæt' }] },
      /sounds\[0\]\.variants: expected an array/,
    ],
    [
      'too many variants',
      {
        ...valid,
        sounds: [{ ...sound, variants: Array.from({ length: 11 }, (_, i) => 'kæt'.repeat(i + 1)) }],
      },
      /sounds\[0\]\.variants: expected at most 10/,
    ],
    [
      'a sound image that is not an image key',
      { ...valid, sounds: [{ ...sound, image: 'dog' }] },
      /sounds\[0\]\.image: no entry with key dog/,
    ],
    [
      'an introduced symbol the keyboard lacks',
      { ...valid, levels: [{ type: 'info', points: 10, texts: ['Hi'], introduces: ['c'] }] },
      /levels\[0\]\.introduces\[0\]: c is not a symbol/,
    ],
    [
      'a symbol introduced twice by one level',
      { ...valid, levels: [{ type: 'info', points: 10, texts: ['Hi'], introduces: ['ʞ', 'ʞ'] }] },
      /levels\[0\]\.introduces\[1\]/,
    ],
  ])('rejects %s', (_, manifest, message) => {
    expect(() => parseManifest(manifest)).toThrow(message);
  });

  it('reads the accepted variants and the own image of a sound', () => {
    const manifest = parseManifest({ ...valid, sounds: [{ ...sound, variants: ['kæt'], image: 'cat' }] });
    expect(manifest.sounds[0]).toMatchObject({ answer: 'ʞæt', variants: ['kæt'], image: 'cat' });
    expect(parseManifest(valid).sounds[0]?.variants).toBeUndefined();
  });
});
