// @vitest-environment node
import type { Badge } from '@tp/contract/progress';
import { describe, expect, it } from 'vitest';
import type { Outcome } from '#web/play/game-context';
import { makeBadge, makeLevel } from '#web/test/game-fixtures';
import { comboAfter, countAt, tallyAnswer } from './level-celebration';

const badge = makeBadge('First steps', 20);
const outcome = (correct: boolean, pointsAwarded = 0, newBadges: Badge[] = []): Outcome => ({
  correct,
  expected: '',
  answer: '',
  alignment: [],
  pointsAwarded,
  newBadges,
});

describe('a level’s tally', () => {
  const level = makeLevel({ level: 2, type: 'sound' });
  const first = { firstTry: true, checked: true, startedAt: 1_000, now: 5_000 };
  const back = { ...first, firstTry: false };
  const missedU: Outcome['alignment'] = [
    { op: 'match', expected: 's', typed: 's' },
    { op: 'substitute', expected: 'ʌ', typed: 'æ' },
    { op: 'missing', expected: 'n' },
    { op: 'extra', typed: 'z' },
  ];

  it('celebrates the right answer to the last place with the level’s points, badges and summary', () => {
    const hit = tallyAnswer(null, level, false, outcome(true, 10), first);
    expect(hit.celebration).toBeNull();
    const miss = tallyAnswer(hit.tally, level, false, { ...outcome(false), alignment: missedU }, first);
    expect(miss.celebration).toBeNull();
    const missAgain = tallyAnswer(
      miss.tally,
      level,
      true,
      { ...outcome(false), alignment: missedU.slice(0, 2) },
      { ...back, now: 70_000 },
    );
    expect(missAgain.celebration).toBeNull();
    const last = tallyAnswer(missAgain.tally, level, true, outcome(true, 5, [badge]), {
      ...back,
      now: 126_400,
    });
    // Two first tries, one right; ʌ missed twice, n once (an extra symbol is no sound of the word).
    expect(last.celebration).toEqual({
      level: 2,
      points: 15,
      badges: [badge],
      accuracy: 0.5,
      seconds: 125,
      missed: ['ʌ', 'n'],
    });
    expect(last.tally).toBeNull();
  });

  it('starts afresh on another level, and gives a level of texts no accuracy', () => {
    const earlier = tallyAnswer(null, makeLevel({ level: 1, type: 'sound' }), false, outcome(false), first);
    const info = makeLevel({ level: 2, type: 'info' });
    const read = { ...first, checked: false, startedAt: 3_000 };
    expect(tallyAnswer(earlier.tally, info, true, outcome(true, 5), read).celebration).toEqual({
      level: 2,
      points: 5,
      badges: [],
      accuracy: null,
      seconds: 2,
      missed: [],
    });
  });
});

describe('a combo', () => {
  it('counts right answers at the first try in a row; a miss ends it, a missed item come back keeps it', () => {
    expect(comboAfter(2, outcome(true), true)).toBe(3);
    expect(comboAfter(3, outcome(true), false)).toBe(3);
    expect(comboAfter(3, outcome(false), true)).toBe(0);
  });
});

describe('a count-up', () => {
  it('starts at 0, rises quickly, and ends on the target', () => {
    expect(countAt(20, 0, 1000)).toBe(0);
    expect(countAt(20, 500, 1000)).toBe(18);
    expect(countAt(20, 1000, 1000)).toBe(20);
    expect(countAt(20, 5000, 1000)).toBe(20);
  });
});
