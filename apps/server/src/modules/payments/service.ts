import type { contract, PaymentMethod, PaymentProviderName, SuccessBody } from '@tp/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { payments, type UserRow, users } from '../../db/schema';
import { HttpError, httpError, notFound } from '../../platform/http-error';
import { toPublicUser } from '../accounts';
import { type PaymentProvider, type Price, toDecimal, type WebhookRequest } from './provider';
import type { TestProvider } from './test-provider';

/** The provider behind each way to pay; a missing one is not offered. */
export interface PaymentProviders {
  card?: PaymentProvider;
  wallet?: PaymentProvider;
  /** Set in test mode: both ways to pay go to it, and its test card form is offered. */
  test?: TestProvider;
}

export interface PaymentsServiceOptions {
  db: Database;
  providers: PaymentProviders;
  price: Price;
  log: FastifyBaseLogger;
  /** What the browser needs to load each real provider's own script. */
  publicKeys: { stripe?: string; paypal?: string };
}

const providerFailed = (log: FastifyBaseLogger, error: unknown) => {
  log.error({ err: error }, 'payment provider call failed');
  return httpError('payment_provider_failed', 'The payment provider could not be reached. Please try again.');
};

export function createPaymentsService({ db, providers, price, log, publicKeys }: PaymentsServiceOptions) {
  const providerFor = (method: PaymentMethod) => providers.test ?? providers[method];
  const byName = (name: PaymentProviderName) =>
    [providers.test, providers.card, providers.wallet].find((p) => p?.name === name);

  /**
   * Asks the provider about a payment we started and, the first time it is paid for the right user
   * and amount, marks it paid and the account premium, in one transaction.
   */
  async function settle(
    paymentId: string,
  ): Promise<'granted' | 'already_granted' | 'processing' | 'incomplete'> {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!row) throw notFound('There is no such payment.');
    if (row.status === 'paid') return 'already_granted';
    const provider = byName(row.provider);
    if (!provider) throw httpError('payment_unavailable', 'This payment method is no longer offered.');
    const answer = await provider.confirm(row.providerId).catch((e: unknown) => {
      throw providerFailed(log, e);
    });
    const ours =
      answer.userId === row.userId &&
      answer.amountMinor === row.amountMinor &&
      answer.currency === row.currency;
    if (!answer.paid || !ours) {
      if (answer.paid) log.warn({ payment: row.id, answer }, 'paid payment does not match what was started');
      return answer.processing && ours ? 'processing' : 'incomplete';
    }
    return db.transaction(async (tx) => {
      // Only one caller moves it from pending: the success page and a webhook may race.
      const [won] = await tx
        .update(payments)
        .set({ status: 'paid', paidAt: new Date() })
        .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')))
        .returning({ userId: payments.userId });
      if (!won) return 'already_granted';
      if (won.userId) await tx.update(users).set({ accountType: 'premium' }).where(eq(users.id, won.userId));
      return 'granted';
    });
  }

  return {
    options(): SuccessBody<typeof contract.payments.checkoutOptions> {
      const amount = toDecimal(price.amountMinor);
      if (providers.test) {
        return {
          amount,
          currency: price.currency,
          testMode: true,
          card: { provider: 'test' },
          wallet: { provider: 'test' },
        };
      }
      return {
        amount,
        currency: price.currency,
        testMode: false,
        card:
          providers.card && publicKeys.stripe
            ? { provider: 'stripe', publishableKey: publicKeys.stripe }
            : null,
        wallet:
          providers.wallet && publicKeys.paypal ? { provider: 'paypal', clientId: publicKeys.paypal } : null,
      };
    },

    async start(user: UserRow, method: PaymentMethod) {
      if (user.accountType === 'premium')
        throw httpError('already_premium', 'This account is already premium.');
      const provider = providerFor(method);
      if (!provider) throw httpError('payment_unavailable', 'This payment method is not offered.');
      const created = await provider.create(user.id, price).catch((e: unknown) => {
        throw providerFailed(log, e);
      });
      await db.insert(payments).values({
        userId: user.id,
        provider: provider.name,
        providerId: created.providerId,
        method,
        ...price,
      });
      return { sessionId: created.providerId, provider: provider.name, clientSecret: created.clientSecret };
    },

    async payTest(user: UserRow, sessionId: string, card?: { number: string; expiry: string; cvc: string }) {
      if (!providers.test) throw notFound('Test payments are not offered here.');
      await providers.test.pay(user.id, sessionId, card);
      return { sessionId };
    },

    /** The success page's call: only the signed-in user's own payment, and only once. */
    async confirm(user: UserRow, sessionId: string) {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.providerId, sessionId), eq(payments.userId, user.id)));
      if (!row) throw httpError('payment_not_found', 'There is no such payment of yours.');
      const outcome = await settle(row.id);
      if (outcome === 'incomplete') {
        throw httpError('payment_incomplete', 'This payment has not been completed.');
      }
      if (outcome === 'processing') {
        throw httpError('payment_processing', 'The payment provider is still completing this payment.');
      }
      const [updated] = await db.select().from(users).where(eq(users.id, user.id));
      return { status: outcome, user: toPublicUser(updated ?? user) };
    },

    /** A provider's signed notification: settles the payment it names, if it is one of ours. */
    async webhook(name: 'stripe' | 'paypal', request: WebhookRequest) {
      const provider = byName(name);
      if (!provider?.readWebhook) throw notFound('This payment provider is not configured.');
      const providerId = await provider.readWebhook(request).catch((e: unknown) => {
        if (e instanceof HttpError) throw e;
        throw providerFailed(log, e);
      });
      if (!providerId) return { received: true } as const;
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.provider, name), eq(payments.providerId, providerId)));
      if (row) await settle(row.id);
      else log.warn({ provider: name, providerId }, 'notification for a payment this server did not start');
      return { received: true } as const;
    },

    async listForUser(userId: string) {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt));
      return rows.map((p) => ({
        _id: p.id,
        provider: p.provider,
        providerId: p.providerId,
        method: p.method,
        amount: toDecimal(p.amountMinor),
        currency: p.currency,
        status: p.status,
        createdAt: p.createdAt.toISOString(),
        paidAt: p.paidAt?.toISOString() ?? null,
      }));
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
