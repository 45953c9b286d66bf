// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeLevel } from '#web/test/game-fixtures';
import { courseMap } from './course-map';

const course = [
  makeLevel({ level: 1, type: 'info' }),
  makeLevel({ level: 2, type: 'sound' }),
  makeLevel({ level: 3, type: 'mcq', premiumOnly: true }),
  makeLevel({ level: 4, type: 'speaking' }),
];
const states = (nodes: ReturnType<typeof courseMap>) =>
  nodes.map((node) => `${node.number} ${node.type} ${node.state}${node.premium ? ' premium' : ''}`);

describe('the course map', () => {
  it('marks the levels before the learner done, theirs current and the rest locked', () => {
    expect(states(courseMap(course, 1, null))).toEqual([
      '1 info done',
      '2 sound current',
      '3 mcq locked premium',
      '4 speaking locked',
    ]);
  });

  it('marks premium-only levels for free learners, not for premium ones', () => {
    expect(courseMap(course, 0, 'free').map((node) => node.premium)).toEqual([false, false, true, false]);
    expect(courseMap(course, 0, 'premium').map((node) => node.premium)).toEqual([false, false, false, false]);
  });

  it('has every level done and none current past the last one', () => {
    expect(courseMap(course, 4, 'premium').map((node) => node.state)).toEqual([
      'done',
      'done',
      'done',
      'done',
    ]);
  });
});
