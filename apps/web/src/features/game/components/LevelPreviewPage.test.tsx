import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Level } from '@tp/contract/levels';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { makeUser, mockApi } from '#web/test/api-mock';
import { makeLevel, makeMcq, makeSound } from '#web/test/game-fixtures';
import { fakeEngine } from '#web/test/keyboard-practice';
import { renderApp } from '#web/test/render-app';

const engine = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof fakeEngine> }));
vi.mock('#web/lib/audio-engine', () => ({ audioEngine: () => engine.current }));

const draftWords = makeLevel({
  level: 4,
  type: 'sound',
  published: false,
  sounds: [makeSound('sun', 'sʌn'), makeSound('bus', 'bʌs')],
});

/** An admin signed in, the API serving `level`'s preview; returns the fetch spy. */
function admin(level: Level, role: 'admin' | 'user' = 'admin') {
  engine.current = fakeEngine();
  localStorage.setItem(storageKeys.token, 'tok');
  return mockApi({
    'GET /api/v1/me': { body: { user: makeUser({ role }) } },
    [`GET /api/v1/admin/levels/${level._id}/preview`]: { body: { level } },
  });
}

describe('Preview as a learner', () => {
  it('plays a draft as the game does, a miss coming back, and sends nothing', {
    timeout: 15_000,
  }, async () => {
    const fetch = admin(draftWords);
    const user = userEvent.setup();
    renderApp(`/level-preview?level=${draftWords._id}`);
    const banner = await screen.findByRole(
      'complementary',
      { name: 'Preview — nothing is saved' },
      { timeout: 5000 },
    );
    expect(within(banner).getByRole('link', { name: 'Back to the editor' })).toHaveAttribute(
      'href',
      `/dashboard?level=${draftWords._id}`,
    );

    expect(await screen.findByText('Level 4 · Part 1 of 2')).toBeInTheDocument();
    await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
    await user.keyboard('s6n{Enter}');
    const right = await screen.findByRole('region', { name: 'Correct Answer!' });
    await user.click(within(right).getByRole('button', { name: 'Continue' }));

    await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
    await user.keyboard('b{Enter}');
    const wrong = await screen.findByRole('region', { name: 'Incorrect Answer.' });
    await user.click(within(wrong).getByRole('button', { name: 'Continue' }));
    // The missed word comes back at the end of the level.
    expect(await screen.findByText('Level 4 · Part 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Your answer' }));
    await user.keyboard('b6s{Enter}');
    await user.click(
      within(await screen.findByRole('region', { name: 'Correct Answer!' })).getByRole('button', {
        name: 'Continue',
      }),
    );

    expect(await screen.findByRole('heading', { name: 'You played the whole level.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play it again' }));
    expect(await screen.findByText('Level 4 · Part 1 of 2')).toBeInTheDocument();

    // Only reads: no answer, progress or publishing was sent, and no guest progress kept.
    const methods = fetch.mock.calls.map(([, init]) => init?.method ?? 'GET');
    expect(new Set(methods)).toEqual(new Set(['GET']));
    expect(localStorage.getItem(storageKeys.guestLevel)).toBeNull();
  });

  it('plays a quiz level with its choices', async () => {
    const quiz = makeLevel({
      level: 2,
      type: 'mcq',
      published: false,
      mcqs: [makeMcq('Vowel of “sun”?', ['æ', 'ʌ'], 1)],
    });
    admin(quiz);
    const user = userEvent.setup();
    renderApp(`/level-preview?level=${quiz._id}`);
    expect(await screen.findByText('Vowel of “sun”?', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ʌ' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('region', { name: 'Correct Answer!' })).toBeInTheDocument();
  });

  it('says what an empty draft lacks', async () => {
    const empty = makeLevel({ level: 3, type: 'listening', published: false });
    admin(empty);
    renderApp(`/level-preview?level=${empty._id}`);
    expect(
      await screen.findByRole('heading', { name: 'This level has nothing to play yet.' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('is not for learners: they go to /access-blocked and the level is never asked for', async () => {
    const fetch = admin(draftWords, 'user');
    const { router } = renderApp(`/level-preview?level=${draftWords._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Blocked' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-blocked');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/preview'))).toBe(false);
  });

  it('is opened from the level’s editor, which its way back opens again', async () => {
    engine.current = fakeEngine();
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi({
      'GET /api/v1/me': { body: { user: makeUser({ role: 'admin' }) } },
      'GET /api/v1/admin/levels': { body: { levels: [draftWords] } },
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/dashboard?level=${draftWords._id}`);
    const editor = await screen.findByRole('dialog', { name: 'Edit level 4' }, { timeout: 5000 });
    const open = within(editor).getByRole('link', { name: 'Preview as a learner' });
    expect(open).toHaveAttribute('href', `/level-preview?level=${draftWords._id}`);
    await user.click(within(editor).getByRole('button', { name: 'Close' }));
    expect(router.state.location.search).toBe('');
  });
});
