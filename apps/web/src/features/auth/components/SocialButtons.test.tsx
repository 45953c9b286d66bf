import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appleSignIn } from '@tp/contract/constants';
import type { SignInProviders } from '@tp/contract/sign-in-providers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadTo } from '#web/lib/navigation';
import { storageKeys } from '#web/lib/storage';
import { apiError, makeProgress, makeUser, mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';
import type { AppleIdAuth } from '../apple-id';

vi.mock('#web/lib/navigation', () => ({ reloadTo: vi.fn() }));

const siteInfo = (signInProviders: SignInProviders) => ({
  'GET /api/v1/site-info': { body: { supportEmail: 'help@tp.example', signInProviders } },
});

/** Apple's script as the page sees it once loaded: `window.AppleID.auth`, driven by each test. */
const appleAuth = { init: vi.fn<AppleIdAuth['init']>(), signIn: vi.fn<AppleIdAuth['signIn']>() };

afterEach(() => {
  delete window.AppleID;
  appleAuth.init.mockReset();
  appleAuth.signIn.mockReset();
});

async function openLogin(path = '/login') {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Log In' });
}

/** The Apple button once the server said Apple is configured and Apple's script is ready. */
async function readyAppleButton() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeEnabled());
  return screen.getByRole('button', { name: 'Continue with Apple' });
}

const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');

describe('Google', () => {
  it('when configured, is a link that starts the sign-in on the server', async () => {
    mockApi(siteInfo({ google: true, apple: null }));
    await openLogin();
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/v1/auth/google',
    );
  });

  it.each([
    ['cancelled', 'Sign-in with Google was cancelled.'],
    ['failed', 'Sign-in with Google did not work. Please try again.'],
    ['email_unverified', 'Google has not verified the e-mail address of this Google account'],
    ['rate_limited', 'Too many attempts. Please try again later.'],
  ])('tells why a sign-in came back with ?error=%s', async (reason, text) => {
    mockApi(siteInfo({ google: true, apple: null }));
    await openLogin(`/login?error=${reason}`);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('shows nothing for an unknown ?error=', async () => {
    mockApi(siteInfo({ google: true, apple: null }));
    await openLogin('/login?error=whatever');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the providers cannot be offered when the server cannot tell', async () => {
    mockApi({ 'GET /api/v1/site-info': apiError(404, 'not_found') });
    await openLogin();
    expect(
      await screen.findByText(
        'Sign-in with Google and Apple cannot be offered right now. Reload the page to try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });
});

describe('the password form, for an account made with Google or Apple', () => {
  it('tells the user to use their provider or to set a password', async () => {
    mockApi({
      ...siteInfo({ google: true, apple: null }),
      'POST /api/v1/signin': apiError(401, 'no_password'),
    });
    const user = userEvent.setup();
    await openLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'any password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account was made with Google or Apple and has no password.',
    );
  });
});

describe('Apple', () => {
  it('signs in through the popup with scope email and name, and sends the nonce behind its digest', async () => {
    window.AppleID = { auth: appleAuth };
    appleAuth.signIn.mockImplementation(async () => ({
      authorization: {
        id_token: 'apple.id.token',
        code: 'c',
        state: appleAuth.init.mock.calls[0]?.[0].state,
      },
      user: { email: 'ada@example.com', name: { firstName: 'Ada', lastName: 'Lovelace' } },
    }));
    const fetch = mockApi({
      ...siteInfo({ google: false, apple: { clientId: 'com.example.web' } }),
      'POST /api/v1/signin/apple': { body: { token: 'apple-session', user: makeUser(), newAccount: false } },
      'GET /api/v1/me': { body: { user: makeUser() } },
    });
    localStorage.setItem(storageKeys.guestLevel, '4');
    const user = userEvent.setup();
    await openLogin();
    const button = await readyAppleButton();
    await user.click(button);

    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem(storageKeys.token)).toBe('apple-session');
    // An account that existed keeps its own level: a login does not take the guest's.
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/me/guest-progress'))).toBe(false);
    expect(localStorage.getItem(storageKeys.guestLevel)).toBe('4');
    const options = appleAuth.init.mock.calls[0]?.[0];
    expect(options).toMatchObject({
      clientId: 'com.example.web',
      scope: 'email name',
      redirectURI: `${window.location.origin}/login`,
      usePopup: true,
    });
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/v1/signin/apple'));
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body).toEqual({
      id_token: 'apple.id.token',
      nonce: expect.any(String),
      audience: 'com.example.web',
      fullName: { givenName: 'Ada', familyName: 'Lovelace' },
    });
    expect(options?.nonce).toBe(await sha256Hex(body.nonce));
    // Apple's script was already on the page: it is not fetched again.
    expect(document.querySelector(`script[src="${appleSignIn.scriptUrl}"]`)).toBeNull();
  });

  it('carries the guest’s level and sound statistics into an account the sign-in made', async () => {
    window.AppleID = { auth: appleAuth };
    appleAuth.signIn.mockImplementation(async () => ({
      authorization: { id_token: 't', code: 'c', state: appleAuth.init.mock.calls[0]?.[0].state },
    }));
    localStorage.setItem(storageKeys.guestLevel, '4');
    const stats = { days: { '2026-05-10': { ɪ: [2, 0, 1] } }, confusions: { ɪ: { i: 1 } } };
    localStorage.setItem(storageKeys.guestSoundStats, JSON.stringify(stats));
    const fetch = mockApi({
      ...siteInfo({ google: false, apple: { clientId: 'com.example.web' } }),
      'POST /api/v1/signin/apple': { body: { token: 'apple-session', user: makeUser(), newAccount: true } },
      'POST /api/v1/me/guest-progress': {
        body: {
          progress: makeProgress({ level: 5, displayedLevel: 5 }),
        },
      },
      'POST /api/v1/me/sounds/guest': { body: { merged: true } },
      'GET /api/v1/me': { body: { user: makeUser() } },
    });
    const user = userEvent.setup();
    await openLogin();
    await user.click(await readyAppleButton());

    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    const sent = (path: string) => fetch.mock.calls.find(([url]) => String(url).endsWith(path))?.[1];
    expect(JSON.parse(String(sent('/me/guest-progress')?.body))).toMatchObject({ level: 5, points: 0 });
    expect(sent('/me/guest-progress')?.headers).toMatchObject({ Authorization: 'Bearer apple-session' });
    expect(JSON.parse(String(sent('/me/sounds/guest')?.body))).toEqual(stats);
    expect(localStorage.getItem(storageKeys.guestLevel)).toBeNull();
    expect(localStorage.getItem(storageKeys.guestSoundStats)).toBeNull();
  });

  it('logs a popup that ends without a result, and shows nothing', async () => {
    window.AppleID = { auth: appleAuth };
    appleAuth.signIn.mockRejectedValue({ error: 'popup_closed_by_user' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = mockApi(siteInfo({ google: false, apple: { clientId: 'com.example.web' } }));
    const user = userEvent.setup();
    await openLogin();
    const button = await readyAppleButton();
    await user.click(button);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Sign in with Apple ended without a result', {
        error: 'popup_closed_by_user',
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/signin/apple'))).toBe(false);
    expect(button).toBeEnabled();
  });

  it('shows an error line when the server refuses what Apple returned', async () => {
    window.AppleID = { auth: appleAuth };
    appleAuth.signIn.mockImplementation(async () => ({
      authorization: { id_token: 't', code: 'c', state: appleAuth.init.mock.calls[0]?.[0].state },
    }));
    mockApi({
      ...siteInfo({ google: false, apple: { clientId: 'com.example.web' } }),
      'POST /api/v1/signin/apple': apiError(401, 'unauthorized'),
    });
    const user = userEvent.setup();
    await openLogin();
    const button = await readyAppleButton();
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in with Apple did not work. Please try again.',
    );
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });
});
