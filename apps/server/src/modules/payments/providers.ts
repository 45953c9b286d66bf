import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { paypalProvider } from './paypal-provider';
import type { PaymentProviders } from './service';
import { stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';

/** The providers the configuration names: Stripe and PayPal with their keys, else test mode outside production. */
export function providersFromConfig(config: Config, db: Database): PaymentProviders {
  if (config.paymentsTestMode) return { test: testProvider(db) };
  return {
    card:
      config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
        ? stripeProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET })
        : undefined,
    wallet:
      config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET && config.PAYPAL_WEBHOOK_ID
        ? paypalProvider({
            clientId: config.PAYPAL_CLIENT_ID,
            clientSecret: config.PAYPAL_CLIENT_SECRET,
            webhookId: config.PAYPAL_WEBHOOK_ID,
            environment: config.PAYPAL_ENVIRONMENT,
          })
        : undefined,
  };
}
