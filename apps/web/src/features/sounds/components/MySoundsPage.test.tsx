import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SoundStat } from '@tp/contract/sounds';
import { compareAnswer, soundOutcomes } from '@tp/phonetics';
import { describe, expect, it, vi } from 'vitest';
import { browserToday, recordGuestOutcomes } from '#web/lib/guest-sound-stats';
import { storageKeys } from '#web/lib/storage';
import { apiError, type MockReply, makeUser, mockApi } from '#web/test/api-mock';
import { fakeEngine } from '#web/test/keyboard-practice';
import { renderApp } from '#web/test/render-app';

const engine = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof fakeEngine> }));
vi.mock('#web/lib/audio-engine', () => ({ audioEngine: () => engine.current }));

const trend = (attempts = 0, right = 0) =>
  Array.from({ length: 14 }, (_, i) => ({
    day: `2026-05-${String(i + 1).padStart(2, '0')}`,
    attempts: i === 13 ? attempts : 0,
    right: i === 13 ? right : 0,
  }));

const stat = (symbol: string, attempts: number, right: number, confusions: SoundStat['confusions'] = []) => ({
  symbol,
  attempts,
  right,
  missed: 0,
  accuracy: right / attempts,
  confusions,
  trend: trend(attempts, right),
});

function learner(sounds: unknown[] | MockReply) {
  engine.current = fakeEngine();
  localStorage.setItem(storageKeys.token, 'tok');
  return mockApi({
    'GET /api/v1/me': { body: { user: makeUser() } },
    'GET /api/v1/me/sounds': Array.isArray(sounds) ? { body: { sounds } } : sounds,
  });
}

describe('My sounds', () => {
  it('draws the keyboard as a heat map with numbers, lists the weakest sounds and the confusions', async () => {
    const fetch = learner([
      stat('ɪ', 10, 4, [{ heardAs: 'i', count: 3 }]),
      stat('ʃ', 5, 4, [{ heardAs: 's', count: 1 }]),
      stat('p', 6, 6),
    ]);
    const user = userEvent.setup();
    renderApp('/my-sounds');
    expect(await screen.findByRole('heading', { level: 1, name: 'My sounds' })).toBeInTheDocument();
    const short = await screen.findByText('ɪ: 40% right, 4 of 10');
    expect(short.closest('li')).toHaveAttribute('data-band', 'low');
    expect(within(short.closest('li') as HTMLElement).getByText('40')).toBeInTheDocument();
    expect(screen.getByText('ʃ: 80% right, 4 of 5').closest('li')).toHaveAttribute('data-band', 'mid');
    expect(screen.getByText('p: 100% right, 6 of 6').closest('li')).toHaveAttribute('data-band', 'high');
    expect(screen.getByText('ʒ: not met yet').closest('li')).toHaveAttribute('data-band', 'none');
    const [url] = fetch.mock.calls.find(([u]) => String(u).startsWith('/api/v1/me/sounds')) ?? [];
    expect(String(url)).toMatch(/\?timeZone=/);

    const weakest = screen.getByRole('heading', { name: 'Your weakest sounds' })
      .nextElementSibling as HTMLElement;
    const items = within(weakest).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('as in sit (sɪt)');
    expect(items[0]).toHaveTextContent('4 of 10 right (40%)');
    expect(items[0]).toHaveTextContent('Last 14 days: 4 of 10 right');
    // The trend's bars: the last day at 40%, the days without practice empty.
    expect(items[0]?.querySelector('[data-day="2026-05-14"]')).toHaveStyle({ height: '40%' });
    expect(items[0]?.querySelector('[data-day="2026-05-01"]')).not.toHaveAttribute('style');
    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Play the sound ɪ' }));
    expect(engine.current.play.mock.calls.at(-1)?.[0]).toBe('/sounds/keys/026a.mp3');

    expect(screen.getByText('You often hear ɪ as i (3×)')).toBeInTheDocument();
    expect(screen.getByText('You often hear ʃ as s (1×)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practise my weak sounds' })).toHaveAttribute(
      'href',
      '/my-sounds/review',
    );
  });

  it('invites a learner with no answers yet to play', async () => {
    learner([]);
    renderApp('/my-sounds');
    expect(await screen.findByRole('heading', { name: 'No sounds yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Practise my weak sounds' })).not.toBeInTheDocument();
  });

  it('offers to try again when the statistics cannot be loaded', async () => {
    learner(apiError(400, 'validation_failed'));
    renderApp('/my-sounds');
    expect(await screen.findByText('Your sounds could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a guest what this browser kept, and asks them to sign up to practise', async () => {
    engine.current = fakeEngine();
    mockApi({});
    recordGuestOutcomes(soundOutcomes(compareAnswer('ʃɪp', 'ʃip').alignment), browserToday());
    renderApp('/my-sounds');
    expect(await screen.findByText('ɪ: 0% right, 0 of 1')).toBeInTheDocument();
    expect(screen.getByText('You often hear ɪ as i (1×)')).toBeInTheDocument();
    expect(screen.getByText(/You are playing as a guest/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up to practise your weak sounds' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});
