import { z } from 'zod';
import { publicUser } from './accounts';
import { limits } from './constants';
import { endpoint, methodAndPath } from './endpoint';
import { errorBody } from './errors';
import * as routes from './routes';

/** How a learner pays (spec §2 Payment): a card, or a wallet button. */
export const paymentMethods = ['card', 'wallet'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Who takes the payment: Stripe for cards, PayPal for the wallet, or the local test-mode provider. */
export const paymentProviders = ['stripe', 'paypal', 'test'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

export const paymentStatuses = ['pending', 'paid'] as const;

const sessionId = z.string().trim().min(1).max(limits.tokenMax);

/** What the checkout page needs to draw each way to pay; `null` when that way is not offered. */
export const checkoutOptions = endpoint({
  ...methodAndPath(routes.checkoutOptions),
  access: 'user',
  summary: 'The ways to pay for premium, their providers and the price.',
  responses: {
    200: z.object({
      /** Decimal string, e.g. `0.01`, in `currency` (ISO 4217). */
      amount: z.string(),
      currency: z.string(),
      /** True when the local test-mode provider takes the payments: nothing is charged. */
      testMode: z.boolean(),
      card: z
        .discriminatedUnion('provider', [
          z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
          z.object({ provider: z.literal('test') }),
        ])
        .nullable(),
      wallet: z
        .discriminatedUnion('provider', [
          z.object({ provider: z.literal('paypal'), clientId: z.string() }),
          z.object({ provider: z.literal('test') }),
        ])
        .nullable(),
    }),
    401: errorBody,
  },
});

export const createCheckoutSession = endpoint({
  ...methodAndPath(routes.createCheckoutSession),
  access: 'user',
  summary:
    'Start a premium payment with the provider of the chosen method. Stripe answers a PaymentIntent (its id and client secret), PayPal an order id, the test-mode provider a test charge id.',
  body: z.strictObject({ method: z.enum(paymentMethods) }),
  /** 409 `already_premium`; 409 `payment_unavailable` when the method is not offered; 502 `payment_provider_failed`. */
  responses: {
    201: z.object({
      sessionId: z.string(),
      provider: z.enum(paymentProviders),
      /** Stripe only: confirms the card payment in the browser. */
      clientSecret: z.string().optional(),
    }),
    400: errorBody,
    401: errorBody,
    409: errorBody,
    502: errorBody,
  },
});

/** Test mode only: the local provider's stand-in for a card form or a wallet approval. */
export const payTestCharge = endpoint({
  ...methodAndPath(routes.payTestCharge),
  access: 'user',
  summary:
    'Test mode only: pay a test charge with a test card (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined) or, without a card, approve it as a wallet. Nothing is charged.',
  body: z.strictObject({
    sessionId,
    card: z
      .strictObject({
        number: z.string().trim().min(1).max(32),
        expiry: z.string().trim().min(1).max(7),
        cvc: z.string().trim().min(1).max(4),
      })
      .optional(),
  }),
  /** 402 `card_declined`, 400 `validation_failed` for a malformed card, 404 outside test mode or for another user's charge. */
  responses: {
    200: z.object({ sessionId: z.string() }),
    400: errorBody,
    401: errorBody,
    402: errorBody,
    404: errorBody,
  },
});

/**
 * Spec §7: sent by the success page, on the web host outside `/api/v1`. Premium is granted only when
 * the provider confirms that this user's payment is complete, and only once.
 */
export const updatePremiumStatus = endpoint({
  ...methodAndPath(routes.updatePremiumStatus),
  access: 'user',
  summary:
    'Ask the provider whether this payment of the signed-in user is complete and, the first time it is, make the account premium.',
  body: z.strictObject({ sessionId }),
  /**
   * 404 `payment_not_found` (unknown, or another user's); 409 `payment_incomplete`, or
   * `payment_processing` while the provider is still completing it; 502 `payment_provider_failed`.
   */
  responses: {
    200: z.object({
      /** `granted` the first time; `already_granted` when this payment had already made the account premium. */
      status: z.enum(['granted', 'already_granted']),
      user: publicUser,
    }),
    400: errorBody,
    401: errorBody,
    404: errorBody,
    409: errorBody,
    502: errorBody,
  },
});

const received = z.object({ received: z.literal(true) });

/** Provider-signed notifications: the raw body is checked against the signature before it is read. */
export const stripeWebhook = endpoint({
  ...methodAndPath(routes.stripeWebhook),
  access: 'public',
  summary: 'Stripe events, signed (`Stripe-Signature`); `payment_intent.succeeded` grants premium once.',
  responses: { 200: received, 400: errorBody, 404: errorBody },
});

export const paypalWebhook = endpoint({
  ...methodAndPath(routes.paypalWebhook),
  access: 'public',
  summary:
    'PayPal events, verified with PayPal; an approved or captured order is captured if needed and grants premium once.',
  responses: { 200: received, 400: errorBody, 404: errorBody },
});

export const payment = z.object({
  _id: z.uuid(),
  provider: z.enum(paymentProviders),
  providerId: z.string(),
  method: z.enum(paymentMethods),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type Payment = z.infer<typeof payment>;

export const adminUserPayments = endpoint({
  ...methodAndPath(routes.adminUserPayments),
  access: 'admin',
  summary: "A user's payments, newest first (admin).",
  params: z.strictObject({ id: z.uuid() }),
  responses: {
    200: z.object({ payments: z.array(payment) }),
    400: errorBody,
    401: errorBody,
    403: errorBody,
  },
});
