import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '#web/lib/preferences';
import { storageKeys } from '#web/lib/storage';
import { makeUser, mockApi } from '#web/test/api-mock';
import { makeLevel, makeSound } from '#web/test/game-fixtures';
import { renderApp } from '#web/test/render-app';

const course = () => [
  makeLevel({ level: 1, type: 'info', texts: ['Welcome to TP!'] }),
  makeLevel({ level: 2, type: 'listening', sounds: [makeSound('sun', 'sʌn')] }),
  makeLevel({ level: 3, type: 'mcq', premiumOnly: true }),
  makeLevel({ level: 4, type: 'video' }),
];

async function openMap() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Course map' }));
  const map = await screen.findByRole('dialog', { name: 'Course map' });
  return { user, map, stops: within(map).getAllByRole('listitem') };
}

describe('the course map', () => {
  it('shows a guest the levels done, theirs and those ahead, with the premium ones marked', async () => {
    localStorage.setItem(storageKeys.hasSeenModal, 'true');
    localStorage.setItem(storageKeys.guestLevel, '1');
    mockApi({ 'GET /api/v1/levels': { body: { levels: course() } } });
    renderApp('/');
    // The item's view is loaded (and has focused its answer) before the map is opened.
    await screen.findByRole('textbox', { name: 'Your answer' });
    const { user, map, stops } = await openMap();

    expect(stops.map((stop) => stop.querySelector('.sr-only')?.textContent)).toEqual([
      'Level 1, reading, done',
      'Level 2, listening, you are here',
      'Level 3, quiz, locked, premium',
      'Level 4, video, locked',
    ]);
    expect(stops[1]).toHaveAttribute('aria-current', 'step');
    expect(stops.filter((stop) => stop.hasAttribute('aria-current'))).toHaveLength(1);
    expect(within(map).getByText('You are here')).toBeInTheDocument();
    expect(within(map).getByRole('region', { name: 'Levels' })).toHaveAttribute('tabindex', '0');
    // For seeing, not jumping: nothing on the path is a control.
    expect(within(map).getAllByRole('button')).toEqual([within(map).getByRole('button', { name: 'Close' })]);

    await user.click(within(map).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Course map' })).toHaveFocus();
  });

  it('marks no level premium for a premium learner', async () => {
    localStorage.setItem(storageKeys.hasSeenModal, 'true');
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi({
      'GET /api/v1/me': { body: { user: makeUser({ accountType: 'premium', level: 4, displayedLevel: 4 }) } },
      'GET /api/v1/levels': { body: { levels: course() } },
    });
    renderApp('/');
    const { stops } = await openMap();

    expect(stops.map((stop) => stop.querySelector('.sr-only')?.textContent)).toEqual([
      'Level 1, reading, done',
      'Level 2, listening, done',
      'Level 3, quiz, done',
      'Level 4, video, you are here',
    ]);
    expect(screen.queryByText(/premium/i)).not.toBeInTheDocument();
  });

  it('reads in Urdu', async () => {
    localStorage.setItem(storageKeys.hasSeenModal, 'true');
    setLanguage('ur');
    mockApi({ 'GET /api/v1/levels': { body: { levels: course() } } });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'کورس کا نقشہ' }));
    const map = await screen.findByRole('dialog', { name: 'کورس کا نقشہ' });
    expect(within(map).getByText('لیول 1، پڑھنا، آپ یہاں ہیں')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
