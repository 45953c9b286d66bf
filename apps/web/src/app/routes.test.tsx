import { screen, waitFor } from '@testing-library/react';
import { emptyDayRecord } from '@tp/contract/daily-goal';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { apiError, makeProgress, makeUser, mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

/** Counts how often the dashboard's code is fetched. */
const dashboardLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('#web/features/admin/components/DashboardPage', async (importOriginal) => {
  dashboardLoads.count++;
  return importOriginal();
});

const meReplies = (user = makeUser()) => ({ 'GET /api/v1/me': { body: { user } } });

describe('unknown paths', () => {
  // The file's first test imports the screens' table and the sign-up screen cold, which on a busy
  // machine takes longer than the default five seconds.
  it('go to /signup without a stored token', { timeout: 15_000 }, async () => {
    mockApi({});
    const { router } = renderApp('/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
  });

  it('go to / with a stored token', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi(meReplies());
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Listen and type' })).toBeInTheDocument();
  });
});

describe('?token= on a route', () => {
  it('is stored as the login token and sends the user to /', async () => {
    const fetch = mockApi(meReplies());
    const { router } = renderApp('/about?token=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(storageKeys.token)).toBe('abc');
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/v1/me',
        expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer abc' }) }),
      ),
    );
  });

  it('keeps the guest’s progress aside on a login to an existing account', async () => {
    localStorage.setItem(storageKeys.guestLevel, '4');
    const fetch = mockApi(meReplies());
    const { router } = renderApp('/?token=abc');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(localStorage.getItem(storageKeys.token)).toBe('abc');
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/me/guest-progress'))).toBe(false);
    expect(localStorage.getItem(storageKeys.guestLevel)).toBe('4');
  });

  it('with newAccount, carries the guest’s progress into the account a provider just made', async () => {
    localStorage.setItem(storageKeys.guestLevel, '4');
    const fetch = mockApi({
      ...meReplies(),
      'POST /api/v1/me/guest-progress': {
        body: {
          progress: makeProgress({ level: 5, displayedLevel: 5 }),
        },
      },
    });
    const { router } = renderApp('/?token=abc&newAccount=1');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/me/guest-progress')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      level: 5,
      points: 0,
      ...emptyDayRecord,
      timeZone: expect.any(String),
    });
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc' });
    expect(localStorage.getItem(storageKeys.guestLevel)).toBeNull();
  });

  it('is left alone on /reset-password, whose token is a reset token', async () => {
    mockApi({});
    const { router } = renderApp('/reset-password?token=reset-123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('is left alone on /verify-email, whose token is a verification token', async () => {
    mockApi({ 'GET /api/v1/verify-email': { body: { success: true } } });
    const { router } = renderApp('/verify-email?token=verify-123');
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('is left alone on /unsubscribe, whose token is a mailing-list token', async () => {
    mockApi({ 'POST /api/v1/unsubscribe': { body: { message: 'ok' } } });
    const { router } = renderApp('/unsubscribe?token=list-123');
    expect(await screen.findByText('You have been unsubscribed.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unsubscribe');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('is left alone on /confirm-deletion, whose token confirms an account-deletion request', async () => {
    mockApi({});
    const { router } = renderApp('/confirm-deletion?token=confirm-123');
    expect(await screen.findByRole('button', { name: 'Confirm the deletion request' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/confirm-deletion');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });
});

describe('/post', () => {
  it('shows the blog form to an admin', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi(meReplies(makeUser({ role: 'admin' })));
    renderApp('/post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Write a blog post' })).toBeInTheDocument();
  });

  it('sends a learner to /access-blocked', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi(meReplies(makeUser({ role: 'user' })));
    const { router } = renderApp('/post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Blocked' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-blocked');
  });
});

describe('/dashboard', () => {
  // First in this file to open /dashboard: a module is fetched once, so a later test could not tell.
  it('never fetches the dashboard’s code for a learner', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi(meReplies(makeUser({ role: 'user' })));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Blocked' })).toBeInTheDocument();
    expect(dashboardLoads.count).toBe(0);
  });

  it('shows the dashboard to an admin', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi(meReplies(makeUser({ role: 'admin' })));
    const { router } = renderApp('/dashboard');
    // The dashboard is the app's largest lazy screen: its first load may take longer than a second.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('heading', { level: 2, name: 'Levels' })).toBeInTheDocument();
  });

  it('sends a signed-in user to /access-blocked', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi(meReplies(makeUser({ role: 'user' })));
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Blocked' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-blocked');
    expect(
      screen.getByText(
        'You do not have permission to access this page. Please contact your administrator for further assistance.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
  });

  it('sends an anonymous visitor to /access-blocked', async () => {
    const fetch = mockApi({});
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-blocked'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('waits for the user before deciding', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    let answer: (reply: { body: unknown }) => void = () => {};
    const fetch = mockApi({ 'GET /api/v1/me': () => new Promise((resolve) => (answer = resolve)) });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    answer({ body: { user: makeUser({ role: 'admin' }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('/access-blocked', () => {
  it('sends an admin to /dashboard', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi(meReplies(makeUser({ role: 'admin' })));
    const { router } = renderApp('/access-blocked');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('session start', () => {
  it('clears the stored token when /me answers 401, logging a warning only', async () => {
    localStorage.setItem(storageKeys.token, 'expired');
    mockApi({ 'GET /api/v1/me': apiError(401, 'unauthorized') });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/');
    await waitFor(() => expect(localStorage.getItem(storageKeys.token)).toBeNull());
    expect(warn).toHaveBeenCalled();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('every route of the spec', () => {
  const titled: [string, string][] = [
    ['/', 'Listen and type'],
    ['/signup', 'Sign Up'],
    ['/login', 'Log In'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password', 'Reset Password'],
    ['/verify-email', 'Verify Email'],
    ['/returns-policy', 'Returns Policy'],
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/privacyPolicyKeyboardAndroid', 'Android Keyboard Privacy Policy'],
    ['/privacyPolicyKeyboardiphone', 'iOS Keyboard Privacy Policy'],
    ['/delete-account', 'Request account deletion'],
    ['/contact', 'Contact Us'],
    ['/about', 'About TP'],
    ['/blog', 'Blog'],
    ['/reading-level', 'Reading Level'],
    ['/speaking-level', 'Speaking Level'],
    ['/checkout', 'Complete payment'],
    ['/completion', 'Log in to see your payment'],
    ['/success', 'We could not confirm this payment'],
    ['/profile', 'Profile'],
    ['/my-sounds', 'My sounds'],
    ['/my-sounds/review', 'Practise my weak sounds'],
    ['/settings', 'Settings'],
    ['/iOS-keyboard-support', 'iOS keyboard support'],
    ['/info', 'Help and support'],
    ['/download-keyboard', 'Download the TP keyboard'],
    ['/access-blocked', 'Access Blocked'],
  ];
  it.each(titled)('%s renders its page with one h1', async (path, title) => {
    mockApi({});
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(router.state.location.pathname).toBe(path);
  });
});
