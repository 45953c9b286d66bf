import { describe, expect, it } from 'vitest';
import { expectTypesAsTheWebApp } from './typing';
import { asciiKeysyms, xkbSymbols } from './xkb';

const file = xkbSymbols();

/** A keysym as a character: a Unicode keysym (U0251), a letter or digit, or an ASCII name. */
const names = Object.fromEntries(Object.entries(asciiKeysyms).map(([char, name]) => [name, char]));
const character = (keysym: string): string | undefined => {
  if (/^U[0-9A-F]{4,}$/.test(keysym)) return String.fromCodePoint(Number.parseInt(keysym.slice(1), 16));
  if (/^[A-Za-z0-9]$/.test(keysym)) return keysym;
  return names[keysym];
};

/** The symbols file read back: each key's two levels. */
const keys = new Map(
  [...file.matchAll(/key <(\w+)> \{ \[ (\S+), (\S+) \] \};/g)].map(([, name, base, shift]) => [
    name,
    { base: character(base ?? ''), shift: character(shift ?? '') },
  ]),
);

describe('the XKB symbols file', () => {
  it('binds every key of the layout once, as the layout tp', () => {
    expect(file).toContain('xkb_symbols "basic"');
    expect(keys.size).toBe(48);
    expect([...file.matchAll(/key <(\w+)>/g)]).toHaveLength(48);
    expect([...keys.values()].every((key) => key.base && key.shift)).toBe(true);
  });

  it('types every symbol of the model as the web app does', () => {
    expectTypesAsTheWebApp((key) => keys.get(key.xkb) ?? {});
  });
});
