import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appleSignIn, limits } from '@tp/contract/constants';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { reloadTo } from '#web/lib/navigation';
import { storageKeys } from '#web/lib/storage';
import { apiError, mockApi } from '#web/test/api-mock';
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

  it('tells a password the server finds too easy to guess under its field, translated', async () => {
    mockApi({
      'POST /api/v1/signup': apiError(400, 'weak_password', 'Too easy.', { password: 'Too easy.' }),
    });
    await fillValid();
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'This password is too easy to guess. Make it longer, and leave out your name, your e-mail address and common words.',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says under the password, as it is typed, why it is too easy to guess, and waits for a better one', async () => {
    const fetch = mockApi({});
    const user = userEvent.setup();
    const form = await openSignup();
    await user.type(form.name, 'Ada Lovelace');
    await user.type(form.email, 'ada@example.com');
    await user.type(form.password, 'Passw0rd!');
    await user.type(form.confirm, 'Passw0rd!');
    await waitFor(
      () => expect(form.password).toHaveAccessibleDescription(/close to a commonly used password/),
      {
        timeout: 5000,
      },
    );
    expect(form.password).toHaveAccessibleDescription(/Capitalize more than the first letter\./);
    expect(form.submit).toBeDisabled();
    await user.clear(form.password);
    await user.type(form.password, 'lovelace1815');
    await waitFor(() =>
      expect(form.password).toHaveAccessibleDescription(/Leave out your name and your e-mail address\./),
    );
    await user.clear(form.password);
    await user.clear(form.confirm);
    await user.type(form.password, 'plum tree at dusk');
    await user.type(form.confirm, 'plum tree at dusk');
    await waitFor(() => expect(form.submit).toBeEnabled());
    expect(form.password).not.toHaveAccessibleDescription();
    expect(fetch.mock.calls.some(([url]) => url === '/api/v1/signup')).toBe(false);
  });

  it('tells the estimator’s feedback in the interface language', async () => {
    mockApi({});
    await act(() => i18next.changeLanguage('fr'));
    const user = userEvent.setup();
    renderApp('/signup');
    const password = await screen.findByLabelText('Mot de passe');
    await user.type(password, 'Passw0rd!');
    await waitFor(
      () =>
        expect(password).toHaveAccessibleDescription(/Il ressemble à un mot de passe couramment utilisé\./),
      { timeout: 5000 },
    );
  });

  it('says to check the inbox, opens no session and offers to log in, whatever the address', async () => {
    vi.mocked(reloadTo).mockClear();
    const fetch = mockApi({
      'POST /api/v1/signup': { status: 202, body: { message: 'Check your inbox.' } },
    });
    await fillValid();
    expect(
      await screen.findByText(
        'Check your inbox at ada@example.com: we have sent you a link to verify your address. Once it is verified, log in.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(reloadTo).not.toHaveBeenCalled();
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/v1/signup') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
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
