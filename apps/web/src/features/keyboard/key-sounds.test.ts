import { existsSync } from 'node:fs';
import path from 'node:path';
import { keyboardSymbols } from '@tp/phonetics';
import { describe, expect, it } from 'vitest';
import { hasKeySound, keySoundUrl, keySoundUrls } from './key-sounds';

describe('key sound files', () => {
  it('are named by the symbol’s code points in lower-case hex, at least four digits', () => {
    expect(keySoundUrl('ɑ')).toBe('/sounds/keys/0251.mp3');
    expect(keySoundUrl('k')).toBe('/sounds/keys/006b.mp3');
    expect(keySoundUrl('ü')).toBe('/sounds/keys/00fc.mp3');
    expect(keySoundUrl('ϫ')).toBe('/sounds/keys/03eb.mp3');
    expect(keySoundUrl('ꟼ')).toBe('/sounds/keys/a7fc.mp3');
  });

  it('exist for every symbol, one file each', () => {
    expect(keySoundUrls).toHaveLength(keyboardSymbols.size);
    expect(new Set(keySoundUrls).size).toBe(keyboardSymbols.size);
    const publicDir = path.join(import.meta.dirname, '../../../public');
    for (const url of keySoundUrls) expect(existsSync(publicDir + url), url).toBe(true);
  });

  it('are for symbols only: space, punctuation, digits and emoji are silent', () => {
    for (const symbol of keyboardSymbols) expect(hasKeySound(symbol)).toBe(true);
    for (const silent of [' ', ',', '.', "'", '1', '😀']) expect(hasKeySound(silent)).toBe(false);
  });
});
