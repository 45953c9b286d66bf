// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeWav } from '#web/lib/wav';
import { checkAnswer, nextClue } from '#web/play/answer-check';
import { makeLevel, makeMcq, makeSound, smallCourse } from '#web/test/game-fixtures';
import { advance, itemAt, itemAtPlace, itemCount, placeCount, positionOfLevel } from './course';

describe('the course', () => {
  it('counts a level’s items by its type, at least one', () => {
    const [info, sound, mcq] = smallCourse();
    expect([info, sound, mcq].map((level) => level && itemCount(level))).toEqual([2, 2, 1]);
    expect(itemCount(makeLevel({ level: 9, type: 'speaking' }))).toBe(1);
    expect(itemAt(makeLevel({ level: 9, type: 'info' }), 0)).toEqual({ type: 'info', text: '', models: [] });
  });

  it('moves to the next item, then to the next level’s first', () => {
    const levels = smallCourse();
    const at = (index: number, sublevel: number) => ({ index, sublevel, retries: [] });
    expect(advance(levels, at(0, 0))).toEqual(at(0, 1));
    expect(advance(levels, at(0, 1))).toEqual(at(1, 0));
    expect(advance(levels, at(2, 0))).toEqual(at(3, 0));
  });

  it('brings a missed item back after the level’s last, until it is answered right', () => {
    const levels = smallCourse();
    const sound = levels[1];
    if (!sound) throw new Error('no sound level');
    const missedFirst = advance(levels, { index: 1, sublevel: 0, retries: [] }, false);
    expect(missedFirst).toEqual({ index: 1, sublevel: 1, retries: [0] });
    const second = advance(levels, missedFirst);
    expect(second).toEqual({ index: 1, sublevel: 2, retries: [0] });
    expect(placeCount(sound, second)).toBe(3);
    expect(itemAtPlace(sound, second)).toEqual(itemAt(sound, 0));
    expect(advance(levels, second, false)).toEqual({ index: 1, sublevel: 3, retries: [0, 0] });
    expect(advance(levels, second)).toEqual({ index: 2, sublevel: 0, retries: [] });
  });

  it('places a learner by level number; past the last level is complete', () => {
    const levels = smallCourse();
    expect(positionOfLevel(levels, 2, { sublevel: 2, retries: [1] })).toEqual({
      index: 1,
      sublevel: 2,
      retries: [1],
    });
    expect(positionOfLevel(levels, 4, { sublevel: 0, retries: [] })).toEqual({
      index: 3,
      sublevel: 0,
      retries: [],
    });
  });

  it('checks like the server: typed answers forgiving case and final punctuation, quizzes by index', () => {
    const sound = { type: 'sound', sound: makeSound('sun', 'sʌn') } as const;
    expect(checkAnswer(sound, ' sʌn. ').correct).toBe(true);
    expect(checkAnswer(sound, 'sæn')).toMatchObject({
      correct: false,
      expected: 'sʌn',
      alignment: [
        { op: 'match', expected: 's', typed: 's' },
        { op: 'substitute', expected: 'ʌ', typed: 'æ' },
        { op: 'match', expected: 'n', typed: 'n' },
      ],
    });
    const quiz = { type: 'mcq', mcq: makeMcq('?', ['a', 'b'], 1) } as const;
    expect(checkAnswer(quiz, 1).correct).toBe(true);
    expect(checkAnswer(quiz, 0).correct).toBe(false);
    expect(checkAnswer(quiz, 'b').correct).toBe(true);
    expect(checkAnswer({ type: 'info', text: 'Read me', models: [] }, 0).correct).toBe(true);
  });

  it('passes no answer to an item that does not exist, whatever the level type', () => {
    for (const type of ['sound', 'video', 'listening', 'mcq', 'info', 'speaking'] as const) {
      const empty = itemAt(makeLevel({ level: 1, type }), 0);
      for (const answer of ['abc', 0, '']) expect(checkAnswer(empty, answer).correct, type).toBe(false);
    }
  });

  it('accepts a variant like the server, aligned with it, and says which spelling it was', () => {
    const tomato = {
      type: 'sound',
      sound: makeSound('tomato', 'ʇəmeɪtoʊ', { variants: ['ʇəmɑtoʊ'] }),
    } as const;
    expect(checkAnswer(tomato, 'ʇəmɑtoʊ')).toMatchObject({
      correct: true,
      expected: 'ʇəmɑtoʊ',
      answer: 'ʇəmeɪtoʊ',
    });
    const close = checkAnswer(tomato, 'ʇəmɑtʊ');
    expect(close).toMatchObject({ correct: false, expected: 'ʇəmɑtoʊ', answer: 'ʇəmeɪtoʊ' });
    expect(close.alignment.filter((step) => step.op !== 'match')).toEqual([{ op: 'missing', expected: 'o' }]);
    expect(checkAnswer(tomato, 'ʇəmeɪtoʊ')).toMatchObject({ correct: true, expected: 'ʇəmeɪtoʊ' });
  });

  it('gives clues one symbol past what is already right', () => {
    const like = { answer: 'ɑɪ lɑɪk ʇi' };
    expect(nextClue(like, '')).toBe('ɑ');
    expect(nextClue(like, 'ɑ')).toBe('ɑɪ');
    expect(nextClue(like, 'ɑɪx')).toBe('ɑɪ ');
    expect(nextClue({ answer: 'sʌn' }, 'sʌn')).toBe('sʌn');
  });

  it('follows the variant a learner is on the way to, else the main answer', () => {
    const tomato = { answer: 'ʇəmeɪtoʊ', variants: ['ʇəmɑtoʊ'] };
    expect(nextClue(tomato, '')).toBe('ʇ');
    expect(nextClue(tomato, 'ʇəm')).toBe('ʇəme');
    expect(nextClue(tomato, 'ʇəmɑ')).toBe('ʇəmɑt');
    expect(nextClue(tomato, 'ʇəmɑx')).toBe('ʇəmɑt');
    expect(nextClue(tomato, 'ʇəmex')).toBe('ʇəmeɪ');
  });
});

describe('WAV encoding', () => {
  it('writes a 16-bit mono PCM header and the samples', async () => {
    const wav = encodeWav(new Float32Array([0, 1, -1]), 8000);
    expect(wav.type).toBe('audio/wav');
    const view = new DataView(await wav.arrayBuffer());
    const text = (at: number) => String.fromCharCode(...new Uint8Array(view.buffer, at, 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint32(40, true)).toBe(6);
    expect([view.getInt16(44, true), view.getInt16(46, true), view.getInt16(48, true)]).toEqual([
      0, 32767, -32768,
    ]);
  });
});
