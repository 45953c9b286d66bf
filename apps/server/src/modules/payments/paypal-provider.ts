import type { Agent } from 'node:https';
import {
  CheckoutPaymentIntent,
  Client,
  CustomError,
  Environment,
  type Order,
  OrderStatus,
  OrdersController,
} from '@paypal/paypal-server-sdk';
import { httpError } from '../../platform/http-error';
import { type PaymentProvider, toDecimal, toMinor } from './provider';

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  environment: 'sandbox' | 'live';
  /** How to reach the API; PayPal's own by default. */
  httpsAgent?: Agent;
}

const invalidSignature = () =>
  httpError('invalid_signature', 'The signature of this notification is not valid.');

/** The headers PayPal signs a notification with, as its verification call names them. */
const signatureHeaders = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/**
 * The wallet through PayPal (Orders v2): the order is created and captured here, never in the
 * browser, and only a completed capture for the user's order counts.
 */
export function paypalProvider(options: PayPalOptions): PaymentProvider {
  const client = new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: options.clientId,
      oAuthClientSecret: options.clientSecret,
    },
    environment: options.environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: 20_000,
    ...(options.httpsAgent ? { httpClientOptions: { httpsAgent: options.httpsAgent } } : {}),
  });
  const orders = new OrdersController(client);

  const read = (order: Order) => {
    const unit = order.purchaseUnits?.[0];
    const captures = unit?.payments?.captures ?? [];
    const captured = captures.some((c) => c.status === 'COMPLETED');
    return {
      paid: order.status === OrderStatus.Completed && captured,
      // PayPal holds some captures for review (an eCheck, a risk check) before completing them.
      processing: !captured && captures.some((c) => c.status === 'PENDING'),
      userId: unit?.customId ?? null,
      amountMinor: toMinor(unit?.amount?.value ?? '0'),
      currency: (unit?.amount?.currencyCode ?? '').toUpperCase(),
    };
  };

  return {
    name: 'paypal',
    async create(userId, price) {
      const { result } = await orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              amount: { currencyCode: price.currency, value: toDecimal(price.amountMinor) },
              customId: userId,
              description: 'TP premium',
            },
          ],
        },
        prefer: 'return=minimal',
      });
      if (!result.id) throw new Error('PayPal returned an order without an id');
      return { providerId: result.id };
    },
    async confirm(providerId) {
      const { result } = await orders.getOrder({ id: providerId });
      if (result.status !== OrderStatus.Approved) return read(result);
      // The payer approved in their wallet; the money moves when we capture. The request id
      // makes a second capture of the same order (a webhook beside the success page) harmless.
      try {
        const captured = await orders.captureOrder({
          id: providerId,
          prefer: 'return=representation',
          paypalRequestId: `capture-${providerId}`,
        });
        return read(captured.result);
      } catch (e) {
        // 422 is PayPal refusing this capture (INSTRUMENT_DECLINED and the like): the payer's
        // doing, not an outage, so the order stays unpaid rather than the call failing.
        if (e instanceof CustomError && e.statusCode === 422) return read(result);
        throw e;
      }
    },
    async readWebhook({ rawBody, headers }) {
      let event: { event_type?: string; resource?: Record<string, unknown> };
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw invalidSignature();
      }
      const signed = Object.entries(signatureHeaders).map(([field, header]) => [field, headers[header]]);
      if (signed.some(([, value]) => typeof value !== 'string')) throw invalidSignature();
      // PayPal checks its own signature against the event, which its API takes as a JSON object
      // (the body parsed, not its bytes): an event altered after signing fails.
      const request = client.getRequestBuilderFactory()('POST', '/v1/notifications/verify-webhook-signature');
      request.header('Content-Type', 'application/json');
      request.json({ ...Object.fromEntries(signed), webhook_id: options.webhookId, webhook_event: event });
      request.authenticate([{ oauth2: true }]);
      const response = await request.call();
      const verdict = JSON.parse(response.body as string) as { verification_status?: string };
      if (verdict.verification_status !== 'SUCCESS') throw invalidSignature();

      const resource = event.resource ?? {};
      if (event.event_type === 'CHECKOUT.ORDER.APPROVED')
        return typeof resource.id === 'string' ? resource.id : null;
      if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
        const related = (resource.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined)
          ?.related_ids?.order_id;
        return typeof related === 'string' ? related : null;
      }
      return null;
    },
  };
}
