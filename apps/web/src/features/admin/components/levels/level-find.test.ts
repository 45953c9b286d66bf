// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeLevel, makeMcq, makeSound } from '#web/test/game-fixtures';
import { searchable } from '../find/text-match';
import { levelTitle, matchesLevel, parseSort, sortLevels, sortParam } from './level-find';

const hello = makeSound('Hello', 'həloʊ');
const sound = makeLevel({ level: 12, type: 'sound', sounds: [hello] });
const mcq = makeLevel({
  level: 3,
  type: 'mcq',
  published: false,
  mcqs: [makeMcq('Which vowel?', ['a', 'b'], 0)],
});
const info = makeLevel({ level: 7, type: 'info', texts: ['Welcome', 'Listen'] });
const all = { needle: '', type: '', status: '' } as const;

describe('finding levels', () => {
  it('finds a level by its number, or by a word of its sounds, questions or texts', () => {
    const found = (search: string) =>
      [sound, mcq, info].filter((level) => matchesLevel(level, { ...all, needle: searchable(search) }));
    expect(found('12')).toEqual([sound]);
    expect(found('héllo ')).toEqual([sound]);
    expect(found('əloʊ')).toEqual([sound]);
    expect(found('VOWEL')).toEqual([mcq]);
    expect(found('listen')).toEqual([info]);
    expect(found('zebra')).toEqual([]);
  });

  it('narrows to a type and a status', () => {
    expect(matchesLevel(mcq, { ...all, type: 'mcq' })).toBe(true);
    expect(matchesLevel(sound, { ...all, type: 'mcq' })).toBe(false);
    expect(matchesLevel(mcq, { ...all, status: 'draft' })).toBe(true);
    expect(matchesLevel(mcq, { ...all, status: 'published' })).toBe(false);
  });

  it('names a level by its content', () => {
    expect(levelTitle(sound)).toBe('Hello');
    expect(levelTitle(info)).toBe('Welcome, Listen');
  });

  it('sorts by a column either way, levels alike staying in course order', () => {
    const a = makeLevel({ level: 1, type: 'sound' });
    const b = makeLevel({ level: 2, type: 'mcq' });
    const c = makeLevel({ level: 3, type: 'sound' });
    const numbers = (levels: { level: number }[]) => levels.map((level) => level.level);
    expect(numbers(sortLevels([c, a, b], { column: 'number', descending: false }))).toEqual([1, 2, 3]);
    expect(numbers(sortLevels([c, a, b], { column: 'number', descending: true }))).toEqual([3, 2, 1]);
    expect(numbers(sortLevels([c, a, b], { column: 'type', descending: false }))).toEqual([2, 1, 3]);
    expect(numbers(sortLevels([c, a, b], { column: 'type', descending: true }))).toEqual([1, 3, 2]);
  });

  it('keeps the sort in the URL as a column, with a minus when descending, and nothing by default', () => {
    expect(parseSort('-items')).toEqual({ column: 'items', descending: true });
    expect(parseSort('nonsense')).toEqual({ column: 'number', descending: false });
    expect(sortParam({ column: 'title', descending: false })).toBe('title');
    expect(sortParam({ column: 'number', descending: false })).toBe('');
  });
});
