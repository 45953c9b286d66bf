import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadTo } from '#web/lib/navigation';
import { makeUser, mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

vi.mock('#web/lib/navigation', () => ({ reloadTo: vi.fn() }));

beforeEach(() => {
  vi.mocked(reloadTo).mockClear();
  mockApi({
    'POST /api/v1/signin': { body: { token: 'tok', user: makeUser() } },
    'POST /api/v1/signup': { status: 202, body: { message: 'Check your inbox.' } },
    'POST /api/v1/me/guest-progress': { body: {} },
    'GET /api/v1/me': { body: { user: makeUser() } },
  });
});

async function logIn() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Log In' });
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('a guest sent to sign in from the checkout', () => {
  it('comes back to the checkout after logging in', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/checkout');
    await user.click(await within(await screen.findByRole('main')).findByRole('link', { name: 'Log In' }));
    expect(router.state.location.pathname).toBe('/login');
    await logIn();
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/checkout'));
  });

  it('is offered the way back to the checkout after signing up instead', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login?next=%2Fcheckout');
    await user.click(await screen.findByRole('link', { name: 'Sign Up' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    expect(router.state.location.search).toBe('?next=%2Fcheckout');
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    // Sign-up opens no session: the way to log in, once the address is verified, keeps the return.
    await screen.findByText(/Check your inbox/);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?next=%2Fcheckout');
    expect(reloadTo).not.toHaveBeenCalled();
  });
});

describe('a return address', () => {
  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'to another site (%s) is refused: the learner goes home',
    async (next) => {
      renderApp(`/login?next=${encodeURIComponent(next)}`);
      await logIn();
      await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
      expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    },
  );
});
