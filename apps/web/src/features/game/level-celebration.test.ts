import type { Badge } from '@tp/contract/progress';
import { describe, expect, it } from 'vitest';
import type { Outcome } from '#web/play/game-context';
import { makeBadge, makeLevel } from '#web/test/game-fixtures';
import { countAt, tallyAnswer } from './level-celebration';

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

  it('celebrates the right answer to the last item with the level’s points and badges', () => {
    const first = tallyAnswer(null, level, false, outcome(true, 10));
    expect(first.celebration).toBeNull();
    const wrong = tallyAnswer(first.tally, level, true, outcome(false));
    expect(wrong.celebration).toBeNull();
    const last = tallyAnswer(wrong.tally, level, true, outcome(true, 5, [badge]));
    expect(last.celebration).toEqual({ level: 2, points: 15, badges: [badge] });
    expect(last.tally).toBeNull();
  });

  it('starts afresh on another level', () => {
    const earlier = tallyAnswer(null, makeLevel({ level: 1, type: 'sound' }), false, outcome(true, 10));
    expect(tallyAnswer(earlier.tally, level, true, outcome(true, 10)).celebration).toEqual({
      level: 2,
      points: 10,
      badges: [],
    });
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
