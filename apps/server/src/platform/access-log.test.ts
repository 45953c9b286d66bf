import { describe, expect, it } from 'vitest';
import { requestIds } from './access-log';

describe('request ids', () => {
  it('are unique within a process and across processes, and in order within one', () => {
    const [one, other] = [requestIds(), requestIds()];
    const ids = Array.from({ length: 100 }, one);
    expect(new Set(ids).size).toBe(100);
    expect(ids.slice(0, 3).map((id) => id.split('-').at(-1))).toEqual(['1', '2', '3']);
    expect(other()).not.toBe(ids[0]);
    expect(ids[0]?.slice(0, -2)).not.toBe(other().slice(0, -2));
  });
});
