import { describe, expect, it } from 'vitest';
import { contrastOf, contrasts, pictureGiveaways, soundsOf } from './contrasts';

const drilled = (a: string, b: string) => {
  const found = contrastOf(a, b);
  return found && `${found.contrast.id} ${found.position}`;
};

describe('soundsOf', () => {
  it('keeps two-symbol sounds whole', () => {
    expect(soundsOf('dʒʌdʒ')).toEqual(['dʒ', 'ʌ', 'dʒ']);
    expect(soundsOf('ꟼleɪ')).toEqual(['ꟼ', 'l', 'eɪ']);
    expect(soundsOf('boʊt')).toEqual(['b', 'oʊ', 't']);
  });

  it('refuses what is not a word of keyboard symbols', () => {
    expect(soundsOf('aɪ laɪk')).toBeNull();
    expect(soundsOf('cat!')).toBeNull();
  });
});

describe('contrastOf', () => {
  it('names the contrast and where it falls, in either order', () => {
    expect(drilled('ꟼi', 'bi')).toBe('p-b first');
    expect(drilled('bæg', 'bæk')).toBe('k-g last');
    expect(drilled('rɑɪs', 'rɑɪz')).toBe('s-z last');
    expect(drilled('lɑɪt', 'rɑɪt')).toBe('l-r first');
    expect(drilled('ʞæp', 'ʞʌp')).toBe('æ-ʌ middle');
    expect(drilled('ϫeɪn', 'dʒeɪn')).toBe('ϫ-dʒ first');
    expect(drilled('bet', 'beɪt')).toBe('e-eɪ middle');
    expect(drilled('hæt', 'æt')).toBe('h- first');
    expect(drilled('æt', 'hæt')).toBe('h- first');
    expect(drilled('ʇɪn', 'θɪn')).toBe('θ-t first');
  });

  it('finds nothing where the words differ in more than one sound, or in a sound no contrast names', () => {
    expect(contrastOf('ʞæt', 'ʞæt')).toBeNull();
    expect(contrastOf('ʞæt', 'bæd')).toBeNull();
    expect(contrastOf('ʞæt', 'mæt')).toBeNull();
    expect(contrastOf('æt', 'ʞæts')).toBeNull();
    expect(contrastOf('sæt', 'æt')).toBeNull();
    expect(contrastOf('aɪ si', 'aɪ ʃi')).toBeNull();
  });

  it('keeps every contrast distinct', () => {
    const ids = contrasts.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(24);
  });
});

describe('pictureGiveaways', () => {
  const bed = { answer: 'bed', image: 'bed' };
  const bad = { answer: 'bæd', image: null };
  const men = { answer: 'men', image: null };
  const man = { answer: 'mæn', image: null };

  it('finds an item without a picture whose partner has one', () => {
    expect(pictureGiveaways([bed, bad, men, man])).toEqual([1]);
  });

  it('lets pairs all with pictures, or all without, pass', () => {
    expect(pictureGiveaways([bed, { ...bad, image: 'bad' }, men, man])).toEqual([]);
    expect(pictureGiveaways([{ ...bed, image: null }, bad])).toEqual([]);
  });

  it('leaves items that drill nothing alone', () => {
    expect(
      pictureGiveaways([
        { answer: 'ʞæt', image: 'cat' },
        { answer: 'doʊg', image: null },
      ]),
    ).toEqual([]);
  });
});
