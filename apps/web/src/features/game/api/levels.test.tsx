import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { apiError, mockApi } from '../../../test/api-mock';
import { levelsQueryKey, prefetchCourse } from './levels';

describe('the course for the first render', () => {
  it('is in the cache once fetched', async () => {
    mockApi({ 'GET /api/v1/levels': { body: { levels: [] } } });
    const queryClient = createQueryClient();
    await prefetchCourse(queryClient);
    expect(queryClient.getQueryData(levelsQueryKey)).toEqual({ levels: [] });
  });

  it('is tried once: a server error lets the first render go ahead at once', async () => {
    const fetch = mockApi({ 'GET /api/v1/levels': apiError(503, 'unavailable') });
    const queryClient = createQueryClient();
    await prefetchCourse(queryClient, 60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(levelsQueryKey)?.status).toBe('error');
  });

  it('is waited for no longer than its limit when the network does not answer', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<never>(() => {})),
      );
      const queryClient = createQueryClient();
      let done = false;
      const waiting = prefetchCourse(queryClient, 2000).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(1999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(done).toBe(true);
      expect(queryClient.getQueryState(levelsQueryKey)?.fetchStatus).toBe('fetching');
    } finally {
      vi.useRealTimers();
    }
  });
});
