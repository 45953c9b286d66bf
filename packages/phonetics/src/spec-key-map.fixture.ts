// For the tests: the key map of spec §3, written out rather than read from the symbol table, so that
// a change to the table that breaks the spec fails them.
export const specKeyMap: readonly (readonly [key: string, symbol: string])[] = [
  ['1', 'ɑ'],
  ['2', 'æ'],
  ['3', 'ɜ'],
  ['4', 'ə'],
  ['5', 'ʇ'],
  ['6', 'ʌ'],
  ['7', 'ü'],
  ['8', 'ɪ'],
  ['9', 'ɔ'],
  ['0', 'ð'],
  ['q', 'ʒ'],
  ['a', 'ʃ'],
  ['x', 'ʊ'],
  ['c', 'ϫ'],
  ['[', 'θ'],
  ['-', 'ŋ'],
  ['=', 'ʔ'],
];
