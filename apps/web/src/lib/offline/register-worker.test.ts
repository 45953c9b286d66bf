import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test/api-mock';
import { registerWorker } from './register-worker';
import { dismissWorkerNews, useWorkerNews } from './service-worker';

/** A browser whose service worker already runs the page, on a later visit. */
function controlledPage() {
  const registration = { waiting: null, addEventListener: vi.fn(), update: vi.fn(async () => undefined) };
  vi.stubGlobal('navigator', {
    ...navigator,
    onLine: true,
    serviceWorker: { controller: {}, register: async () => registration, addEventListener: vi.fn() },
  });
  vi.stubGlobal('caches', { open: async () => ({ match: async () => undefined }) });
}

describe('the offline notice', () => {
  it('is told once per browser, once the course is kept', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      mockApi({ 'GET /api/v1/levels': { body: { levels: [] } } });
      controlledPage();
      const news = renderHook(() => useWorkerNews());
      await act(registerWorker);
      await waitFor(() => expect(news.result.current.kind).toBe('offline-ready'));
      act(dismissWorkerNews);

      // Another visit, in the same browser.
      await act(registerWorker);
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(news.result.current.kind).toBe('none');
      expect(localStorage.getItem('offlineNoticeShown')).toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a visit that keeps the course when the network fails', async () => {
    mockApi({ 'GET /api/v1/levels': () => Promise.reject(new TypeError('Failed to fetch')) });
    controlledPage();
    const news = renderHook(() => useWorkerNews());
    await act(registerWorker);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(news.result.current.kind).toBe('none');
    expect(localStorage.getItem('offlineNoticeShown')).toBeNull();
  });
});
