import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent } from 'node:https';
import { connect } from 'node:net';
import { isDeepStrictEqual } from 'node:util';

/**
 * Local HTTP stand-ins for Stripe and PayPal: they answer the calls our adapters make as the real
 * APIs answer them, so the real SDKs run end to end on this machine. Tests change a payment's
 * state the way a customer would (paying, approving) through their `pay`/`approve` methods.
 */

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

async function listen(handler: Handler) {
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const id = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

/** PayPal's 422 body: the refused action, with the reason in `details[0].issue`. */
const unprocessable = (issue: string) => ({
  name: 'UNPROCESSABLE_ENTITY',
  message:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  debug_id: randomBytes(6).toString('hex'),
  details: [{ issue }],
});

interface StripeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded';
  client_secret: string;
  metadata: Record<string, string>;
}

/** Stripe's PaymentIntents API, as much of it as our adapter uses. */
export async function startStripeStandIn() {
  const intents = new Map<string, StripeIntent>();
  const server = await listen((req, body, res) => {
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
      return json(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const form = new URLSearchParams(body);
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const m = /^metadata\[(.+)\]$/.exec(key);
        if (m?.[1]) metadata[m[1]] = value;
      }
      const intent: StripeIntent = {
        id: id('pi_'),
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: '',
        metadata,
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(6).toString('hex')}`;
      intents.set(intent.id, intent);
      return json(res, 200, intent);
    }
    const m = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
    const intent = m?.[1] ? intents.get(m[1]) : undefined;
    if (req.method === 'GET' && intent) return json(res, 200, intent);
    return json(res, 404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
  });
  return {
    api: { host: '127.0.0.1', port: server.port, protocol: 'http' as const },
    close: server.close,
    /** The customer pays (Elements confirmed the card in the browser). */
    pay(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return intent;
    },
    /** The card is accepted and Stripe is still processing it (some cards and banks take a while). */
    process(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = 'processing';
    },
    /** A PaymentIntent made by someone else (another user, another amount). */
    add(overrides: Partial<StripeIntent>) {
      const intent: StripeIntent = {
        id: id('pi_'),
        object: 'payment_intent',
        amount: 1,
        amount_received: 0,
        currency: 'usd',
        status: 'requires_payment_method',
        client_secret: 'x',
        metadata: {},
        ...overrides,
      };
      intents.set(intent.id, intent);
      return intent;
    },
  };
}

interface PayPalOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  intent: string;
  purchase_units: {
    custom_id?: string;
    amount: { currency_code: string; value: string };
    payments?: { captures: { id: string; status: string }[] };
  }[];
}

/**
 * How PayPal answers the capture of an approved order: it completes; it holds it for review
 * (pending); it refuses with 422 because the payer's funding was declined; it answers 201 with a
 * declined capture; or it is down.
 */
export type CaptureAnswer = 'COMPLETED' | 'PENDING' | 'INSTRUMENT_DECLINED' | 'DECLINED' | 'OUTAGE';

/** PayPal's OAuth, Orders v2 and webhook verification, as much as our adapter uses. */
export async function startPayPalStandIn(options: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
}) {
  const orders = new Map<string, PayPalOrder>();
  const captureAnswers = new Map<string, CaptureAnswer>();
  /** The event each signature was issued for, by signature: PayPal verifies one against the other. */
  const signed = new Map<string, { transmissionId: string; event: unknown }>();
  const orderOf = (orderId: string) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    return order;
  };
  const token = randomBytes(12).toString('hex');
  let captures = 0;
  const server = await listen((req, body, res) => {
    const url = new URL(req.url ?? '/', 'http://paypal.test');
    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}`) return json(res, 401, { error: 'invalid_client' });
      return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
    }
    if (req.headers.authorization !== `Bearer ${token}`)
      return json(res, 401, { name: 'AUTHENTICATION_FAILURE' });
    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const request = JSON.parse(body);
      const order: PayPalOrder = {
        id: id('ORDER').toUpperCase(),
        status: 'CREATED',
        intent: request.intent,
        purchase_units: request.purchase_units,
      };
      orders.set(order.id, order);
      return json(res, 201, { id: order.id, status: order.status });
    }
    if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      const request = JSON.parse(body);
      const issued = signed.get(request.transmission_sig);
      const ok =
        request.webhook_id === options.webhookId &&
        issued !== undefined &&
        issued.transmissionId === request.transmission_id &&
        isDeepStrictEqual(request.webhook_event, issued.event);
      return json(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }
    const m = /^\/v2\/checkout\/orders\/(\w+)(\/capture)?$/.exec(url.pathname);
    const order = m?.[1] ? orders.get(m[1]) : undefined;
    if (!order) return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
    if (req.method === 'GET' && !m?.[2]) return json(res, 200, order);
    if (req.method === 'POST' && m?.[2]) {
      const answer = captureAnswers.get(order.id) ?? 'COMPLETED';
      if (answer === 'OUTAGE') return json(res, 503, { name: 'SERVICE_UNAVAILABLE' });
      if (order.status !== 'APPROVED') return json(res, 422, unprocessable('ORDER_NOT_APPROVED'));
      if (answer === 'INSTRUMENT_DECLINED') return json(res, 422, unprocessable(answer));
      captures += 1;
      order.status = 'COMPLETED';
      for (const unit of order.purchase_units)
        unit.payments = { captures: [{ id: id('CAP'), status: answer }] };
      return json(res, 201, order);
    }
    return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
  });
  return {
    /** Sends the SDK's HTTPS requests to this server as plain HTTP: the stand-in sits where PayPal's API would. */
    httpsAgent: new (class extends Agent {
      override createConnection() {
        return connect(server.port, '127.0.0.1');
      }
    })(),
    close: server.close,
    /** The order as created, or as it stands now. */
    order: orderOf,
    /** The payer approves the order in their wallet; `capture` is how PayPal will answer its capture. */
    approve(orderId: string, capture: CaptureAnswer = 'COMPLETED') {
      orderOf(orderId).status = 'APPROVED';
      captureAnswers.set(orderId, capture);
    },
    /** PayPal completes the captures it held for review. */
    completeCaptures(orderId: string) {
      for (const unit of orderOf(orderId).purchase_units)
        for (const capture of unit.payments?.captures ?? []) capture.status = 'COMPLETED';
    },
    /** PayPal sends `event`: the headers it signs it with, which verify for this event only. */
    sign(event: unknown) {
      const transmissionId = randomBytes(8).toString('hex');
      const signature = randomBytes(16).toString('base64url');
      signed.set(signature, { transmissionId, event });
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': new Date().toISOString(),
      };
    },
    add(order: Omit<PayPalOrder, 'id'>) {
      const full = { ...order, id: id('ORDER').toUpperCase() };
      orders.set(full.id, full);
      return full;
    },
    get captures() {
      return captures;
    },
  };
}
