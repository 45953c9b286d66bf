// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { keyboardSymbols } from '@tp/phonetics';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';

const file = fileURLToPath(new URL('./tp-phonetic.woff2', import.meta.url));

describe('the phonetic font', () => {
  const font = fontkit.openSync(file);
  if (!('characterSet' in font)) throw new Error('Expected a single font, not a collection');
  const characters = new Set(font.characterSet);
  const missing = (text: Iterable<string>) =>
    [...text].filter(
      (char) =>
        !characters.has(char.codePointAt(0) ?? -1) || !font.hasGlyphForCodePoint(char.codePointAt(0) ?? -1),
    );

  it('draws every symbol of the keyboard itself, with no fallback', () => {
    expect(keyboardSymbols.size).toBeGreaterThanOrEqual(41);
    expect(missing(keyboardSymbols)).toEqual([]);
  });

  it('draws the ASCII letters, digits and punctuation', () => {
    let ascii = '';
    for (let code = 0x21; code < 0x7f; code++) ascii += String.fromCharCode(code);
    expect(missing(ascii)).toEqual([]);
    expect(characters.has(0x20)).toBe(true);
  });

  it('stays small', () => {
    expect(font.numGlyphs).toBeLessThan(200);
  });
});
