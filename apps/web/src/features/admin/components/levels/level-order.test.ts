// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeLevel } from '#web/test/game-fixtures';
import { arrangeLevels, moveLevel, reorderPayload } from './level-order';

const [one, two, three] = [
  makeLevel({ level: 1, type: 'sound' }),
  makeLevel({ level: 2, type: 'mcq' }),
  makeLevel({ level: 3, type: 'info' }),
];
const ids = (levels: { _id: string }[]) => levels.map((level) => level._id);

describe('level order', () => {
  it('follows the level numbers until the admin moves something', () => {
    expect(ids(arrangeLevels([three, one, two], null))).toEqual(ids([one, two, three]));
  });

  it('keeps the admin’s order, dropping deleted levels and putting new ones last', () => {
    const four = makeLevel({ level: 4, type: 'video' });
    const order = [three._id, one._id, two._id];
    expect(ids(arrangeLevels([one, three, four], order))).toEqual(ids([three, one, four]));
  });

  it('moves one level and renumbers every level from 1', () => {
    const moved = moveLevel(ids([one, two, three]), 2, 0);
    expect(moved).toEqual(ids([three, one, two]));
    expect(reorderPayload(arrangeLevels([one, two, three], moved))).toEqual([
      { _id: three._id, level: 1 },
      { _id: one._id, level: 2 },
      { _id: two._id, level: 3 },
    ]);
  });
});
