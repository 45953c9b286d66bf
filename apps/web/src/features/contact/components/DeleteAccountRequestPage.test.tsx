import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { apiError, makeUser, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { Component } from './DeleteAccountRequestPage';

async function openRequest() {
  const router = createMemoryRouter([{ path: '/delete-account', Component }], {
    initialEntries: ['/delete-account'],
  });
  renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: 'Request account deletion' });
  return {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    reason: screen.getByLabelText('Reason'),
    submit: screen.getByRole('button', { name: 'Request deletion' }),
  };
}

async function sendRequest() {
  const user = userEvent.setup();
  const form = await openRequest();
  await user.type(form.name, 'Ada Lovelace');
  await user.type(form.email, 'ada@example.com');
  await user.type(form.reason, 'Moving on.');
  await waitFor(() => expect(form.submit).toBeEnabled());
  await user.click(form.submit);
  return form;
}

describe('account-deletion request', () => {
  it('requires the name, the email and the reason', async () => {
    mockApi({});
    const user = userEvent.setup();
    const form = await openRequest();
    for (const field of [form.name, form.email, form.reason]) await user.click(field);
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(form.email).toHaveAccessibleDescription('The email address of the account. Email is required');
    expect(form.reason).toHaveAccessibleDescription(
      'Why are you leaving? Your answer helps us improve. Reason is required',
    );
    expect(form.submit).toBeDisabled();
    await user.type(form.email, 'nope');
    await user.tab();
    expect(form.email).toHaveAccessibleDescription('The email address of the account. Invalid email');
  });

  it('e-mails the request without signing in, then says it is lodged, to be confirmed by mail, and clears the fields', async () => {
    const fetch = mockApi({ 'POST /api/v1/send-feedback': { body: { message: 'sent', confirmed: false } } });
    const form = await sendRequest();
    expect(
      await screen.findByText(
        "Your request for account deletion has been lodged! Please check the inbox of the account's address: open the link we sent there within 7 days to confirm the request. Nothing is deleted before it is confirmed.",
      ),
    ).toBeInTheDocument();
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    const [url, init] = posts[0] ?? [];
    expect(url).toBe('/api/v1/send-feedback');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Moving on.',
      kind: 'account-deletion',
    });
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(form.reason).toHaveValue('');
  });

  it.each([
    [
      apiError(502, 'mail_failed', 'SMTP down'),
      'Error: The email could not be sent. Please try again later.',
    ],
    [apiError(429, 'rate_limited'), 'Error: Too many messages. Please try again later.'],
    [apiError(500, 'internal'), 'Error: Something went wrong on our side. Please try again later.'],
  ])('translates a refusal by its code', async (reply, message) => {
    mockApi({ 'POST /api/v1/send-feedback': reply });
    const form = await sendRequest();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(form.reason).toHaveValue('Moving on.');
  });

  it('says Error when the request gets no answer', async () => {
    mockApi({
      'POST /api/v1/send-feedback': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await sendRequest();
    expect((await screen.findByRole('alert')).textContent).toBe('Error');
  });

  it('says only that it is lodged when the signed-in owner sent it, confirmed at once', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    const fetch = mockApi({
      'GET /api/v1/me': { body: { user: makeUser() } },
      'POST /api/v1/send-feedback': { body: { message: 'sent', confirmed: true } },
    });
    await sendRequest();
    const status = await screen.findByText('Your request for account deletion has been lodged!');
    expect(status).toBeInTheDocument();
    expect(screen.queryByText(/check the inbox/)).not.toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/v1/send-feedback') ?? [];
    expect(init?.headers).toHaveProperty('Authorization', 'Bearer tok');
  });

  it('points a signed-in learner to immediate deletion in the profile', async () => {
    localStorage.setItem(storageKeys.token, 'tok');
    mockApi({ 'GET /api/v1/me': { body: { user: makeUser() } } });
    await openRequest();
    expect(
      screen.getByText(/Signed in\? You can delete your account immediately from Profile → Delete Account\./),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});
