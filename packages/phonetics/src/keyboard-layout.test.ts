import { describe, expect, it } from 'vitest';
import {
  desktopLayout,
  type KeyboardKey,
  type KeyboardLayout,
  keyboardRows,
  keyText,
  mobileLayout,
} from './keyboard-layout';
import { keyboardSymbols } from './symbols';

const label = (key: KeyboardKey): string =>
  key.kind === 'symbol' ? key.symbol : key.kind === 'char' ? key.char : key.action;
const labels = (layout: KeyboardLayout): string[][] => layout.map((row) => row.map(label));

function typeable(layout: KeyboardLayout): Set<string> {
  return new Set(
    layout.flat().flatMap((key) => [keyText(key, false), keyText(key, true)].filter((t) => t !== null)),
  );
}

describe('the desktop keyboard', () => {
  it('is the drawing of the model, row by row', () => {
    expect(labels(desktopLayout)).toEqual([
      [...'ɑæɜəʇʌüɪɔðŋʔ', 'delete'],
      [...'ʒwertyuiopθ'],
      [...'ʃsdfghjkl', "'", 'submit'],
      ['shift', ...'zʊϫvbnm', ',', '.'],
      ['numbers', 'emoji', 'space'],
    ]);
  });
});

describe('the phone keyboard', () => {
  it('keeps five rows of at most ten keys', () => {
    expect(mobileLayout).toHaveLength(5);
    for (const row of mobileLayout) expect(row.length).toBeLessThanOrEqual(10);
    expect(labels(mobileLayout)).toEqual([
      [...'ɑæɜəʇʌüɪɔð'],
      [...'ʒwertyuiop'],
      [...'ʃsdfghjklθ'],
      ['shift', ...'zʊϫvbnm', 'ŋ', 'delete'],
      ['numbers', 'emoji', 'ʔ', ',', 'space', '.', "'", 'submit'],
    ]);
  });
});

describe.each([
  ['desktop', desktopLayout],
  ['mobile', mobileLayout],
])('the %s keyboard', (_name, layout) => {
  it('reaches every keyboard symbol, ʞ and ꟼ through Shift', () => {
    const reached = typeable(layout);
    for (const symbol of keyboardSymbols) expect(reached.has(symbol), symbol).toBe(true);
  });

  it('types nothing else but space and the three punctuation keys', () => {
    const extra = [...typeable(layout)].filter((t) => !keyboardSymbols.has(t));
    expect(extra.sort()).toEqual([' ', "'", ',', '.'].sort());
  });

  it('holds each key once, with every soundless key of the spec', () => {
    const all = layout.flat().map(label);
    expect(new Set(all).size).toBe(all.length);
    for (const special of ['delete', 'submit', 'shift', 'space', 'numbers', 'emoji', ',', '.', "'"]) {
      expect(all).toContain(special);
    }
  });

  it('carries no platform flags', () => {
    for (const key of layout.flat()) expect(Object.keys(key).sort()).toHaveLength(2);
  });
});

describe('the shared rows', () => {
  it('flag a key for one platform at most', () => {
    for (const key of keyboardRows.flat()) expect(key.desktopOnly && key.mobileOnly).toBeFalsy();
  });
});

describe('keyText', () => {
  it('types symbols, their Shift layer, punctuation and space', () => {
    expect(keyText({ kind: 'symbol', symbol: 'k' }, false)).toBe('k');
    expect(keyText({ kind: 'symbol', symbol: 'k' }, true)).toBe('ʞ');
    expect(keyText({ kind: 'symbol', symbol: 'p' }, true)).toBe('ꟼ');
    expect(keyText({ kind: 'symbol', symbol: 't' }, true)).toBe('t');
    expect(keyText({ kind: 'char', char: "'" }, true)).toBe("'");
    expect(keyText({ kind: 'action', action: 'space' }, false)).toBe(' ');
  });

  it.each(['delete', 'submit', 'shift', 'numbers', 'emoji'] as const)('types nothing for %s', (action) => {
    expect(keyText({ kind: 'action', action }, false)).toBeNull();
  });
});
