import { describe, expect, it } from 'vitest';
import { requestIds } from './access-log';

describe('request ids', () => {
  const split = (id: string) => {
    const dash = id.lastIndexOf('-');
    return { process: id.slice(0, dash), count: id.slice(dash + 1) };
  };

  it('are unique within a process and across processes, and in order within one', () => {
    const [one, other] = [requestIds(), requestIds()];
    const ids = Array.from({ length: 100 }, one).map(split);
    expect(new Set(ids.map((id) => id.count)).size).toBe(100);
    expect(new Set(ids.map((id) => id.process)).size).toBe(1);
    expect(ids.slice(0, 3).map((id) => id.count)).toEqual(['1', '2', '3']);
    expect(split(other()).process).not.toBe(ids[0]?.process);
  });
});
