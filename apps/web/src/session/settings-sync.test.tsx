import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserSettings } from '@tp/contract/accounts';
import { describe, expect, it, vi } from 'vitest';
import { getKeyboardSettings, setKeyboardSettings } from '#web/lib/keyboard-settings';
import { getAudioAutoPlay, getVideoAutoPlay } from '#web/lib/media-settings';
import { reloadTo } from '#web/lib/navigation';
import { getPreferences, setLanguage } from '#web/lib/preferences';
import { storageKeys } from '#web/lib/storage';
import { makeUser, mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';
import { setTheme } from '#web/theme/theme';

vi.mock('#web/lib/navigation', () => ({ reloadTo: vi.fn() }));

const settingsPuts = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .filter(([url, init]) => url === '/api/v1/me/settings' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as UserSettings);

const saved = ({ init }: { init: RequestInit | undefined }) => ({
  body: { settings: JSON.parse(String(init?.body)) as UserSettings },
});

describe('settings that follow the learner', () => {
  it('are taken on when signing in on a fresh device', async () => {
    const settings: Required<UserSettings> = {
      lang: 'de',
      theme: 'sunset',
      hoverSoundEnabled: false,
      hoverSoundDelay: 3000,
      loopCount: 5,
      videoAutoPlay: true,
      audioAutoPlay: true,
      dailyGoal: 100,
    };
    const fetch = mockApi({
      'POST /api/v1/signin': { body: { token: 'tok', user: makeUser({ settings }) } },
      'GET /api/v1/me': { body: { user: makeUser({ settings }) } },
      'PUT /api/v1/me/settings': saved,
    });
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    const submit = screen.getByRole('button', { name: 'Log In' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));

    expect(localStorage.getItem(storageKeys.lang)).toBe('de');
    expect(localStorage.getItem(storageKeys.themeIndex)).toBe('4');
    expect(getKeyboardSettings()).toEqual({ hoverSoundEnabled: false, hoverSoundDelay: 3000, loopCount: 5 });
    expect(getVideoAutoPlay()).toBe(true);
    expect(getAudioAutoPlay()).toBe(true);
    // The account already holds all of them: nothing goes back.
    expect(settingsPuts(fetch)).toEqual([]);
    act(() => {
      setLanguage('en');
      setTheme('classic');
    });
  });

  it("replace this device's when the user loads; what the account lacks goes up to it", async () => {
    // Chosen on this device before signing in.
    setTheme('sakura');
    setKeyboardSettings({ loopCount: 4 });
    localStorage.setItem(storageKeys.token, 'tok');
    const fetch = mockApi({
      'GET /api/v1/me': { body: { user: makeUser({ settings: { theme: 'neon', audioAutoPlay: true } }) } },
      'PUT /api/v1/me/settings': saved,
    });
    renderApp('/profile');
    await waitFor(() => expect(getPreferences().themeIndex).toBe(1));
    expect(getAudioAutoPlay()).toBe(true);
    expect(getKeyboardSettings().loopCount).toBe(4);
    await waitFor(() =>
      expect(settingsPuts(fetch)).toEqual([{ hoverSoundEnabled: true, hoverSoundDelay: 500, loopCount: 4 }]),
    );
    act(() => setTheme('classic'));
  });

  it('go up from the header too, and an older answer from the account does not undo them', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    let release: () => void = () => {};
    const fetch = mockApi({
      'GET /api/v1/me': { body: { user: makeUser({ settings: { theme: 'classic' } }) } },
      'PUT /api/v1/me/settings': (request) =>
        new Promise((resolve) => {
          release = () => resolve(saved(request));
        }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderApp('/profile');
    const header = await screen.findByRole('banner');
    await within(header).findByText('Level : 3');

    await user.click(within(header).getByRole('button', { name: 'Change theme' }));
    await waitFor(() => expect(settingsPuts(fetch)).toEqual([{ theme: 'neon' }]));
    // The user is fetched again while the save is on its way, still with the old theme.
    await act(() => queryClient.refetchQueries({ queryKey: ['me'] }));
    expect(getPreferences().themeIndex).toBe(1);
    release();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '').settings).toEqual({ theme: 'neon' }),
    );
    act(() => setTheme('classic'));
  });

  it('stay on the device for a visitor', async () => {
    const fetch = mockApi({});
    const user = userEvent.setup();
    renderApp('/profile');
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Change theme' }));
    expect(getPreferences().themeIndex).toBe(1);
    expect(settingsPuts(fetch)).toEqual([]);
    act(() => setTheme('classic'));
  });
});
