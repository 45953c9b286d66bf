import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { Component } from './UnsubscribePage';

function open(path: string) {
  const router = createMemoryRouter([{ path: '/unsubscribe', Component }], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
}

const unsubscribeCalls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .filter(([url, init]) => url === '/api/v1/unsubscribe' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('unsubscribe page', () => {
  it('leaves the list with the link’s token as it opens', async () => {
    const fetch = mockApi({ 'POST /api/v1/unsubscribe': { body: { message: 'ok' } } });
    open('/unsubscribe?token=tok-123');
    expect(screen.getByText('Unsubscribing…')).toBeInTheDocument();
    expect(await screen.findByText('You have been unsubscribed.')).toBeInTheDocument();
    expect(unsubscribeCalls(fetch)).toEqual([{ token: 'tok-123' }]);
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
  });

  it('says the link is not valid when the API refuses the token', async () => {
    mockApi({ 'POST /api/v1/unsubscribe': apiError(400, 'invalid_token') });
    open('/unsubscribe?token=spent');
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says the link is not valid without a token, and sends nothing', async () => {
    const fetch = mockApi({});
    open('/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a second try when the request fails', async () => {
    let fail = true;
    const fetch = mockApi({
      'POST /api/v1/unsubscribe': () => {
        if (fail) throw new TypeError('Failed to fetch');
        return { body: { message: 'ok' } };
      },
    });
    const user = userEvent.setup();
    open('/unsubscribe?token=tok-123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not unsubscribe you just now. Please try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have been unsubscribed.')).toBeInTheDocument();
    expect(unsubscribeCalls(fetch)).toHaveLength(2);
  });
});
