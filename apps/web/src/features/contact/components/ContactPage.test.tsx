import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limits } from '@tp/contract/constants';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { Component } from './ContactPage';

const siteInfo = { 'GET /api/v1/site-info': { body: { supportEmail: 'help@tp.example' } } };

async function openContact() {
  const router = createMemoryRouter([{ path: '/contact', Component }], { initialEntries: ['/contact'] });
  renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  return {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    message: screen.getByLabelText('Message'),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

async function sendMessage() {
  const user = userEvent.setup();
  const form = await openContact();
  await user.type(form.name, 'Ada Lovelace');
  await user.type(form.email, 'ada@example.com');
  await user.type(form.message, 'The ʃ key is lovely.');
  await waitFor(() => expect(form.send).toBeEnabled());
  await user.click(form.send);
  return form;
}

const posted = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));

describe('contact form', () => {
  it('says which fields are missing and keeps Send disabled', async () => {
    mockApi(siteInfo);
    const user = userEvent.setup();
    const form = await openContact();
    for (const field of [form.name, form.email, form.message]) await user.click(field);
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(form.email).toHaveAccessibleDescription('Email is required');
    expect(form.message).toHaveAccessibleDescription('Message is required');
    expect(form.name).toHaveAttribute('aria-invalid', 'true');
    expect(form.email).toHaveAttribute('type', 'email');
    expect(form.send).toBeDisabled();
  });

  it('refuses an invalid address', async () => {
    mockApi(siteInfo);
    const user = userEvent.setup();
    const form = await openContact();
    await user.type(form.email, 'ada@');
    await user.tab();
    expect(form.email).toHaveAccessibleDescription('Invalid email');
  });

  it('names the maximum of a message too long for the API', async () => {
    mockApi(siteInfo);
    const form = await openContact();
    // The field stops typing at the maximum; a longer value still comes in from elsewhere (autofill).
    fireEvent.change(form.message, { target: { value: 'm'.repeat(limits.messageMax + 1) } });
    fireEvent.blur(form.message);
    await waitFor(() =>
      expect(form.message).toHaveAccessibleDescription(
        `Message must be at most ${limits.messageMax} characters`,
      ),
    );
    expect(form.send).toBeDisabled();
  });

  it('sends the message in one request, then says so and clears the fields', async () => {
    const fetch = mockApi({ ...siteInfo, 'POST /api/v1/send-feedback': { body: { message: 'sent' } } });
    const form = await sendMessage();
    const success = await screen.findByText('Feedback saved and email sent successfully!');
    expect(success.closest('[role="status"]')).not.toBeNull();
    const message = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'The ʃ key is lovely.' };
    expect(posted(fetch)).toEqual([{ url: '/api/v1/send-feedback', body: { ...message, kind: 'feedback' } }]);
    expect(form.name).toHaveValue('');
    expect(form.email).toHaveValue('');
    expect(form.message).toHaveValue('');
  });

  it('says when the e-mail could not be sent', async () => {
    mockApi({ ...siteInfo, 'POST /api/v1/send-feedback': apiError(502, 'mail_failed', 'SMTP said no') });
    const form = await sendMessage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to send feedback email.');
    expect(screen.queryByText(/SMTP/)).not.toBeInTheDocument();
    expect(form.message).toHaveValue('The ʃ key is lovely.');
  });

  it('asks to wait when rate-limited', async () => {
    mockApi({ ...siteInfo, 'POST /api/v1/send-feedback': apiError(429, 'rate_limited') });
    await sendMessage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Please try again later.');
  });

  it('says Error when the request gets no answer', async () => {
    mockApi({
      ...siteInfo,
      'POST /api/v1/send-feedback': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await sendMessage();
    expect((await screen.findByRole('alert')).textContent).toBe('Error');
  });

  it('gives the support address as a mail link', async () => {
    mockApi(siteInfo);
    await openContact();
    const link = await screen.findByRole('link', { name: 'help@tp.example' });
    expect(link).toHaveAttribute('href', 'mailto:help@tp.example');
    expect(link.parentElement).toHaveTextContent('You can also write to help@tp.example.');
  });
});
