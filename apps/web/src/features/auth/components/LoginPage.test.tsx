import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reloadTo } from '#web/lib/navigation';
import { storageKeys } from '#web/lib/storage';
import { apiError, makeUser, mockApi } from '#web/test/api-mock';
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
