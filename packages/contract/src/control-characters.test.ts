import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './control-characters';

/** `leaf` inside `depth` arrays, each the second item of the one around it. */
const nested = (depth: number, leaf: unknown) => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = ['text', value];
  return value;
};

describe('findControlCharacter', () => {
  it('names the first string holding one, by its path, keys included', () => {
    expect(findControlCharacter('a\u0000b')).toBe('body');
    expect(findControlCharacter({ name: 'ok', options: ['a', 'b\u001b'] })).toBe('options.1');
    expect(findControlCharacter({ a: { b: 'x\u007f' }, 'c\u0000': 'y' })).toBe('a.b');
    expect(findControlCharacter({ a: { b: 'x' }, 'c\u0000': 'y' })).toBe('c\u0000');
    expect(findControlCharacter({ text: 'tab\tline\nreturn\r', n: 1, none: null })).toBeNull();
  });

  it('walks a value 100,000 levels deep without running out of stack', () => {
    expect(findControlCharacter(nested(100_000, 'x\u0000'))).toBe(Array<string>(100_000).fill('1').join('.'));
    expect(findControlCharacter(nested(100_000, 'x'))).toBeNull();
  });
});
