import Stripe from 'stripe';
import { httpError } from '../../platform/http-error';
import type { PaymentProvider } from './provider';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the API is; Stripe's own by default. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** The metadata key naming the user a PaymentIntent was created for. */
const userKey = 'client_reference_id';

/**
 * Cards through Stripe: a PaymentIntent created here for the user, confirmed in the browser with
 * Stripe Elements, and read back from Stripe before anything is granted.
 */
export function stripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...options.api });
  return {
    name: 'stripe',
    async create(userId, price) {
      const intent = await stripe.paymentIntents.create({
        amount: price.amountMinor,
        currency: price.currency.toLowerCase(),
        allowed_payment_method_types: ['card'],
        metadata: { [userKey]: userId },
        description: 'TP premium',
      });
      return { providerId: intent.id, clientSecret: intent.client_secret ?? undefined };
    },
    async confirm(providerId) {
      const intent = await stripe.paymentIntents.retrieve(providerId);
      return {
        paid: intent.status === 'succeeded',
        processing: intent.status === 'processing',
        userId: intent.metadata?.[userKey] ?? null,
        amountMinor: intent.amount_received || intent.amount,
        currency: intent.currency.toUpperCase(),
      };
    },
    async readWebhook({ rawBody, headers }) {
      const signature = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string') throw new Error('no signature');
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw httpError('invalid_signature', 'The signature of this notification is not valid.');
      }
      return event.type === 'payment_intent.succeeded' ? event.data.object.id : null;
    },
  };
}
