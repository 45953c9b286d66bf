import type {
  CreateOrderActions,
  CreateOrderData,
  OnApproveActions,
  OnApproveData,
  PayPalButtonsComponentOptions,
} from '@paypal/paypal-js';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#web/lib/storage';
import { apiError, type MockReply, makeUser, mockApi } from '#web/test/api-mock';
import { renderApp } from '#web/test/render-app';

const { loadScript } = vi.hoisted(() => ({ loadScript: vi.fn() }));
vi.mock('@paypal/paypal-js', () => ({ loadScript }));

/**
 * PayPal's script as the component loads it: `Buttons` draws one button whose click runs PayPal's
 * flow (createOrder, the payer approving in their wallet, onApprove), handing a failure along the
 * way to onError, as PayPal does.
 */
const paypal = {
  /** What the page gave `Buttons`, for a test to drive as PayPal would. */
  options: {} as PayPalButtonsComponentOptions,
  Buttons(options: PayPalButtonsComponentOptions) {
    paypal.options = options;
    return {
      render: async (container: HTMLElement) => {
        const button = document.createElement('button');
        button.textContent = 'PayPal';
        button.onclick = async () => {
          try {
            const orderID = await options.createOrder?.({} as CreateOrderData, {} as CreateOrderActions);
            await options.onApprove?.({ orderID } as OnApproveData, {} as OnApproveActions);
          } catch (err) {
            options.onError?.({ err });
          }
        };
        container.append(button);
      },
      close: async () => {},
    };
  },
};
beforeEach(() => {
  loadScript.mockResolvedValue(paypal);
});

function signedIn(session: MockReply) {
  localStorage.setItem(storageKeys.token, 'tok');
  return mockApi({
    'GET /api/v1/me': { body: { user: makeUser() } },
    'GET /api/v1/checkout/options': {
      body: {
        amount: '0.01',
        currency: 'USD',
        testMode: false,
        card: null,
        wallet: { provider: 'paypal', clientId: 'paypal-client' },
      },
    },
    'POST /api/v1/checkout/session': session,
    'POST /api/update-premium-status': apiError(409, 'payment_incomplete'),
  });
}

const paypalButton = async () =>
  within(await screen.findByRole('main')).findByRole('button', { name: 'PayPal' });

describe('the PayPal button', () => {
  it('creates the order on our server and, once the payer approves, goes to the success page with its id', async () => {
    const fetch = signedIn({ status: 201, body: { sessionId: 'ORDER-1', provider: 'paypal' } });
    const { router } = renderApp('/checkout');
    await userEvent.setup().click(await paypalButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(router.state.location.search).toBe('?session_id=ORDER-1');
    expect(loadScript).toHaveBeenCalledWith({
      clientId: 'paypal-client',
      currency: 'USD',
      intent: 'capture',
      components: 'buttons',
    });
    const sessions = fetch.mock.calls.filter(([url]) => url === '/api/v1/checkout/session');
    expect(sessions.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ method: 'wallet' }]);
  });

  it('shows under the form why our server refused the order, not PayPal’s generic error after it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signedIn(apiError(409, 'already_premium'));
    const { router } = renderApp('/checkout');
    await userEvent.setup().click(await paypalButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is already premium.');
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('shows PayPal’s own failure under the form', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signedIn({ status: 201, body: { sessionId: 'ORDER-1', provider: 'paypal' } });
    renderApp('/checkout');
    await paypalButton();
    act(() => paypal.options.onError?.({ message: 'Window closed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment provider could not be reached. Please try again.',
    );
    expect(warn).toHaveBeenCalledWith('PayPal error', { message: 'Window closed' });
  });

  it('says when PayPal’s script cannot be loaded', async () => {
    loadScript.mockRejectedValue(new Error('network'));
    signedIn({ status: 201, body: { sessionId: 'ORDER-1', provider: 'paypal' } });
    renderApp('/checkout');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment form could not be loaded. Please check your connection and try again.',
    );
  });
});
