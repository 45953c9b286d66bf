import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '#web/lib/preferences';
import { clearSession, setToken } from '#web/lib/storage';
import { apiError, makeUser, mockApi } from '#web/test/api-mock';
import { makeLevel } from '#web/test/game-fixtures';
import { createQueryClient, Providers } from '#web/test/render-with-providers';
import { levelsQueryOptions, prefetchCourse, useCourseFollowsAccount, useLevels } from './levels';

const englishKey = levelsQueryOptions('en').queryKey;

describe('the course for the first render', () => {
  it('is in the cache once fetched', async () => {
    mockApi({ 'GET /api/v1/levels': { body: { levels: [] } } });
    const queryClient = createQueryClient();
    await prefetchCourse(queryClient);
    expect(queryClient.getQueryData(englishKey)).toEqual({ levels: [] });
  });

  it('is fetched in the interface language', async () => {
    setLanguage('ja');
    const fetch = mockApi({ 'GET /api/v1/levels': { body: { levels: [] } } });
    const queryClient = createQueryClient();
    await prefetchCourse(queryClient);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/v1/levels?lang=ja']);
    expect(queryClient.getQueryData(levelsQueryOptions('ja').queryKey)).toEqual({ levels: [] });
  });

  it('is tried once: a server error lets the first render go ahead at once', async () => {
    const fetch = mockApi({ 'GET /api/v1/levels': apiError(503, 'unavailable') });
    const queryClient = createQueryClient();
    await prefetchCourse(queryClient, 60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(englishKey)?.status).toBe('error');
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
      expect(queryClient.getQueryState(englishKey)?.fetchStatus).toBe('fetching');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the course the game plays', () => {
  it('follows the interface language, keeping the last one on screen until the new one arrives', async () => {
    const texts: Record<string, string> = { en: 'Welcome!', fr: 'Bienvenue !', de: 'Willkommen!' };
    let release = () => {};
    const fetch = mockApi({
      'GET /api/v1/levels': async ({ url }) => {
        const lang = url.searchParams.get('lang') ?? 'en';
        if (lang === 'de') await new Promise<void>((resolve) => (release = resolve));
        return {
          body: {
            levels: [
              makeLevel({ _id: crypto.randomUUID(), level: 1, type: 'info', texts: [texts[lang] ?? ''] }),
            ],
          },
        };
      },
    });
    setLanguage('fr');
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers queryClient={queryClient}>{children}</Providers>
    );
    const { result } = renderHook(() => useLevels(), { wrapper });
    await waitFor(() => expect(result.current.data?.[0]?.texts).toEqual(['Bienvenue !']));

    act(() => setLanguage('de'));
    // While German is on its way, the French course stays.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(result.current.data?.[0]?.texts).toEqual(['Bienvenue !']);
    release();
    await waitFor(() => expect(result.current.data?.[0]?.texts).toEqual(['Willkommen!']));
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/v1/levels?lang=fr',
      '/api/v1/levels?lang=de',
    ]);

    act(() => setLanguage('en'));
    await waitFor(() => expect(result.current.data?.[0]?.texts).toEqual(['Welcome!']));
    expect(String(fetch.mock.calls.at(-1)?.[0])).toBe('/api/v1/levels');
  });
});

describe('the course as the account changes', () => {
  it('is fetched again when the premium-only levels start or stop coming whole, and only then', async () => {
    const whole = makeLevel({ level: 1, type: 'info', premiumOnly: true, texts: ['Secret'] });
    const open = { ...whole, texts: [] };
    // The server's answer, by the token the request carries.
    const fetch = mockApi({
      'GET /api/v1/levels': ({ init }) => {
        const premium = new Headers(init?.headers).get('authorization') === 'Bearer premium';
        return { body: { levels: [premium ? whole : open] } };
      },
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers queryClient={queryClient}>{children}</Providers>
    );
    type Account = { user: ReturnType<typeof makeUser> | null; loading: boolean };
    const { result, rerender } = renderHook(
      ({ user, loading }: Account) => {
        useCourseFollowsAccount(user, loading);
        return useLevels();
      },
      { wrapper, initialProps: { user: null, loading: false } as Account },
    );
    await waitFor(() => expect(result.current.data?.[0]?.texts).toEqual([]));

    // A free learner signs in: the course they get is the guest's.
    setToken('free');
    rerender({ user: null, loading: true });
    rerender({ user: makeUser({ accountType: 'free' }), loading: false });
    // Their payment is confirmed: the premium-only level comes whole.
    setToken('premium');
    rerender({ user: makeUser({ accountType: 'premium' }), loading: false });
    await waitFor(() => expect(result.current.data?.[0]?.texts).toEqual(['Secret']));
    expect(fetch).toHaveBeenCalledTimes(2);

    // Signed out, the guest's course again.
    clearSession();
    rerender({ user: null, loading: false });
    await waitFor(() => expect(result.current.data?.[0]?.texts).toEqual([]));
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
