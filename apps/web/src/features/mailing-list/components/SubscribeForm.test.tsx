import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '#web/test/api-mock';
import { renderWithProviders } from '#web/test/render-with-providers';
import { SubscribeForm } from './SubscribeForm';

function openForm() {
  // The footer holds the heading that names it.
  renderWithProviders(
    <>
      <h2 id="mailing-list">Mailing list</h2>
      <SubscribeForm labelledBy="mailing-list" />
    </>,
  );
  const form = screen.getByRole('form', { name: 'Mailing list' });
  return {
    form,
    email: within(form).getByLabelText('Email address'),
    subscribe: within(form).getByRole('button', { name: 'Subscribe' }),
  };
}

const subscriptions = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .filter(([url]) => url === '/api/v1/subscribe')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('mailing-list signup', () => {
  it('asks for an address, then for a valid one, without sending anything', async () => {
    const fetch = mockApi({});
    const user = userEvent.setup();
    const { email, subscribe } = openForm();
    await user.click(subscribe);
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    expect(email).toHaveFocus();
    await user.type(email, 'ada@example');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(subscribe);
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the loading state, then thanks and empties the field', async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    const fetch = mockApi({ 'POST /api/v1/subscribe': () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    const { email, subscribe } = openForm();
    await user.type(email, '  ada@example.com ');
    await user.click(subscribe);
    expect(subscribe).toBeDisabled();
    expect(subscribe).toHaveAttribute('aria-busy', 'true');
    answer({ body: { message: 'ok' } });
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(subscriptions(fetch)).toEqual([{ email: 'ada@example.com' }]);
    expect(email).toHaveValue('');
    expect(subscribe).toBeEnabled();
  });

  it.each([
    [400, 'validation_failed'],
    [429, 'rate_limited'],
    [500, 'internal'],
  ])('says something went wrong on a %i answer', async (status, code) => {
    mockApi({ 'POST /api/v1/subscribe': apiError(status, code) });
    const user = userEvent.setup();
    const { email, subscribe } = openForm();
    await user.type(email, 'ada@example.com');
    await user.click(subscribe);
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! Something went wrong.');
    expect(email).toHaveValue('ada@example.com');
  });

  it('says the address could not be submitted when the request gets no answer', async () => {
    mockApi({
      'POST /api/v1/subscribe': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    const { email, subscribe } = openForm();
    await user.type(email, 'ada@example.com');
    await user.click(subscribe);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Unable to submit email.');
  });
});
