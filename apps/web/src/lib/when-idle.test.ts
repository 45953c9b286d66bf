import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks the browser for an idle moment, with the latest time, and can be cancelled', () => {
    const requestIdleCallback = vi.fn((_work: () => void, _options?: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const work = vi.fn();
    const cancel = whenIdle(work);
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: 2000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('waits the fallback time where the browser has no idle callbacks', () => {
    // As in Safari, happy-dom has none.
    expect('requestIdleCallback' in window).toBe(false);
    vi.useFakeTimers();
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(299);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(300);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
