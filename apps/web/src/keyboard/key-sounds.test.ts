// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { keyboardSymbols, symbolInfo } from '@tp/phonetics';
import { describe, expect, it } from 'vitest';
import { hasKeySound, keySoundUrl, keySoundUrls, playKeySound } from './key-sounds';

describe('key sound files', () => {
  it('are named by the symbol’s code points in lower-case hex, at least four digits', () => {
    expect(keySoundUrl('ɑ')).toBe('/sounds/keys/0251.mp3');
    expect(keySoundUrl('k')).toBe('/sounds/keys/006b.mp3');
    expect(keySoundUrl('ü')).toBe('/sounds/keys/00fc.mp3');
    expect(keySoundUrl('ϫ')).toBe('/sounds/keys/03eb.mp3');
    expect(keySoundUrl('ꟼ')).toBe('/sounds/keys/a7fc.mp3');
  });

  it('exist for every symbol the model uses, one file each', () => {
    const used = [...keyboardSymbols].filter((symbol) => symbolInfo(symbol)?.usedByModel);
    expect(keySoundUrls).toHaveLength(used.length);
    expect(new Set(keySoundUrls).size).toBe(used.length);
    const publicDir = path.join(import.meta.dirname, '../../public');
    for (const url of keySoundUrls) expect(existsSync(publicDir + url), url).toBe(true);
  });

  it('are for the model’s symbols only: u, y, space, punctuation, digits and emoji are silent', () => {
    for (const symbol of keyboardSymbols) expect(hasKeySound(symbol)).toBe(symbol !== 'u' && symbol !== 'y');
    for (const silent of [' ', ',', '.', "'", '1', '😀']) expect(hasKeySound(silent)).toBe(false);
  });

  it('plays nothing for a letter the model does not use', async () => {
    const handle = playKeySound('u');
    await expect(handle.ended).resolves.toBeUndefined();
  });
});
