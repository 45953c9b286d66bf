import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema';
import { paypalProvider } from '../src/modules/payments/paypal-provider';
import { stripeProvider } from '../src/modules/payments/stripe-provider';
import { startPayPalStandIn, startStripeStandIn } from './support/payment-stand-ins';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from './test-app';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The calls of the checkout and success pages, for one app. */
function client(t: TestApp) {
  return {
    start: (token: string, method: 'card' | 'wallet') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/checkout/session',
        headers: auth(token),
        payload: { method },
      }),
    confirm: (token: string, sessionId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/update-premium-status',
        headers: auth(token),
        payload: { sessionId },
      }),
    accountType: async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: auth(token) })).json().user
        .accountType,
  };
}

describe('test mode (no provider configured)', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const pay = (token: string, sessionId: string, card?: { number: string; expiry: string; cvc: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/test-pay',
      headers: auth(token),
      payload: card ? { sessionId, card } : { sessionId },
    });
  const goodCard = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    admin = await signInAsAdmin(t);
  });
  afterAll(() => t.close());

  it('offers both ways to pay through the test provider, at the spec’s test price', async () => {
    const { token } = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/checkout/options', headers: auth(token) });
    expect(res.json()).toEqual({
      amount: '0.01',
      currency: 'USD',
      testMode: true,
      card: { provider: 'test' },
      wallet: { provider: 'test' },
    });
  });

  it('grants premium once a test card has paid, and only once', async () => {
    const { token } = await signUp(t.app);
    const started = await api.start(token, 'card');
    expect(started.statusCode).toBe(201);
    const { sessionId, provider } = started.json();
    expect(provider).toBe('test');

    const early = await api.confirm(token, sessionId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('payment_incomplete');
    expect(await api.accountType(token)).toBe('free');

    expect((await pay(token, sessionId, goodCard)).statusCode).toBe(200);
    const granted = await api.confirm(token, sessionId);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ status: 'granted', user: { accountType: 'premium' } });
    expect(await api.accountType(token)).toBe('premium');

    const replay = await api.confirm(token, sessionId);
    expect(replay.json().status).toBe('already_granted');
    // A premium account has nothing left to buy.
    expect((await api.start(token, 'card')).json().error.code).toBe('already_premium');
  });

  it('approves a test wallet payment without a card', async () => {
    const { token } = await signUp(t.app);
    const { sessionId } = (await api.start(token, 'wallet')).json();
    expect((await pay(token, sessionId)).statusCode).toBe(200);
    expect((await api.confirm(token, sessionId)).json().status).toBe('granted');
  });

  it('declines the decline test card and says why a card is malformed', async () => {
    const { token } = await signUp(t.app);
    const { sessionId } = (await api.start(token, 'card')).json();
    const declined = await pay(token, sessionId, { ...goodCard, number: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.code).toBe('card_declined');

    const malformed = await pay(token, sessionId, {
      number: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '1',
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.fields).sort()).toEqual(['cvc', 'expiry', 'number']);

    expect((await api.confirm(token, sessionId)).json().error.code).toBe('payment_incomplete');
    expect(await api.accountType(token)).toBe('free');
  });

  it('does nothing for another user’s payment, paid or not', async () => {
    const payer = await signUp(t.app);
    const other = await signUp(t.app);
    const { sessionId } = (await api.start(payer.token, 'card')).json();
    expect((await pay(other.token, sessionId, goodCard)).statusCode).toBe(404);
    expect((await pay(payer.token, sessionId, goodCard)).statusCode).toBe(200);

    const stolen = await api.confirm(other.token, sessionId);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.code).toBe('payment_not_found');
    expect(await api.accountType(other.token)).toBe('free');
    expect((await api.confirm(payer.token, 'test_made_up')).statusCode).toBe(404);
  });

  it('shows an admin a user’s payments', async () => {
    const { token, user } = await signUp(t.app);
    const { sessionId } = (await api.start(token, 'card')).json();
    await pay(token, sessionId, goodCard);
    await api.confirm(token, sessionId);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users/${user._id}/payments`,
      headers: auth(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payments).toEqual([
      expect.objectContaining({
        provider: 'test',
        providerId: sessionId,
        method: 'card',
        amount: '0.01',
        currency: 'USD',
        status: 'paid',
      }),
    ]);
  });

  it('lets pages load scripts from our own origin only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('lets pages play media from our own origin and what they recorded themselves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toMatch(/(^|;)media-src 'self' blob:(;|$)/);
  });

  it('has no webhooks to call', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payments/webhook/stripe', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('Stripe (cards)', () => {
  const webhookSecret = 'whsec_test_secret';
  let stand: Awaited<ReturnType<typeof startStripeStandIn>>;
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const stripe = new Stripe('sk_test_unused');

  const notify = (intentId: string, secret = webhookSecret) => {
    const payload = JSON.stringify({
      id: `evt_${intentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, object: 'payment_intent' } },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };

  beforeAll(async () => {
    stand = await startStripeStandIn();
    t = await createTestApp(
      {
        STRIPE_SECRET_KEY: 'sk_test_local',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        PREMIUM_PRICE: '4.99',
        PREMIUM_CURRENCY: 'eur',
      },
      { payments: { card: stripeProvider({ secretKey: 'sk_test_local', webhookSecret, api: stand.api }) } },
    );
    api = client(t);
  });
  afterAll(async () => {
    await t.close();
    await stand.close();
  });

  it('lets the checkout page load Stripe’s script and frames', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com;");
    expect(csp).not.toContain('paypal');
  });

  it('offers the card with the publishable key, and no wallet', async () => {
    const { token } = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/checkout/options', headers: auth(token) });
    expect(res.json()).toEqual({
      amount: '4.99',
      currency: 'EUR',
      testMode: false,
      card: { provider: 'stripe', publishableKey: 'pk_test_local' },
      wallet: null,
    });
    expect((await api.start(token, 'wallet')).json().error.code).toBe('payment_unavailable');
  });

  it('creates a PaymentIntent for the user and grants premium once Stripe says it succeeded', async () => {
    const { token, user } = await signUp(t.app);
    const started = (await api.start(token, 'card')).json();
    expect(started).toMatchObject({ provider: 'stripe', sessionId: expect.stringMatching(/^pi_/) });
    expect(started.clientSecret).toMatch(new RegExp(`^${started.sessionId}_secret_`));

    expect((await api.confirm(token, started.sessionId)).json().error.code).toBe('payment_incomplete');
    const intent = stand.pay(started.sessionId);
    expect(intent).toMatchObject({
      amount: 499,
      currency: 'eur',
      metadata: { client_reference_id: user._id },
    });
    expect((await api.confirm(token, started.sessionId)).json().status).toBe('granted');
    expect((await api.confirm(token, started.sessionId)).json().status).toBe('already_granted');
    expect(await api.accountType(token)).toBe('premium');
  });

  it('says a card Stripe is still processing is being confirmed, and grants it once it succeeded', async () => {
    const { token } = await signUp(t.app);
    const { sessionId } = (await api.start(token, 'card')).json();
    stand.process(sessionId);
    const processing = await api.confirm(token, sessionId);
    expect(processing.statusCode).toBe(409);
    expect(processing.json().error.code).toBe('payment_processing');
    expect(await api.accountType(token)).toBe('free');
    stand.pay(sessionId);
    expect((await api.confirm(token, sessionId)).json().status).toBe('granted');
  });

  it('refuses another user’s session and a PaymentIntent this server never started', async () => {
    const payer = await signUp(t.app);
    const other = await signUp(t.app);
    const { sessionId } = (await api.start(payer.token, 'card')).json();
    stand.pay(sessionId);
    expect((await api.confirm(other.token, sessionId)).statusCode).toBe(404);
    const foreign = stand.add({
      status: 'succeeded',
      amount: 499,
      currency: 'eur',
      metadata: { client_reference_id: other.user._id },
    });
    expect((await api.confirm(other.token, foreign.id)).statusCode).toBe(404);
    expect(await api.accountType(other.token)).toBe('free');
  });

  it('grants premium from a signed webhook when the tab was closed, once however often it comes', async () => {
    const { token } = await signUp(t.app);
    const { sessionId } = (await api.start(token, 'card')).json();
    stand.pay(sessionId);
    const first = await notify(sessionId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await api.accountType(token)).toBe('premium');
    expect((await notify(sessionId)).statusCode).toBe(200);
    expect((await api.confirm(token, sessionId)).json().status).toBe('already_granted');
  });

  it('refuses a webhook with a bad or missing signature, and grants nothing from it', async () => {
    const { token } = await signUp(t.app);
    const { sessionId } = (await api.start(token, 'card')).json();
    stand.pay(sessionId);
    const forged = await notify(sessionId, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('invalid_signature');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":"payment_intent.succeeded"}',
    });
    expect(unsigned.statusCode).toBe(400);
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/stripe',
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' },
      payload: 'not json at all',
    });
    expect(garbage.statusCode).toBe(400);
    expect(await api.accountType(token)).toBe('free');
  });

  it('ignores a webhook for an unpaid intent', async () => {
    const { token } = await signUp(t.app);
    const { sessionId } = (await api.start(token, 'card')).json();
    expect((await notify(sessionId)).statusCode).toBe(200);
    expect(await api.accountType(token)).toBe('free');
  });
});

describe('PayPal (wallet)', () => {
  const keys = { clientId: 'paypal-client', clientSecret: 'paypal-secret', webhookId: 'WH-LOCAL' };
  let stand: Awaited<ReturnType<typeof startPayPalStandIn>>;
  let t: TestApp;
  let api: ReturnType<typeof client>;

  const webhookEvent = (eventType: string, resource: unknown) => ({
    id: `WH-${eventType}`,
    event_type: eventType,
    resource,
  });
  /** Posts `event` as PayPal does, with the headers PayPal signed it with unless others are given. */
  const notify = (event: object, headers: Record<string, string> = stand.sign(event)) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/paypal',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(event),
    });
  const paymentStatus = async (orderId: string) =>
    (await t.db.select().from(payments).where(eq(payments.providerId, orderId)))[0]?.status;

  beforeAll(async () => {
    stand = await startPayPalStandIn(keys);
    t = await createTestApp(
      {
        PAYPAL_CLIENT_ID: keys.clientId,
        PAYPAL_CLIENT_SECRET: keys.clientSecret,
        PAYPAL_WEBHOOK_ID: keys.webhookId,
      },
      {
        payments: {
          wallet: paypalProvider({ ...keys, environment: 'sandbox', httpsAgent: stand.httpsAgent }),
        },
      },
    );
    api = client(t);
  });
  afterAll(async () => {
    await t.close();
    await stand.close();
  });

  it('creates an order at the spec’s 0.01 and captures it on the server once the payer approved', async () => {
    const { token, user } = await signUp(t.app);
    const { sessionId, provider } = (await api.start(token, 'wallet')).json();
    expect(provider).toBe('paypal');
    expect(stand.order(sessionId).purchase_units).toEqual([
      expect.objectContaining({ custom_id: user._id, amount: { currency_code: 'USD', value: '0.01' } }),
    ]);
    expect((await api.confirm(token, sessionId)).json().error.code).toBe('payment_incomplete');

    stand.approve(sessionId);
    const before = stand.captures;
    expect((await api.confirm(token, sessionId)).json().status).toBe('granted');
    expect((await api.confirm(token, sessionId)).json().status).toBe('already_granted');
    expect(stand.captures - before).toBe(1);
    expect(await api.accountType(token)).toBe('premium');
  });

  it.each([
    ['refuses the capture (422 INSTRUMENT_DECLINED)', 'INSTRUMENT_DECLINED'],
    ['answers with a declined capture', 'DECLINED'],
  ] as const)('says a payment is incomplete when PayPal %s, and grants nothing', async (_, answer) => {
    const { token } = await signUp(t.app);
    const { sessionId } = (await api.start(token, 'wallet')).json();
    stand.approve(sessionId, answer);
    const declined = await api.confirm(token, sessionId);
    expect(declined.statusCode).toBe(409);
    expect(declined.json().error.code).toBe('payment_incomplete');
    // Its webhook is acknowledged, not failed: PayPal would otherwise deliver it again for days.
    expect((await notify(webhookEvent('CHECKOUT.ORDER.APPROVED', { id: sessionId }))).statusCode).toBe(200);
    expect(await paymentStatus(sessionId)).toBe('pending');
    expect(await api.accountType(token)).toBe('free');
  });

  it('says a capture PayPal holds for review is being confirmed, and grants it once completed', async () => {
    const { token } = await signUp(t.app);
    const { sessionId } = (await api.start(token, 'wallet')).json();
    stand.approve(sessionId, 'PENDING');
    const held = await api.confirm(token, sessionId);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.code).toBe('payment_processing');
    expect(await paymentStatus(sessionId)).toBe('pending');
    expect(await api.accountType(token)).toBe('free');
    stand.completeCaptures(sessionId);
    expect((await api.confirm(token, sessionId)).json().status).toBe('granted');
  });

  it('says the provider failed when PayPal is down, and grants nothing', async () => {
    const { token } = await signUp(t.app);
    const { sessionId } = (await api.start(token, 'wallet')).json();
    stand.approve(sessionId, 'OUTAGE');
    const failed = await api.confirm(token, sessionId);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe('payment_provider_failed');
    expect(await paymentStatus(sessionId)).toBe('pending');
    expect(await api.accountType(token)).toBe('free');
  });

  it('refuses another user’s order', async () => {
    const payer = await signUp(t.app);
    const other = await signUp(t.app);
    const { sessionId } = (await api.start(payer.token, 'wallet')).json();
    stand.approve(sessionId);
    expect((await api.confirm(other.token, sessionId)).json().error.code).toBe('payment_not_found');
    const foreign = stand.add({
      status: 'COMPLETED',
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: other.user._id, amount: { currency_code: 'USD', value: '0.01' } }],
    });
    expect((await api.confirm(other.token, foreign.id)).statusCode).toBe(404);
    expect(await api.accountType(other.token)).toBe('free');
  });

  it('captures and grants from a verified webhook, once however often it comes', async () => {
    const { token } = await signUp(t.app);
    const { sessionId } = (await api.start(token, 'wallet')).json();
    stand.approve(sessionId);
    const before = stand.captures;
    const approved = webhookEvent('CHECKOUT.ORDER.APPROVED', { id: sessionId });
    expect((await notify(approved)).statusCode).toBe(200);
    expect(await api.accountType(token)).toBe('premium');
    const captured = { id: 'CAP1', supplementary_data: { related_ids: { order_id: sessionId } } };
    expect((await notify(webhookEvent('PAYMENT.CAPTURE.COMPLETED', captured))).statusCode).toBe(200);
    expect((await notify(approved)).statusCode).toBe(200);
    expect(stand.captures - before).toBe(1);
  });

  it('refuses a webhook PayPal does not verify, and one without its headers', async () => {
    const { token } = await signUp(t.app);
    const { sessionId } = (await api.start(token, 'wallet')).json();
    stand.approve(sessionId);
    const approved = webhookEvent('CHECKOUT.ORDER.APPROVED', { id: sessionId });
    const forged = await notify(approved, { ...stand.sign(approved), 'paypal-transmission-sig': 'forged' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('invalid_signature');
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/paypal',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: sessionId } }),
    });
    expect(bare.statusCode).toBe(400);
    expect(await api.accountType(token)).toBe('free');
  });

  it('refuses a signed webhook whose body was altered after signing, and grants nothing', async () => {
    const { token } = await signUp(t.app);
    const { sessionId } = (await api.start(token, 'wallet')).json();
    stand.approve(sessionId);
    const before = stand.captures;
    // A genuine notification about some other order, replayed with this order's id put in.
    const headers = stand.sign(webhookEvent('CHECKOUT.ORDER.APPROVED', { id: 'SOME-OTHER-ORDER' }));
    const altered = await notify(webhookEvent('CHECKOUT.ORDER.APPROVED', { id: sessionId }), headers);
    expect(altered.statusCode).toBe(400);
    expect(altered.json().error.code).toBe('invalid_signature');
    expect(stand.captures - before).toBe(0);
    expect(await paymentStatus(sessionId)).toBe('pending');
    expect(await api.accountType(token)).toBe('free');
  });
});
