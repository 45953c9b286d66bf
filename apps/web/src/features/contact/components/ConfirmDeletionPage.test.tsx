import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { Component } from './ConfirmDeletionPage';

function open(path: string) {
  const router = createMemoryRouter([{ path: '/confirm-deletion', Component }], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Confirm account deletion' })).toBeInTheDocument();
}

const confirmCalls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .filter(([url, init]) => url === '/api/v1/confirm-deletion' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

const invalid =
  'This confirmation link is not valid: it has been used already, it has expired (links last 7 days), or it is incomplete.';

describe('confirm-deletion page', () => {
  it('confirms nothing as it opens, and the request with the link’s token once the owner says so', async () => {
    const fetch = mockApi({ 'POST /api/v1/confirm-deletion': { body: { message: 'ok' } } });
    const user = userEvent.setup();
    open('/confirm-deletion?token=tok-123');
    expect(
      screen.getByText(/If it was not you, close this page and nothing will be deleted\./),
    ).toBeInTheDocument();
    expect(confirmCalls(fetch)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm the deletion request' }));
    expect(
      await screen.findByText(
        'Your request is confirmed. The TP team will delete your account and let you know by email.',
      ),
    ).toBeInTheDocument();
    expect(confirmCalls(fetch)).toEqual([{ token: 'tok-123' }]);
    expect(screen.queryByRole('button', { name: 'Confirm the deletion request' })).not.toBeInTheDocument();
  });

  it('says the link is not valid when the API refuses it as unknown, used or expired', async () => {
    mockApi({ 'POST /api/v1/confirm-deletion': apiError(400, 'invalid_token') });
    const user = userEvent.setup();
    open('/confirm-deletion?token=spent');
    await user.click(screen.getByRole('button', { name: 'Confirm the deletion request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(screen.queryByRole('button', { name: 'Confirm the deletion request' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new deletion request' })).toHaveAttribute(
      'href',
      '/delete-account',
    );
  });

  it('says the link is not valid without a token, and offers nothing to confirm', () => {
    const fetch = mockApi({});
    open('/confirm-deletion');
    expect(screen.getByRole('alert')).toHaveTextContent(invalid);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a second try when the request fails', async () => {
    let fail = true;
    const fetch = mockApi({
      'POST /api/v1/confirm-deletion': () => {
        if (fail) throw new TypeError('Failed to fetch');
        return { body: { message: 'ok' } };
      },
    });
    const user = userEvent.setup();
    open('/confirm-deletion?token=tok-123');
    await user.click(screen.getByRole('button', { name: 'Confirm the deletion request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm your request just now. Please try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Confirm the deletion request' }));
    expect(await screen.findByText(/^Your request is confirmed\./)).toBeInTheDocument();
    expect(confirmCalls(fetch)).toHaveLength(2);
  });
});
