import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appleSignIn, limits } from '@tp/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { reloadTo } from '#web/lib/navigation';
import { storageKeys } from '#web/lib/storage';
import { apiError, makeUser, mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

vi.mock('#web/lib/navigation', () => ({ reloadTo: vi.fn() }));

async function openSignup() {
  renderApp('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
  return {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    confirm: screen.getByLabelText('Confirm Password'),
    submit: screen.getByRole('button', { name: 'Sign Up' }),
  };
}

describe('sign-up form', () => {
  it('shows each required-field message of the spec', async () => {
    mockApi({});
    const user = userEvent.setup();
    const form = await openSignup();
    for (const field of [form.name, form.email, form.password, form.confirm]) await user.click(field);
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    expect(form.name).toHaveAttribute('aria-invalid', 'true');
    expect(form.name).toHaveAccessibleDescription('Name is required');
    expect(form.submit).toBeDisabled();
  });

  it('shows the invalid email, short password and mismatch messages', async () => {
    mockApi({});
    const user = userEvent.setup();
    const form = await openSignup();
    await user.type(form.email, 'not-an-email');
    await user.type(form.password, 'short');
    await user.type(form.confirm, 'different');
    await user.tab();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('* Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(form.submit).toBeDisabled();
  });

  it('names the maximum of a value too long for the API', async () => {
    mockApi({});
    const user = userEvent.setup();
    const form = await openSignup();
    await user.click(form.name);
    await user.paste('n'.repeat(limits.nameMax + 1));
    await user.click(form.password);
    await user.paste('p'.repeat(limits.passwordMax + 1));
    await user.tab();
    expect(await screen.findByText(`Name must be at most ${limits.nameMax} characters`)).toBeInTheDocument();
    expect(form.password).toHaveAccessibleDescription(
      `Password must be at most ${limits.passwordMax} characters`,
    );
    expect(form.submit).toBeDisabled();
  });

  it('flips both password fields with one toggle', async () => {
    mockApi({});
    const user = userEvent.setup();
    const form = await openSignup();
    await user.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect(form.password).toHaveAttribute('type', 'text');
    expect(form.confirm).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide passwords' }));
    expect(form.password).toHaveAttribute('type', 'password');
    expect(form.confirm).toHaveAttribute('type', 'password');
  });

  async function fillValid() {
    const user = userEvent.setup();
    const form = await openSignup();
    await user.type(form.name, 'Ada Lovelace');
    await user.type(form.email, 'ada@example.com');
    await user.type(form.password, 'correct horse');
    await user.type(form.confirm, 'correct horse');
    await waitFor(() => expect(form.submit).toBeEnabled());
    await user.click(form.submit);
  }

  it('tells a password the server refuses as too common under its field, translated', async () => {
    mockApi({
      'POST /api/v1/signup': apiError(400, 'validation_failed', 'Too common.', { password: 'Too common.' }),
    });
    await fillValid();
    const password = screen.getByLabelText('Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'This password is too common. Choose one that is harder to guess.',
      ),
    );
    expect(screen.queryByText('Signup failed, please try again.')).not.toBeInTheDocument();
  });

  it('stores the session, then goes home with a reload', async () => {
    const user = makeUser();
    const fetch = mockApi({
      'POST /api/v1/signup': { status: 201, body: { token: 'new-token', user } },
      'GET /api/v1/me': { body: { user } },
    });
    await fillValid();
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem(storageKeys.token)).toBe('new-token');
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null')).toEqual(user);
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/v1/signup') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
  });

  it('carries the guest level into the new account before the reload, then forgets it', async () => {
    vi.mocked(reloadTo).mockClear();
    localStorage.setItem(storageKeys.guestLevel, '4');
    localStorage.setItem(storageKeys.guestSublevel, '1');
    const user = makeUser();
    const fetch = mockApi({
      'POST /api/v1/signup': { status: 201, body: { token: 'new-token', user } },
      'POST /api/v1/me/level': {
        body: {
          progress: { level: 5, sublevel: 0, displayedLevel: 5, points: 0, streak: 0, completed: false },
        },
      },
      'GET /api/v1/me': { body: { user } },
    });
    await fillValid();
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/v1/me/level') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ level: 5, incrementDisplayedLevel: true });
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer new-token' });
    expect(localStorage.getItem(storageKeys.guestLevel)).toBeNull();
    expect(localStorage.getItem(storageKeys.guestSublevel)).toBeNull();
  });

  it('carries the guest’s sound statistics into the new account, then forgets them', async () => {
    vi.mocked(reloadTo).mockClear();
    const stats = { days: { '2026-05-10': { ɪ: [2, 0, 1] } }, confusions: { ɪ: { i: 1 } } };
    localStorage.setItem(storageKeys.guestSoundStats, JSON.stringify(stats));
    const user = makeUser();
    const fetch = mockApi({
      'POST /api/v1/signup': { status: 201, body: { token: 'new-token', user } },
      'POST /api/v1/me/sounds/guest': { body: { merged: true } },
      'GET /api/v1/me': { body: { user } },
    });
    await fillValid();
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/v1/me/sounds/guest') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual(stats);
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer new-token' });
    expect(localStorage.getItem(storageKeys.guestSoundStats)).toBeNull();
  });

  it('sends no level for a guest who had not passed the first level', async () => {
    vi.mocked(reloadTo).mockClear();
    localStorage.setItem(storageKeys.guestSublevel, '1');
    const user = makeUser();
    const fetch = mockApi({
      'POST /api/v1/signup': { status: 201, body: { token: 'new-token', user } },
      'GET /api/v1/me': { body: { user } },
    });
    await fillValid();
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(fetch.mock.calls.some(([url]) => url === '/api/v1/me/level')).toBe(false);
    expect(localStorage.getItem(storageKeys.guestSublevel)).toBeNull();
  });

  it('translates a taken e-mail by its error code', async () => {
    mockApi({ 'POST /api/v1/signup': apiError(409, 'email_taken', 'Email already registered') });
    await fillValid();
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });

  it('falls back to the generic sign-up failure', async () => {
    mockApi({ 'POST /api/v1/signup': apiError(500, 'internal') });
    await fillValid();
    expect(await screen.findByRole('alert')).toHaveTextContent('Signup failed, please try again.');
  });

  it('says in its buttons that Google and Apple are not configured, when they are not', async () => {
    mockApi({
      'GET /api/v1/site-info': {
        body: { supportEmail: 'help@tp.example', signInProviders: { google: false, apple: null } },
      },
    });
    await openSignup();
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    await waitFor(() =>
      expect(google).toHaveAccessibleDescription('Sign-in with Google is not configured yet.'),
    );
    expect(google).toBeDisabled();
    const apple = screen.getByRole('button', { name: 'Continue with Apple' });
    expect(apple).toHaveAccessibleDescription('Sign-in with Apple is not configured yet.');
    expect(apple).toBeDisabled();
    // Apple's script is fetched only for a server that offers Apple.
    expect(document.querySelector(`script[src="${appleSignIn.scriptUrl}"]`)).toBeNull();
  });
});
