import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserSettings } from '@tp/contract/accounts';
import { describe, expect, it } from 'vitest';
import { getKeyboardSettings } from '#web/lib/keyboard-settings';
import { setLanguage } from '#web/lib/preferences';
import { storageKeys } from '#web/lib/storage';
import { apiError, makeUser, mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

const settingsPuts = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .filter(([url, init]) => url === '/api/v1/me/settings' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as UserSettings);

async function openSettings() {
  const view = renderApp('/settings');
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1, name: 'Settings' });
  return { ...view, main };
}

/** Every setting the account can hold, as a learner's account would have them all. */
const accountSettings: Required<UserSettings> = {
  lang: 'en',
  theme: 'classic',
  hoverSoundEnabled: true,
  hoverSoundDelay: 500,
  loopCount: 1,
  videoAutoPlay: false,
  audioAutoPlay: false,
  dailyGoal: 100,
};

/** A learner whose account keeps what is sent; `holdFirstSave` keeps the first save on its way until released. */
function signedIn({ holdFirstSave = false } = {}) {
  localStorage.setItem(storageKeys.token, 'tok');
  let stored: UserSettings = accountSettings;
  let held = holdFirstSave;
  let release: () => void = () => {};
  const fetch = mockApi({
    'GET /api/v1/me': () => ({ body: { user: makeUser({ settings: stored }) } }),
    'PUT /api/v1/me/settings': async ({ init }) => {
      if (held) {
        held = false;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      stored = { ...stored, ...(JSON.parse(String(init?.body)) as UserSettings) };
      return { body: { settings: stored } };
    },
  });
  return { fetch, release: () => release() };
}

describe('settings', () => {
  it('applies every setting at once on this device, under the spec keys, and says it is saved', async () => {
    const fetch = mockApi({});
    const user = userEvent.setup();
    const { main } = await openSettings();
    await waitFor(() => expect(document.title).toBe('Settings · TP'));
    expect(
      within(main).getByRole('link', { name: 'Log in to take them to your other devices.' }),
    ).toHaveAttribute('href', '/login');

    const theme = within(main).getByRole('combobox', { name: 'Theme' });
    expect(theme).toHaveValue('classic');
    await user.selectOptions(theme, 'Sakura');
    expect(localStorage.getItem(storageKeys.themeIndex)).toBe('3');
    expect(theme).toHaveValue('sakura');
    expect(await within(main).findByText('Saved')).toBeInTheDocument();

    const hoverSound = within(main).getByRole('switch', { name: 'Hover sound' });
    expect(hoverSound).toBeChecked();
    await user.click(hoverSound);
    expect(hoverSound).not.toBeChecked();

    const delay = within(main).getByRole('combobox', { name: 'Hover sound delay' });
    expect(
      within(delay)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0.5 s', '1 s', '2 s', '3 s']);
    expect(delay).toHaveValue('500');
    await user.selectOptions(delay, '2 s');

    const loops = within(main).getByRole('combobox', { name: 'Loop count' });
    expect(
      within(loops)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    await user.selectOptions(loops, '4');
    expect(getKeyboardSettings()).toEqual({ hoverSoundEnabled: false, hoverSoundDelay: 2000, loopCount: 4 });
    expect(JSON.parse(localStorage.getItem(storageKeys.keyboardSettings) ?? '')).toEqual({
      hoverSoundEnabled: false,
      hoverSoundDelay: 2000,
      loopCount: 4,
    });

    const goal = within(main).getByRole('combobox', { name: 'Points a day' });
    expect(
      within(goal)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Casual: 20 points', 'Regular: 50 points', 'Serious: 100 points', 'Intense: 200 points']);
    expect(goal).toHaveValue('50');
    await user.selectOptions(goal, 'Serious: 100 points');
    expect(localStorage.getItem(storageKeys.dailyGoal)).toBe('100');

    const video = within(main).getByRole('switch', { name: 'Video autoplay' });
    const audio = within(main).getByRole('switch', { name: 'Audio autoplay' });
    expect(video).not.toBeChecked();
    expect(audio).not.toBeChecked();
    await user.click(video);
    await user.click(audio);
    expect(localStorage.getItem(storageKeys.videoAutoPlay)).toBe('true');
    expect(localStorage.getItem(storageKeys.audioAutoPlay)).toBe('true');
    // One "Saved", beside the setting changed last.
    expect(within(main).getAllByText('Saved')).toHaveLength(1);

    await user.selectOptions(within(main).getByRole('combobox', { name: 'Interface language' }), 'Français');
    expect(localStorage.getItem(storageKeys.lang)).toBe('fr');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    expect(within(main).getByRole('combobox', { name: "Langue de l'interface" })).toHaveValue('fr');
    expect(within(main).getByText('Enregistré')).toBeInTheDocument();

    // A visitor's settings stay on the device.
    expect(settingsPuts(fetch)).toEqual([]);
    setLanguage('en');
    await within(main).findByRole('heading', { level: 1, name: 'Settings' });
  });

  it('shows a value that came from elsewhere among the choices', async () => {
    localStorage.setItem(
      storageKeys.keyboardSettings,
      JSON.stringify({ hoverSoundEnabled: true, hoverSoundDelay: 750, loopCount: 0 }),
    );
    mockApi({});
    const { main } = await openSettings();
    expect(within(main).getByRole('combobox', { name: 'Hover sound delay' })).toHaveValue('750');
    expect(within(main).getByRole('option', { name: '0.75 s' })).toBeInTheDocument();
    expect(within(main).getByRole('combobox', { name: 'Loop count' })).toHaveValue('0');
  });

  it("sends a signed-in learner's changes to the account, gathering those made while one is on its way", async () => {
    const { fetch, release } = signedIn({ holdFirstSave: true });
    const user = userEvent.setup();
    const { main } = await openSettings();
    await waitFor(() => expect(localStorage.getItem(storageKeys.user)).not.toBeNull());
    expect(within(main).queryByRole('link', { name: /Log in/ })).not.toBeInTheDocument();

    await user.selectOptions(within(main).getByRole('combobox', { name: 'Theme' }), 'Neon');
    await waitFor(() => expect(settingsPuts(fetch)).toEqual([{ theme: 'neon' }]));
    await user.selectOptions(within(main).getByRole('combobox', { name: 'Loop count' }), '3');
    await user.click(within(main).getByRole('switch', { name: 'Video autoplay' }));
    await user.click(within(main).getByRole('switch', { name: 'Audio autoplay' }));
    await user.click(within(main).getByRole('switch', { name: 'Audio autoplay' }));
    expect(settingsPuts(fetch)).toHaveLength(1);

    release();
    await waitFor(() =>
      expect(settingsPuts(fetch)).toEqual([{ theme: 'neon' }, { loopCount: 3, videoAutoPlay: true }]),
    );
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '').settings).toEqual({
      ...accountSettings,
      theme: 'neon',
      loopCount: 3,
      videoAutoPlay: true,
    });
  });

  it('keeps a change on the device and says so when the account refuses it', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi({
      'GET /api/v1/me': { body: { user: makeUser({ settings: accountSettings }) } },
      'PUT /api/v1/me/settings': apiError(400, 'validation_failed', 'Invalid settings'),
    });
    const user = userEvent.setup();
    const { main } = await openSettings();
    await waitFor(() => expect(localStorage.getItem(storageKeys.user)).not.toBeNull());
    await user.click(within(main).getByRole('switch', { name: 'Video autoplay' }));
    expect(
      await screen.findByText(
        'Your settings could not be saved to your account; they are kept on this device.',
      ),
    ).toBeInTheDocument();
    expect(within(main).getByRole('switch', { name: 'Video autoplay' })).toBeChecked();
    expect(localStorage.getItem(storageKeys.videoAutoPlay)).toBe('true');
  });
});
