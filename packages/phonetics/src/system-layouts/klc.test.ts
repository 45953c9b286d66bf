import { describe, expect, it } from 'vitest';
import { windowsKlc } from './klc';
import { physicalKeys } from './physical-keys';
import { expectTypesAsTheWebApp } from './typing';

const bytes = windowsKlc();
const text = Buffer.from(bytes).toString('utf16le');

/** A KLC character: -1 for none, four hex digits, or the character itself. */
const character = (value: string): string | undefined => {
  if (value === '-1') return undefined;
  return /^[0-9a-f]{4}$/i.test(value) ? String.fromCodePoint(Number.parseInt(value, 16)) : value;
};

/** The LAYOUT section read back: scan code → virtual key, Caps Lock flag and the characters. */
const section = /\r\nLAYOUT\t[^\r]*\r\n([\s\S]*?)\r\n\r\n\r\n/.exec(text)?.[1] ?? '';
const rows = new Map(
  section
    .split('\r\n')
    .filter((line) => line && !line.startsWith('//'))
    .map((line) => {
      const [scanCode = '', vk, , cap, base = '', shift = '', ctrl = ''] = line.split('\t');
      return [
        Number.parseInt(scanCode, 16),
        { vk, cap, base: character(base), shift: character(shift), ctrl: character(ctrl) },
      ];
    }),
);

describe('the Keyboard Layout Creator source', () => {
  it('is UTF-16 little-endian with a byte-order mark and CRLF line endings', () => {
    expect([...bytes.slice(0, 2)]).toEqual([0xff, 0xfe]);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.startsWith('\ufeffKBD\ttpphon\t"TP Phonetic"\r\n')).toBe(true);
    for (const section of [
      'SHIFTSTATE',
      'LAYOUT',
      'KEYNAME',
      'KEYNAME_EXT',
      'DESCRIPTIONS',
      'LANGUAGENAMES',
    ]) {
      expect(text).toMatch(new RegExp(`\\r\\n${section}(\\t|\\r\\n)`));
    }
    expect(text.endsWith('\r\nENDKBD\r\n')).toBe(true);
  });

  it('lists each typing key once, with its US virtual key so that shortcuts keep their keys', () => {
    expect(rows.size).toBe(physicalKeys.length);
    for (const key of physicalKeys) expect(rows.get(key.scanCode)?.vk).toBe(key.vk);
    expect(rows.get(0x1e)).toEqual({ vk: 'A', cap: '0', base: 'ʃ', shift: 'A', ctrl: undefined });
    expect(rows.get(0x30)).toEqual({ vk: 'B', cap: '1', base: 'b', shift: 'B', ctrl: undefined });
  });

  it('types every symbol of the model as the web app does', () => {
    expectTypesAsTheWebApp((key) => rows.get(key.scanCode) ?? {});
  });
});
