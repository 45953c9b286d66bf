import { describe, expect, it } from 'vitest';
import { mapKey } from './key-map';
import {
  answerPunctuation,
  isTypeable,
  keyboardSymbols,
  specialSymbols,
  symbolInfo,
  symbolTable,
} from './symbols';

const nonLetters = [...'ɑæɜəʇʌüɪɔðŋʔʒʃʊϫθʞꟼ'];
const keyboardLetters = [...'bdefghijklmnoprstuvwyz'];
const modelLetters = [...'bdefghijklmnoprstvwz'];

describe('the symbol table', () => {
  it('holds the nineteen symbols of the model and every letter a key types as itself', () => {
    expect(symbolTable.map((s) => s.symbol)).toEqual([...nonLetters, ...keyboardLetters]);
  });

  it('gives every symbol a key, IPA, a description and an example', () => {
    for (const s of symbolTable) {
      expect(s.key, s.symbol).toMatch(/^.$/u);
      expect(s.ipa, s.symbol).not.toBe('');
      expect(s.description, s.symbol).not.toBe('');
      expect(s.example, s.symbol).toMatch(/^[a-z-]+$/);
      expect(isTypeable(s.exampleTranscription), s.symbol).toBe(true);
    }
  });

  it('writes each example with the symbol it illustrates', () => {
    for (const s of symbolTable.filter((x) => x.usedByModel)) {
      expect(s.exampleTranscription, s.symbol).toContain(s.symbol);
    }
  });

  it('holds each symbol once, each a single code point', () => {
    expect(new Set(symbolTable.map((s) => s.symbol)).size).toBe(symbolTable.length);
    for (const s of symbolTable) expect(Array.from(s.symbol), s.symbol).toHaveLength(1);
  });

  it('keeps every symbol in NFC and unchanged by lower-casing', () => {
    for (const s of symbolTable) {
      expect(s.symbol.normalize('NFC')).toBe(s.symbol);
      expect(s.symbol.toLowerCase()).toBe(s.symbol);
    }
  });

  it('uses each key once per layer', () => {
    const base = symbolTable.filter((s) => !s.shiftOf).map((s) => s.key);
    const shift = symbolTable.flatMap((s) => (s.shiftOf ? [s.shiftOf] : []));
    expect(new Set(base).size).toBe(base.length);
    expect(new Set(shift).size).toBe(shift.length);
    expect(shift).toEqual(['k', 'p']);
  });

  it('puts the aspirated k and p on the Shift layer of k and p', () => {
    expect(symbolInfo('ʞ')).toMatchObject({ key: 'K', shiftOf: 'k', ipa: 'kʰ' });
    expect(symbolInfo('ꟼ')).toMatchObject({ key: 'P', shiftOf: 'p', ipa: 'pʰ' });
  });

  it('makes every symbol reachable from its physical key', () => {
    for (const s of symbolTable) {
      expect(mapKey({ key: s.key, shiftKey: s.shiftOf !== undefined }), s.symbol).toBe(s.symbol);
    }
  });

  it('marks ϫ ʇ ʞ ꟼ as the four special symbols', () => {
    expect(specialSymbols.map((s) => s.symbol).sort()).toEqual(['ʇ', 'ʞ', 'ϫ', 'ꟼ'].sort());
    expect(symbolInfo('ϫ')?.ipa).toBe('tʃ');
    expect(symbolInfo('ʇ')?.ipa).toBe('tʰ');
  });

  it('marks u and y as typed but not used by the model', () => {
    expect(symbolTable.filter((s) => !s.usedByModel).map((s) => s.symbol)).toEqual(['u', 'y']);
    for (const l of modelLetters) expect(symbolInfo(l)?.usedByModel, l).toBe(true);
  });

  it('offers no a, c, q or x, whose keys type other symbols', () => {
    for (const l of 'acqx') expect(keyboardSymbols.has(l), l).toBe(false);
  });

  it('looks symbols up', () => {
    expect(symbolInfo('ə')).toMatchObject({ key: '4', ipa: 'ə', example: 'about' });
    expect(symbolInfo('a')).toBeUndefined();
    expect(symbolInfo('')).toBeUndefined();
    expect(keyboardSymbols.size).toBe(41);
  });

  it('tells typeable text from the rest', () => {
    expect(isTypeable("ðə ʞæt, ɪts ꟼleɪ'.")).toBe(true);
    expect(isTypeable('')).toBe(true);
    expect(isTypeable('cat')).toBe(false);
    expect(isTypeable('tʰ')).toBe(false);
    expect(isTypeable('ʞæt!')).toBe(false);
    expect([...answerPunctuation].sort()).toEqual([' ', "'", ',', '.']);
  });
});
