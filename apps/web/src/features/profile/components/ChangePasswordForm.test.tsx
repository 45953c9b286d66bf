import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { PublicUser } from '@tp/contract/accounts';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { apiError, type MockReply, makeUser, mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

/** Signs `user` in; each password change is answered with `reply()`, and its body kept in the list returned. */
function signedIn(user: PublicUser, reply: () => MockReply) {
  const bodies: unknown[] = [];
  localStorage.setItem(storageKeys.token, 'tok');
  mockApi({
    'GET /api/v1/me': { body: { user } },
    'POST /api/v1/me/password': ({ init }) => {
      bodies.push(JSON.parse(String(init?.body)));
      return reply();
    },
  });
  return bodies;
}

async function openForm() {
  renderApp('/profile');
  const form = await screen.findByRole('region', { name: 'Change password' });
  return {
    form,
    current: () => within(form).getByLabelText('Current password'),
    next: within(form).getByLabelText('New password'),
    confirm: within(form).getByLabelText('Confirm new password'),
    submit: within(form).getByRole('button', { name: 'Change password' }),
  };
}

/** Types the current password and the new one twice, then sends them. */
async function send(
  user: UserEvent,
  form: Awaited<ReturnType<typeof openForm>>,
  current: string,
  next: string,
) {
  await user.type(form.current(), current);
  await user.type(form.next, next);
  await user.type(form.confirm, next);
  await user.click(form.submit);
}

describe('changing the password on the profile', () => {
  it("tells sign-up's rules under each field and clears them once they are met", async () => {
    const bodies = signedIn(makeUser(), () => ({ body: { token: 'new', user: makeUser() } }));
    const user = userEvent.setup();
    const { form, current, next, confirm, submit } = await openForm();

    await user.click(current());
    await user.click(next);
    expect(await within(form).findByText('Current password is required')).toBeInTheDocument();
    await user.type(next, 'short');
    await user.click(confirm);
    expect(await within(form).findByText('* Password must be at least 8 characters')).toBeInTheDocument();
    await user.type(confirm, 'other');
    await user.tab();
    expect(await within(form).findByText('Passwords must match')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(current(), 'old secret');
    await user.type(next, ' enough');
    await user.clear(confirm);
    await user.type(confirm, 'short enough');
    await waitFor(() => expect(within(form).queryByText('Passwords must match')).not.toBeInTheDocument());
    expect(within(form).queryByText('Current password is required')).not.toBeInTheDocument();
    expect(within(form).queryByText('* Password must be at least 8 characters')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows and hides the three passwords with one toggle', async () => {
    signedIn(makeUser(), () => ({ body: {} }));
    const user = userEvent.setup();
    const { form, current, next, confirm } = await openForm();
    for (const field of [current(), next, confirm]) expect(field).toHaveAttribute('type', 'password');
    await user.click(within(form).getByRole('button', { name: 'Show passwords' }));
    for (const field of [current(), next, confirm]) expect(field).toHaveAttribute('type', 'text');
    expect(within(form).getByRole('button', { name: 'Hide passwords' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('sends the passwords, keeps the fresh session and says it is done', async () => {
    const bodies = signedIn(makeUser(), () => ({ body: { token: 'fresh token', user: makeUser() } }));
    const user = userEvent.setup();
    const opened = await openForm();
    const { form, current } = opened;
    await send(user, opened, 'correct horse', 'battery staple');

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Your password has been changed. Your other devices have been signed out.',
    );
    expect(bodies).toEqual([
      { currentPassword: 'correct horse', newPassword: 'battery staple', confirmPassword: 'battery staple' },
    ]);
    expect(localStorage.getItem(storageKeys.token)).toBe('fresh token');
    expect(current()).toHaveValue('');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('tells a wrong current password under its field, and other refusals under the form, translated', async () => {
    let reply = apiError(403, 'wrong_password', 'The current password is not correct.');
    signedIn(makeUser(), () => reply);
    const user = userEvent.setup();
    const opened = await openForm();
    const { form, current, submit } = opened;
    await send(user, opened, 'not it at all', 'battery staple');
    expect(await within(form).findByText('The current password is not correct.')).toBeInTheDocument();
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem(storageKeys.token)).toBe('tok');

    await user.type(current(), '!');
    await waitFor(() => expect(current()).not.toHaveAttribute('aria-invalid'));

    reply = apiError(429, 'rate_limited', 'Too many');
    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  });

  it('tells a new password the server refuses as too common under its field, translated', async () => {
    signedIn(makeUser(), () =>
      apiError(400, 'validation_failed', 'Too common.', { newPassword: 'Too common.' }),
    );
    const user = userEvent.setup();
    const opened = await openForm();
    const { form, next } = opened;
    await send(user, opened, 'correct horse', 'plum tree at dusk');
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(
        'This password is too common. Choose one that is harder to guess.',
      ),
    );
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a new password the server finds too easy to guess under its field, translated', async () => {
    signedIn(makeUser(), () => apiError(400, 'weak_password', 'Too easy.', { newPassword: 'Too easy.' }));
    const user = userEvent.setup();
    const opened = await openForm();
    await send(user, opened, 'correct horse', 'plum tree at dusk');
    await waitFor(() =>
      expect(opened.next).toHaveAccessibleDescription(
        'This password is too easy to guess. Make it longer, and leave out your name, your e-mail address and common words.',
      ),
    );
  });

  it('says under the new password, as it is typed, that it is made of the account’s name, and waits', async () => {
    const bodies = signedIn(makeUser({ name: 'Ada Lovelace', email: 'ada@example.com' }), () => ({
      body: { token: 'new', user: makeUser() },
    }));
    const user = userEvent.setup();
    const { current, next, confirm, submit } = await openForm();
    await user.type(current(), 'correct horse');
    await user.type(next, 'lovelace1815');
    await user.type(confirm, 'lovelace1815');
    await waitFor(
      () => expect(next).toHaveAccessibleDescription(/Leave out your name and your e-mail address\./),
      {
        timeout: 5000,
      },
    );
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(bodies).toEqual([]);
  });

  it('lets an account made with Google or Apple set a first password without a current one', async () => {
    const bodies = signedIn(makeUser({ hasPassword: false }), () =>
      apiError(401, 'reauth_required', 'Sign in again'),
    );
    const user = userEvent.setup();
    const { form, next, confirm, submit } = await openForm();
    expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(next, 'battery staple');
    await user.type(confirm, 'battery staple');
    await user.click(submit);
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Please sign in again to set a password.');
    expect(within(alert).getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
    expect(bodies).toEqual([{ newPassword: 'battery staple', confirmPassword: 'battery staple' }]);
  });
});
