import { describe, expect, it } from 'vitest';
import { mapAtMost } from './at-most';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapAtMost', () => {
  it('keeps the items’ order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapAtMost([5, 1, 4, 2, 3], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      for (let i = 0; i < n; i++) await tick();
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('starts nothing after a failure, and rejects once the work in flight has ended', async () => {
    const started: number[] = [];
    const ended: number[] = [];
    const outcome = mapAtMost([1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await tick();
      if (n === 1) throw new Error('one failed');
      await tick();
      ended.push(n);
      return n;
    });
    await expect(outcome).rejects.toThrow('one failed');
    expect(started).toEqual([1, 2]);
    expect(ended).toEqual([2]);
  });

  it('answers an empty list at once', async () => {
    expect(await mapAtMost([], 4, async () => 1)).toEqual([]);
  });
});
