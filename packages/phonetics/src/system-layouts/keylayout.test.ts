import { describe, expect, it } from 'vitest';
import { macKeylayout } from './keylayout';
import { physicalKeys } from './physical-keys';
import { expectTypesAsTheWebApp } from './typing';

const file = macKeylayout();

const decode = (value: string) =>
  value.replace(/&#x([0-9A-F]+);/g, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)));

/** The keyMaps read back: index → key code → output, with every key element kept to count repeats. */
const keyMaps = [...file.matchAll(/<keyMap index="(\d+)">([\s\S]*?)<\/keyMap>/g)].map(([, index, body]) => ({
  index: Number(index),
  keys: [...(body ?? '').matchAll(/<key code="(\d+)" output="([^"]*)"\/>/g)].map(
    ([, code, output]) => [Number(code), decode(output ?? '')] as const,
  ),
}));
const outputs = (index: number) => new Map(keyMaps.find((map) => map.index === index)?.keys);

describe('the macOS keyboard layout', () => {
  it('selects one keyMap for each modifier set, and lists each key code once in each keyMap', () => {
    const selects = [...file.matchAll(/<keyMapSelect mapIndex="(\d+)">/g)].map(([, index]) => Number(index));
    expect(selects).toEqual([0, 1, 2, 3, 4]);
    expect(file).toMatch(/<modifierMap id="Modifiers" defaultIndex="0">/);
    expect(file).toMatch(/<layout first="0" last="17" mapSet="ANSI" modifiers="Modifiers"\/>/);
    expect(keyMaps.map((map) => map.index)).toEqual(selects);
    const codes = keyMaps[0]?.keys.map(([code]) => code) ?? [];
    for (const map of keyMaps) {
      const mapCodes = map.keys.map(([code]) => code);
      expect(new Set(mapCodes).size).toBe(mapCodes.length);
      expect(mapCodes).toEqual(codes);
    }
    for (const key of physicalKeys) expect(codes).toContain(key.mac);
    // Return, Delete and the arrows type their control characters.
    expect(outputs(0).get(36)).toBe('\r');
    expect(outputs(0).get(51)).toBe('\b');
    expect(outputs(0).get(123)).toBe('\u001c');
  });

  it('types every symbol of the model as the web app does', () => {
    const [base, shift] = [outputs(0), outputs(1)];
    expectTypesAsTheWebApp((key) => ({ base: base.get(key.mac), shift: shift.get(key.mac) }));
  });

  it('keeps the US letters under Command for shortcuts, and capitals under Caps Lock', () => {
    expect(outputs(3).get(0)).toBe('a');
    expect(outputs(4).get(0)).toBe('A');
    expect(outputs(2).get(1)).toBe('S');
    expect(outputs(2).get(0)).toBe('ʃ');
  });
});
