import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser } from '@tp/contract/accounts';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { apiError, type MockReply, makeUser, mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

/**
 * A signed-in learner whose account the server reports as `account()` says, and whose payment it
 * answers with `confirm()`: both may change as the test goes, as the server's would.
 */
function learner(
  confirm: () => MockReply | Promise<MockReply>,
  account: () => PublicUser = () => makeUser(),
) {
  localStorage.setItem(storageKeys.token, 'tok');
  return mockApi({
    'GET /api/v1/me': () => ({ body: { user: account() } }),
    'POST /api/update-premium-status': confirm,
  });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const calls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/update-premium-status');

describe('the success page', () => {
  it('says it is confirming while the server asks the provider, then goes on to the completion page', async () => {
    let answer: (reply: MockReply) => void = () => {};
    let premium = false;
    const fetch = learner(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      () => makeUser({ accountType: premium ? 'premium' : 'free' }),
    );
    const { router } = renderApp('/success?session_id=test_abc');
    expect(await heading('Confirming your payment')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Confirming your payment…',
    );
    await waitFor(() => expect(document.title).toBe('Confirming your payment · TP'));
    await waitFor(() => expect(calls(fetch)).toHaveLength(1));

    premium = true;
    answer({ body: { status: 'granted', user: makeUser({ accountType: 'premium' }) } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/completion'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Complete' })).toBeInTheDocument();
    expect(screen.getByText('Thank you! Your account is now premium.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/');
    expect(JSON.parse(String(calls(fetch)[0]?.[1]?.body))).toEqual({ sessionId: 'test_abc' });
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}').accountType).toBe('premium');
  });

  it('says a payment already applied was applied, and leads home rather than thanking anew', async () => {
    const premium = makeUser({ accountType: 'premium' });
    learner(
      () => ({ body: { status: 'already_granted', user: premium } }),
      () => premium,
    );
    const { router } = renderApp('/success?session_id=test_abc');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByText(
        'This payment has already been applied: your account is already premium.',
      ),
    ).toBeInTheDocument();
    expect(await heading('Payment Successful')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/success');
    expect(within(main).getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/');
  });

  it('never says a payment the server does not know went through', async () => {
    learner(() => apiError(404, 'payment_not_found'));
    renderApp('/success?session_id=bogus');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find this payment on your account.',
    );
    expect(await heading('We could not confirm this payment')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('We could not confirm this payment · TP'));
    expect(screen.queryByText(/Payment Successful|premium/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('says when the payment is not complete, and can ask again', async () => {
    let answer: MockReply = apiError(409, 'payment_incomplete');
    let premium = false;
    learner(
      () => answer,
      () => makeUser({ accountType: premium ? 'premium' : 'free' }),
    );
    const { router } = renderApp('/success?session_id=test_abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment has not been completed yet.');
    expect(await heading('We could not confirm this payment')).toBeInTheDocument();
    answer = { body: { status: 'granted', user: makeUser({ accountType: 'premium' }) } };
    premium = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/completion'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Complete' })).toBeInTheDocument();
  });

  it('says a payment the provider is still processing is being confirmed, and checks again', async () => {
    let answer: MockReply = apiError(409, 'payment_processing');
    const fetch = learner(() => answer);
    renderApp('/success?session_id=pi_1');
    expect(
      await screen.findByText(
        'The payment provider is still processing this payment. Your account becomes premium as soon as it is complete.',
      ),
    ).toBeInTheDocument();
    expect(await heading('Your payment is being confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer = { body: { status: 'already_granted', user: makeUser({ accountType: 'premium' }) } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(calls(fetch)).toHaveLength(2);
  });

  it('says the server could not be reached', async () => {
    learner(() => {
      throw new TypeError('Failed to fetch');
    });
    renderApp('/success?session_id=test_abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: the server could not be reached. Please try again.',
    );
    expect(await heading('We could not confirm this payment')).toBeInTheDocument();
  });

  it('asks a guest to log in to the account that paid, and to come back here', async () => {
    const fetch = mockApi({});
    renderApp('/success?session_id=test_abc');
    expect(await heading('Log in to confirm your payment')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fsuccess%3Fsession_id%3Dtest_abc',
    );
    expect(calls(fetch)).toHaveLength(0);
  });

  it('asks a learner whose sign-in has expired to log in again', async () => {
    localStorage.setItem(storageKeys.token, 'expired');
    mockApi({
      'GET /api/v1/me': apiError(401, 'unauthorized'),
      'POST /api/update-premium-status': apiError(401, 'unauthorized'),
    });
    renderApp('/success?session_id=test_abc');
    expect(await heading('Log in to confirm your payment')).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });

  it('says there is nothing to confirm without a session id', async () => {
    learner(() => ({ body: {} }));
    renderApp('/success');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no payment to confirm here.');
    expect(await heading('We could not confirm this payment')).toBeInTheDocument();
  });
});
