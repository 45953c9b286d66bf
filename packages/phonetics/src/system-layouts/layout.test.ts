import { describe, expect, it } from 'vitest';
import { specKeyMap as symbolKeys } from '../spec-key-map.fixture';
import { tpLayout } from './layout';

const typed = (usKey: string) => {
  const key = tpLayout.find((k) => k.us[0] === usKey);
  return key && [key.base, key.shift];
};

describe('the TP layout of the system keyboards', () => {
  it('has the 47 typing keys of a US keyboard and Space, each once', () => {
    expect(tpLayout).toHaveLength(48);
    expect(new Set(tpLayout.map((key) => key.us[0])).size).toBe(48);
  });

  it.each(symbolKeys)(
    'types the symbol of %s as the key map says, and the US character with Shift',
    (key, symbol) => {
      const us = tpLayout.find((k) => k.us[0] === key)?.us;
      expect(typed(key)).toEqual([symbol, us?.[1]]);
    },
  );

  it('gives ʞ and ꟼ on Shift+K and Shift+P', () => {
    expect(typed('k')).toEqual(['k', 'ʞ']);
    expect(typed('p')).toEqual(['p', 'ꟼ']);
  });

  it('types what the key says on every other key', () => {
    const mapped = new Set([...symbolKeys.map(([key]) => key), 'k', 'p']);
    for (const key of tpLayout.filter((k) => !mapped.has(k.us[0]))) {
      expect([key.base, key.shift]).toEqual([...key.us]);
    }
    expect(typed('b')).toEqual(['b', 'B']);
    expect(typed(';')).toEqual([';', ':']);
    expect(typed(' ')).toEqual([' ', ' ']);
  });
});
