import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser } from '@tp/contract/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { apiError, type MockReply, makeUser, mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

const testMode = {
  amount: '0.01',
  currency: 'USD',
  testMode: true,
  card: { provider: 'test' },
  wallet: { provider: 'test' },
};

function signedIn(user: PublicUser, routes: Record<string, MockReply> = {}) {
  localStorage.setItem(storageKeys.token, 'tok');
  return mockApi({
    'GET /api/v1/me': { body: { user } },
    'GET /api/v1/checkout/options': { body: testMode },
    ...routes,
  });
}

const bodiesOf = (fetch: ReturnType<typeof mockApi>, path: string) =>
  fetch.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(String(init?.body)));

async function fillCard(number: string) {
  const user = userEvent.setup();
  const main = await screen.findByRole('main');
  await user.type(await within(main).findByLabelText('Card number'), number);
  await user.type(within(main).getByLabelText('Expiry date'), '12/40');
  await user.type(within(main).getByLabelText('CVC'), '123');
  await user.click(within(main).getByRole('button', { name: 'Pay by card' }));
  return main;
}

describe('checkout', () => {
  it('offers card and wallet under the spec’s headings, says test mode charges nothing', async () => {
    signedIn(makeUser());
    renderApp('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete payment' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Pay with' })).toBeInTheDocument();
    expect(screen.getByText('Choose payment method')).toBeInTheDocument();
    expect(screen.getByText('TP Premium: $0.01, paid once.')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Test mode: nothing is charged.');
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay with the test wallet' })).toBeEnabled();
  });

  it('pays a test card and goes to the success page with the payment’s id', async () => {
    const fetch = signedIn(makeUser(), {
      'POST /api/v1/checkout/session': { status: 201, body: { sessionId: 'test_abc', provider: 'test' } },
      'POST /api/v1/checkout/test-pay': { body: { sessionId: 'test_abc' } },
      'POST /api/update-premium-status': apiError(409, 'payment_incomplete'),
    });
    const { router } = renderApp('/checkout');
    await fillCard('4242 4242 4242 4242');
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(router.state.location.search).toBe('?session_id=test_abc');
    expect(bodiesOf(fetch, '/api/v1/checkout/session')).toEqual([{ method: 'card' }]);
    expect(bodiesOf(fetch, '/api/v1/checkout/test-pay')).toEqual([
      { sessionId: 'test_abc', card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } },
    ]);
  });

  it('shows a declined card and the fields the provider refused', async () => {
    signedIn(makeUser(), {
      'POST /api/v1/checkout/session': { status: 201, body: { sessionId: 'test_abc', provider: 'test' } },
      'POST /api/v1/checkout/test-pay': {
        status: 400,
        body: { error: { code: 'validation_failed', message: 'x', fields: { number: 'x', cvc: 'x' } } },
      },
    });
    renderApp('/checkout');
    const main = await fillCard('1234');
    expect(await within(main).findByRole('alert')).toHaveTextContent('Please check the card details.');
    expect(within(main).getByLabelText('Card number')).toHaveAccessibleDescription(
      'Your card number is invalid.',
    );
    expect(within(main).getByLabelText('CVC')).toHaveAccessibleDescription(
      "Your card's security code is invalid.",
    );
    expect(within(main).getByLabelText('Expiry date')).not.toHaveAttribute('aria-invalid');
  });

  it('says a card was declined', async () => {
    signedIn(makeUser(), {
      'POST /api/v1/checkout/session': { status: 201, body: { sessionId: 'test_abc', provider: 'test' } },
      'POST /api/v1/checkout/test-pay': apiError(402, 'card_declined'),
    });
    renderApp('/checkout');
    const main = await fillCard('4000 0000 0000 0002');
    expect(await within(main).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(within(main).getByRole('button', { name: 'Pay by card' })).toBeEnabled();
  });

  it('pays with the test wallet', async () => {
    const fetch = signedIn(makeUser(), {
      'POST /api/v1/checkout/session': { status: 201, body: { sessionId: 'test_w', provider: 'test' } },
      'POST /api/v1/checkout/test-pay': { body: { sessionId: 'test_w' } },
    });
    const { router } = renderApp('/checkout');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay with the test wallet' }));
    await waitFor(() => expect(router.state.location.search).toBe('?session_id=test_w'));
    expect(bodiesOf(fetch, '/api/v1/checkout/test-pay')).toEqual([{ sessionId: 'test_w' }]);
  });

  it('asks a guest to sign in, and to come back here afterwards', async () => {
    mockApi({});
    renderApp('/checkout');
    expect(await screen.findByText('Sign in to upgrade your account to premium.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcheckout',
    );
  });

  it('tells a premium learner there is nothing to buy', async () => {
    signedIn(makeUser({ accountType: 'premium' }));
    renderApp('/checkout');
    expect(
      await screen.findByText('Your account is already premium. Enjoy every level!'),
    ).toBeInTheDocument();
  });
});

describe('checkout with Stripe', () => {
  /**
   * Stripe.js comes from Stripe's servers: here a stand-in takes its place on `window.Stripe`,
   * where the real loader looks first, so the page's own code runs as it does with Stripe. The
   * loader keeps the first Stripe it finds, so one stand-in serves every test.
   */
  const stand = {
    mounted: [] as string[],
    confirmCardPayment: vi.fn(async (): Promise<unknown> => ({ paymentIntent: { status: 'succeeded' } })),
  };
  const element = (type: string) => {
    const handlers: Record<string, () => void> = {};
    return {
      mount: () => {
        stand.mounted.push(type);
        queueMicrotask(() => handlers.ready?.());
      },
      on: (event: string, handler: () => void) => {
        handlers[event] = handler;
      },
      destroy: () => {},
    };
  };
  beforeAll(() => {
    const stripe = { elements: () => ({ create: element }), confirmCardPayment: stand.confirmCardPayment };
    (window as { Stripe?: unknown }).Stripe = Object.assign(() => stripe, { version: 'endive' });
  });
  afterAll(() => {
    delete (window as { Stripe?: unknown }).Stripe;
  });
  beforeEach(() => {
    stand.mounted.length = 0;
    stand.confirmCardPayment.mockClear();
  });
  const stripeStandIn = (confirmResult: unknown) => {
    stand.confirmCardPayment.mockResolvedValue(confirmResult);
    return stand;
  };

  const stripeOptions = {
    ...testMode,
    testMode: false,
    card: { provider: 'stripe', publishableKey: 'pk_test_x' },
    wallet: null,
  };

  it('mounts Stripe’s card fields and confirms the payment with the client secret', async () => {
    const stand = stripeStandIn({ paymentIntent: { status: 'succeeded' } });
    signedIn(makeUser(), {
      'GET /api/v1/checkout/options': { body: stripeOptions },
      'POST /api/v1/checkout/session': {
        status: 201,
        body: { sessionId: 'pi_1', provider: 'stripe', clientSecret: 'pi_1_secret' },
      },
    });
    const { router } = renderApp('/checkout');
    const pay = await screen.findByRole('button', { name: 'Pay by card' });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(stand.mounted).toEqual(['cardNumber', 'cardExpiry', 'cardCvc']);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await userEvent.setup().click(pay);
    await waitFor(() => expect(router.state.location.search).toBe('?session_id=pi_1'));
    expect(stand.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret', expect.anything());
  });

  it('shows Stripe’s own message under the form when the card fails', async () => {
    stripeStandIn({ error: { message: 'Your card has insufficient funds.' } });
    signedIn(makeUser(), {
      'GET /api/v1/checkout/options': { body: stripeOptions },
      'POST /api/v1/checkout/session': {
        status: 201,
        body: { sessionId: 'pi_1', provider: 'stripe', clientSecret: 'pi_1_secret' },
      },
    });
    renderApp('/checkout');
    const pay = await screen.findByRole('button', { name: 'Pay by card' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.setup().click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
  });
});
