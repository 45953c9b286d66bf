import type { PaymentProviderName } from '@tp/contract';

/** A price in the currency's minor unit (cents), with its ISO 4217 code in capitals. */
export interface Price {
  amountMinor: number;
  currency: string;
}

/** What a provider says of a payment when asked: the only ground on which premium is granted. */
interface ProviderPayment extends Price {
  paid: boolean;
  /** Not paid yet, but under way at the provider: a card being processed, a capture pending. */
  processing: boolean;
  /** The user the payment was started for, as the provider recorded it. */
  userId: string | null;
}

/** The headers and untouched bytes of a provider's notification, as its signature covers them. */
export interface WebhookRequest {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One payment provider. Each adapter speaks its provider's API through its SDK; the service holds
 * the rules (who, how much, once) and never trusts the browser's word that a payment went through.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Starts a payment for the user; returns its id at the provider and, for cards, the client secret. */
  create(userId: string, price: Price): Promise<{ providerId: string; clientSecret?: string }>;
  /** Asks the provider about a payment, completing it where the provider needs the server to (a PayPal capture). */
  confirm(providerId: string): Promise<ProviderPayment>;
  /**
   * Providers that notify: checks a notification's signature (throws `invalid_signature` otherwise) and returns the id of
   * the payment it reports as approved or paid, or null for events of no interest.
   */
  readWebhook?(request: WebhookRequest): Promise<string | null>;
}

/** `4.99` → 499. Prices are validated as at most two decimals. */
export const toMinor = (decimal: string): number => Math.round(Number(decimal) * 100);

/** 499 → `4.99`. */
export const toDecimal = (minor: number): string => (minor / 100).toFixed(2);
