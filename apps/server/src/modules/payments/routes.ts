import { contract } from '@tp/contract';
import type { FastifyRequest } from 'fastify';
import type { BindRoute } from '../../platform/routes';
import type { PaymentsService } from './service';

export function paymentsRoutes(bind: BindRoute, payments: PaymentsService): void {
  const c = contract.payments;
  bind(c.checkoutOptions, async () => payments.options());
  bind(c.createCheckoutSession, async ({ user, body }) => payments.start(user, body.method));
  bind(c.payTestCharge, async ({ user, body }) => payments.payTest(user, body.sessionId, body.card));
  bind(c.updatePremiumStatus, async ({ user, body }) => payments.confirm(user, body.sessionId));
  bind(c.adminUserPayments, async ({ params }) => ({ payments: await payments.listForUser(params.id) }));
}

const webhookRequest = (request: FastifyRequest) => ({
  rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
  headers: request.headers,
});

/** Bound where bodies stay raw bytes: a provider's signature covers the bytes exactly as sent. */
export function paymentWebhookRoutes(bind: BindRoute, payments: PaymentsService): void {
  bind(contract.payments.stripeWebhook, async ({ request }) =>
    payments.webhook('stripe', webhookRequest(request)),
  );
  bind(contract.payments.paypalWebhook, async ({ request }) =>
    payments.webhook('paypal', webhookRequest(request)),
  );
}
