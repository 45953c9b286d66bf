import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reloadTo } from '#web/lib/navigation';
import { storageKeys } from '#web/lib/storage';
import { apiError, makeProgress, makeUser, mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

vi.mock('#web/lib/navigation', () => ({ reloadTo: vi.fn() }));

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Log In' });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  const submit = screen.getByRole('button', { name: 'Log In' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
}

describe('login form', () => {
  it('shows "Invalid email or password" on a 401', async () => {
    mockApi({ 'POST /api/v1/signin': apiError(401, 'invalid_credentials', 'Wrong password') });
    await logIn('ada@example.com', 'wrong password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('says so when the attempts are throttled', async () => {
    mockApi({ 'POST /api/v1/signin': apiError(429, 'rate_limited', 'Too many attempts.') });
    await logIn('ada@example.com', 'any password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });

  it('stores the session and reloads at / on success', async () => {
    mockApi({
      'POST /api/v1/signin': { body: { token: 'tok', user: makeUser() } },
      'GET /api/v1/me': { body: { user: makeUser() } },
    });
    await logIn('ada@example.com', 'correct horse');
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem(storageKeys.token)).toBe('tok');
  });

  const progress = makeProgress({ level: 5, displayedLevel: 5 });

  it('carries the guest level, points, days and sound statistics into an account with no progress yet, then forgets them', async () => {
    localStorage.setItem(storageKeys.guestLevel, '4');
    localStorage.setItem(storageKeys.guestSublevel, '1');
    const stats = { days: { '2026-05-10': { ɪ: [2, 0, 1] } }, confusions: { ɪ: { i: 1 } } };
    localStorage.setItem(storageKeys.guestSoundStats, JSON.stringify(stats));
    const day = { streak: 2, lastActiveOn: '2026-05-10', dayPoints: 30, goalDays: 1, streakFreezes: 0 };
    localStorage.setItem(storageKeys.guestPoints, '95');
    localStorage.setItem(storageKeys.guestDay, JSON.stringify(day));
    localStorage.setItem(storageKeys.guestCompleted, JSON.stringify(['level-1:0']));
    const fresh = makeUser({ level: 1, sublevel: 0, points: 0 });
    const fetch = mockApi({
      'POST /api/v1/signin': { body: { token: 'new-token', user: fresh } },
      'POST /api/v1/me/guest-progress': { body: { progress } },
      'POST /api/v1/me/sounds/guest': { body: { merged: true } },
      'GET /api/v1/me': { body: { user: fresh } },
    });
    await logIn('ada@example.com', 'correct horse');
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    const sent = (path: string) => fetch.mock.calls.find(([url]) => url === path)?.[1];
    expect(JSON.parse(String(sent('/api/v1/me/guest-progress')?.body))).toEqual({
      level: 5,
      points: 95,
      ...day,
      timeZone: expect.any(String),
    });
    expect(sent('/api/v1/me/guest-progress')?.headers).toMatchObject({ Authorization: 'Bearer new-token' });
    expect(JSON.parse(String(sent('/api/v1/me/sounds/guest')?.body))).toEqual(stats);
    for (const key of [
      storageKeys.guestLevel,
      storageKeys.guestSublevel,
      storageKeys.guestSoundStats,
      storageKeys.guestPoints,
      storageKeys.guestDay,
      storageKeys.guestCompleted,
    ])
      expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps the progress of an account that has some, and the guest’s for later', async () => {
    localStorage.setItem(storageKeys.guestLevel, '4');
    const fetch = mockApi({
      'POST /api/v1/signin': { body: { token: 'tok', user: makeUser({ level: 2, points: 30 }) } },
      'GET /api/v1/me': { body: { user: makeUser() } },
    });
    await logIn('ada@example.com', 'correct horse');
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(fetch.mock.calls.some(([url]) => url === '/api/v1/me/guest-progress')).toBe(false);
    expect(localStorage.getItem(storageKeys.guestLevel)).toBe('4');
  });

  it('sends an address typed with spaces around it without them', async () => {
    const api = mockApi({
      'POST /api/v1/signin': { body: { token: 'tok', user: makeUser() } },
      'GET /api/v1/me': { body: { user: makeUser() } },
    });
    await logIn(' ada@example.com ', 'correct horse');
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    const [, init] = api.mock.calls.find(([url]) => String(url).endsWith('/signin')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', password: 'correct horse' });
  });

  it('validates with the login wording', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('* Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
