import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser } from '@tp/contract/accounts';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '#web/lib/preferences';
import { storageKeys } from '#web/lib/storage';
import { apiError, type MockReply, makeProgress, makeUser, mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

type Handler = (request: { url: URL; init: RequestInit | undefined }) => MockReply;

function signedIn(user: PublicUser, routes: Record<string, MockReply | Handler> = {}) {
  localStorage.setItem(storageKeys.token, 'tok');
  return mockApi({
    'GET /api/v1/me': { body: { user } },
    'GET /api/v1/me/sessions': { body: { sessions: [] } },
    ...routes,
  });
}

async function openProfile() {
  const view = renderApp('/profile');
  const main = await screen.findByRole('main');
  await within(main).findByText('ada@example.com');
  return { ...view, main };
}

const requestsTo = (fetch: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetch.mock.calls.filter(([url, init]) => url === path && init?.method === method);

describe('profile', () => {
  it("shows the learner's standing, account and badges", async () => {
    signedIn(
      makeUser({
        streak: 4,
        points: 120,
        level: 3,
        sublevel: 1,
        badges: ['First steps', 'Streak of 3'],
        createdAt: '2026-03-15T12:00:00.000Z',
      }),
    );
    const { main } = await openProfile();
    expect(within(main).getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Profile · TP'));
    expect(within(main).getByText('Ada Lovelace')).toBeInTheDocument();
    const value = (term: string) => within(main).getByText(term).nextElementSibling;
    // A drawn flame, not an emoji some systems show as a box.
    expect(value('Streak')).toHaveTextContent(/^4$/);
    expect(value('Streak')?.querySelector('svg path')).not.toBeNull();
    expect(value('Points')).toHaveTextContent('120');
    expect(value('Level')).toHaveTextContent('3');
    expect(value('Sublevel')).toHaveTextContent('2');
    expect(value('Account type')).toHaveTextContent('Free');
    expect(within(main).queryByText('Languages')).not.toBeInTheDocument();
    expect(value('Joined')).toHaveTextContent('March 15, 2026');
    expect(within(main).getByRole('link', { name: 'My sounds' })).toHaveAttribute('href', '/my-sounds');
    expect(within(main).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    const badges = within(main).getByRole('region', { name: 'Badges' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['🏅 First steps', '🏅 Streak of 3']);
    for (const name of ['Log Out', 'Reset Progress', 'Delete Account'])
      expect(within(main).getByRole('button', { name })).toBeInTheDocument();
  });

  it('says when no badge is earned, and offers no upgrade to a premium account', async () => {
    signedIn(makeUser({ accountType: 'premium', badges: [] }));
    const { main } = await openProfile();
    expect(within(main).getByText('No badges earned')).toBeInTheDocument();
    expect(within(main).getByText('Premium')).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });

  it('writes the joined date in the interface language', async () => {
    signedIn(makeUser({ createdAt: '2026-03-15T12:00:00.000Z' }));
    renderApp('/profile');
    await screen.findByText('March 15, 2026');
    act(() => setLanguage('fr'));
    expect(await screen.findByText('15 mars 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    act(() => setLanguage('en'));
    await screen.findByText('March 15, 2026');
  });

  it('says the user data is not found when nobody is signed in', async () => {
    mockApi({});
    renderApp('/profile');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent('Error: User data not found');
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('logs out after the confirmation, ending the session on the server with its token', async () => {
    const ended: (string | null)[] = [];
    signedIn(makeUser(), {
      'POST /api/v1/logout': ({ init }) => {
        ended.push(new Headers(init?.headers).get('authorization'));
        return { body: { message: 'You are logged out.' } };
      },
    });
    const user = userEvent.setup();
    const { main, router } = await openProfile();
    await user.click(within(main).getByRole('button', { name: 'Log Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(ended).toEqual(['Bearer tok']);
  });

  it('resets the progress after the confirmation, and the header follows', async () => {
    const progress = makeProgress({ points: 50, streak: 2 });
    const fetch = signedIn(makeUser({ level: 4, sublevel: 2, displayedLevel: 4, points: 50, streak: 2 }), {
      'POST /api/v1/me/reset-progress': { body: { progress } },
    });
    const user = userEvent.setup();
    const { main } = await openProfile();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Level : 4')).toBeInTheDocument();

    await user.click(within(main).getByRole('button', { name: 'Reset Progress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset progress' });
    expect(
      within(dialog).getByText('Are you sure you want to reset your progress? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect(await screen.findByText('Your progress has been reset.')).toBeInTheDocument();
    expect(requestsTo(fetch, 'POST', '/api/v1/me/reset-progress')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(header).getByText('Level : 1')).toBeInTheDocument();
    expect(within(main).getByText('Level').nextElementSibling).toHaveTextContent('1');
  });

  it('does nothing when the reset is cancelled', async () => {
    const fetch = signedIn(makeUser());
    const user = userEvent.setup();
    const { main } = await openProfile();
    await user.click(within(main).getByRole('button', { name: 'Reset Progress' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetch, 'POST', '/api/v1/me/reset-progress')).toHaveLength(0);
  });

  it('deletes an account with its password, then ends the session', async () => {
    const bodies: unknown[] = [];
    const fetch = signedIn(makeUser(), {
      'DELETE /api/v1/me': ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { password: string };
        bodies.push(body);
        return body.password === 'correct horse'
          ? { body: { message: 'Account deleted' } }
          : apiError(401, 'invalid_credentials', 'Wrong password');
      },
    });
    const user = userEvent.setup();
    const { main, router } = await openProfile();

    await user.click(within(main).getByRole('button', { name: 'Delete Account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete your account? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    const submit = within(dialog).getByRole('button', { name: 'Delete my account' });
    await user.click(submit);
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    expect(requestsTo(fetch, 'DELETE', '/api/v1/me')).toHaveLength(0);

    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'wrong password');
    await user.click(submit);
    expect(await within(dialog).findByText('Incorrect password.')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Incorrect password.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem(storageKeys.token)).toBe('tok');

    await user.clear(password);
    await user.type(password, 'correct horse');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodies).toEqual([{ password: 'wrong password' }, { password: 'correct horse' }]);
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    // Found and checked at once: the notice moves into the game's outlet when the game mounts.
    await waitFor(() => expect(screen.getByText('Your account has been deleted.')).toBeVisible());
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('asks an account without a password to sign in again when its sign-in is not recent', async () => {
    const bodies: unknown[] = [];
    signedIn(makeUser({ hasPassword: false }), {
      'DELETE /api/v1/me': ({ init }) => {
        bodies.push(JSON.parse(String(init?.body)));
        return apiError(401, 'reauth_required', 'Sign in again');
      },
    });
    const user = userEvent.setup();
    const { main } = await openProfile();
    await user.click(within(main).getByRole('button', { name: 'Delete Account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    const alert = await within(main).findByRole('alert');
    expect(alert).toHaveTextContent('Please sign in again to delete your account.');
    expect(within(alert).getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
    expect(bodies).toEqual([{}]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.token)).toBe('tok');
  });
});
