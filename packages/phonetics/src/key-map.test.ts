import { describe, expect, it } from 'vitest';
import { mapKey, shifted } from './key-map';
import { specKeyMap as specMap } from './spec-key-map.fixture';

const selfLetters = [...'bdefghijklmnoprstuvwyz'];

describe('mapKey', () => {
  it.each(specMap)('maps %s to %s', (key, symbol) => {
    expect(mapKey({ key })).toBe(symbol);
  });

  it.each(selfLetters)('maps the letter %s to itself', (letter) => {
    expect(mapKey({ key: letter })).toBe(letter);
  });

  it('ignores Caps Lock: an upper-case key without Shift types the lower-case mapping', () => {
    for (const letter of selfLetters) expect(mapKey({ key: letter.toUpperCase() })).toBe(letter);
    expect(mapKey({ key: 'K' })).toBe('k');
    expect(mapKey({ key: 'P' })).toBe('p');
    expect(mapKey({ key: 'Q' })).toBe('ʒ');
    expect(mapKey({ key: 'A' })).toBe('ʃ');
    expect(mapKey({ key: 'C' })).toBe('ϫ');
    expect(mapKey({ key: 'X' })).toBe('ʊ');
  });

  it('gives ʞ and ꟼ for Shift+K and Shift+P, with or without Caps Lock', () => {
    expect(mapKey({ key: 'K', shiftKey: true })).toBe('ʞ');
    expect(mapKey({ key: 'P', shiftKey: true })).toBe('ꟼ');
    expect(mapKey({ key: 'k', shiftKey: true })).toBe('ʞ');
    expect(mapKey({ key: 'p', shiftKey: true })).toBe('ꟼ');
  });

  it('gives the unshifted mapping for Shift on any other letter', () => {
    for (const letter of selfLetters.filter((l) => l !== 'k' && l !== 'p')) {
      expect(mapKey({ key: letter.toUpperCase(), shiftKey: true })).toBe(letter);
    }
    expect(mapKey({ key: 'A', shiftKey: true })).toBe('ʃ');
    expect(mapKey({ key: 'Q', shiftKey: true })).toBe('ʒ');
    expect(mapKey({ key: 'C', shiftKey: true })).toBe('ϫ');
    expect(mapKey({ key: 'X', shiftKey: true })).toBe('ʊ');
  });

  it('types space, apostrophe, comma and full stop as themselves', () => {
    for (const key of [' ', "'", ',', '.']) expect(mapKey({ key })).toBe(key);
  });

  it('leaves keys held with Ctrl, Alt or Meta alone', () => {
    for (const key of ['a', 'k', 'c', 'v', '1', ' ', 'Enter']) {
      expect(mapKey({ key, ctrlKey: true })).toBeNull();
      expect(mapKey({ key, altKey: true })).toBeNull();
      expect(mapKey({ key, metaKey: true })).toBeNull();
    }
    expect(mapKey({ key: 'K', shiftKey: true, ctrlKey: true })).toBeNull();
    expect(mapKey({ key: 'a', ctrlKey: false, altKey: false, metaKey: false })).toBe('ʃ');
  });

  it.each([
    'Enter',
    'Tab',
    'Backspace',
    'Delete',
    'Escape',
    'ArrowLeft',
    'ArrowUp',
    'Home',
    'F1',
    'F12',
    'Shift',
    'CapsLock',
    'Dead',
    'Unidentified',
    '!',
    '@',
    ')',
    '_',
    '+',
    '{',
    ']',
    ';',
    '/',
    '`',
    '?',
    'é',
    'ß',
    '',
  ])('types nothing for %j', (key) => {
    expect(mapKey({ key })).toBeNull();
    expect(mapKey({ key, shiftKey: true })).toBeNull();
  });

  it('passes through a symbol a system phonetic keyboard already typed', () => {
    expect(mapKey({ key: 'ə' })).toBe('ə');
    expect(mapKey({ key: 'ʞ' })).toBe('ʞ');
    expect(mapKey({ key: 'u\u0308' })).toBe('ü');
  });
});

describe('shifted', () => {
  it('turns k and p into ʞ and ꟼ and leaves the rest', () => {
    expect(shifted('k')).toBe('ʞ');
    expect(shifted('p')).toBe('ꟼ');
    expect(shifted('t')).toBe('t');
    expect(shifted('ə')).toBe('ə');
  });
});
