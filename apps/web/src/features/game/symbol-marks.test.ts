// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitSymbolMarks } from './symbol-marks';

describe('splitSymbolMarks', () => {
  it('turns each marked keyboard symbol into a symbol and keeps the text around it', () => {
    expect(splitSymbolMarks('[ʇ] (the 5 key) is t with a puff: ten = ʇen, and [ꟼ] too.')).toEqual([
      { symbol: 'ʇ' },
      { text: ' (the 5 key) is t with a puff: ten = ʇen, and ' },
      { symbol: 'ꟼ' },
      { text: ' too.' },
    ]);
    expect(splitSymbolMarks('[b] [d]')).toEqual([{ symbol: 'b' }, { text: ' ' }, { symbol: 'd' }]);
  });

  it('leaves a text without marks, and brackets around anything else, as written', () => {
    expect(splitSymbolMarks('θ (the [ key) is voiceless.')).toEqual([
      { text: 'θ (the [ key) is voiceless.' },
    ]);
    expect(splitSymbolMarks('[c] [ab] [1] []')).toEqual([{ text: '[c] [ab] [1] []' }]);
    expect(splitSymbolMarks('')).toEqual([]);
  });
});
