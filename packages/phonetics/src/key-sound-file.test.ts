import { describe, expect, it } from 'vitest';
import { keySoundFile } from './key-sound-file';

describe('keySoundFile', () => {
  it('names a symbol by its code point in lower-case hex, four digits at least', () => {
    expect(keySoundFile('ɑ')).toBe('0251.mp3');
    expect(keySoundFile('k')).toBe('006b.mp3');
    expect(keySoundFile('ꟼ')).toBe('a7fc.mp3');
    expect(keySoundFile('ϫ')).toBe('03eb.mp3');
  });

  it('joins several code points with a hyphen, composed first', () => {
    expect(keySoundFile('u\u0308')).toBe('00fc.mp3');
    expect(keySoundFile('tʃ')).toBe('0074-0283.mp3');
    expect(keySoundFile('😀')).toBe('1f600.mp3');
  });
});
