import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { apiError, makeUser, mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

afterEach(() => {
  vi.useRealTimers();
});

describe('/verify-email', () => {
  it('says the token is missing', async () => {
    mockApi({});
    renderApp('/verify-email');
    expect(await screen.findByText('Verification token is missing.')).toBeInTheDocument();
  });

  it.each([
    ['a visitor', null, '/'],
    ['an admin', makeUser({ role: 'admin' }), '/dashboard'],
  ])('confirms, then sends %s on after 3 s', async (_who, user, target) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    if (user) localStorage.setItem(storageKeys.token, 'tok');
    const fetch = mockApi({
      'GET /api/v1/verify-email': { body: { success: true } },
      'GET /api/v1/me': { body: { user } },
    });
    const { router } = renderApp('/verify-email?token=abc');
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/v1/verify-email?token=abc', expect.anything());
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(router.state.location.pathname).toBe('/verify-email');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it.each([
    [apiError(400, 'invalid_token'), 'Invalid or expired token.'],
    [apiError(500, 'internal'), 'An error occurred while verifying your email.'],
  ])('reports a failure (%#)', async (reply, message) => {
    mockApi({ 'GET /api/v1/verify-email': reply });
    renderApp('/verify-email?token=abc');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  async function submit(password: string, confirm: string, fakeTimers = false) {
    const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
    const view = renderApp('/reset-password?token=reset-1');
    await user.type(await screen.findByLabelText('New Password'), password);
    await user.type(screen.getByLabelText('Confirm Password'), confirm);
    return { user, ...view };
  }

  it('validates length and match', async () => {
    mockApi({});
    const { user } = await submit('short', 'other');
    await user.tab();
    expect(await screen.findByText('* Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  it('resets, then goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockApi({ 'POST /api/v1/reset-password': { body: { message: 'ok' } } });
    const { user, router } = await submit('plum tree at dusk', 'plum tree at dusk', true);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Your password has been reset. Taking you to Log In…'),
    ).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/v1/reset-password') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'reset-1', newPassword: 'plum tree at dusk' });
    await act(() => vi.advanceTimersByTimeAsync(3100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('explains an expired link', async () => {
    mockApi({ 'POST /api/v1/reset-password': apiError(400, 'invalid_token') });
    const { user } = await submit('plum tree at dusk', 'plum tree at dusk');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
  });
  it('tells a password the server refuses as too common under its field, and keeps the link', async () => {
    mockApi({
      'POST /api/v1/reset-password': apiError(400, 'validation_failed', 'Too common.', {
        newPassword: 'Too common.',
      }),
    });
    const { user } = await submit('plum tree at dusk', 'plum tree at dusk');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
        'This password is too common. Choose one that is harder to guess.',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a new link' })).not.toBeInTheDocument();
  });

  it('tells a password the server finds too easy to guess for the account under its field, and keeps the link', async () => {
    mockApi({
      'POST /api/v1/reset-password': apiError(400, 'weak_password', 'Too easy.', {
        newPassword: 'Too easy.',
      }),
    });
    const { user } = await submit('plum tree at dusk', 'plum tree at dusk');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
        'This password is too easy to guess. Make it longer, and leave out your name, your e-mail address and common words.',
      ),
    );
    expect(screen.queryByRole('link', { name: 'Request a new link' })).not.toBeInTheDocument();
  });

  it('says under the new password, as it is typed, why it is too easy to guess, and waits for a better one', async () => {
    const fetch = mockApi({});
    const { user } = await submit('Passw0rd!', 'Passw0rd!');
    await waitFor(
      () =>
        expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
          /close to a commonly used password/,
        ),
      { timeout: 5000 },
    );
    const button = screen.getByRole('button', { name: 'Reset Password' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(fetch.mock.calls.some(([url]) => url === '/api/v1/reset-password')).toBe(false);
  });
});

describe('/forgot-password', () => {
  it.each([
    [{ body: { message: 'sent' } }, 'Email sent. Check your inbox.'],
    [apiError(500, 'internal'), 'An error occurred. Please try again.'],
  ])('reports the outcome (%#)', async (reply, message) => {
    mockApi({ 'POST /api/v1/forgot-password': reply });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('the way back to the game', () => {
  it.each([
    ['/login', 'Log In'],
    ['/signup', 'Sign Up'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password?token=abc', 'Reset Password'],
  ])('leads from %s to the game', async (path, title) => {
    mockApi({});
    localStorage.setItem(storageKeys.hasSeenModal, 'true');
    const user = userEvent.setup();
    const { router } = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: title });
    await user.click(screen.getByRole('link', { name: 'Back to the game' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });
});
