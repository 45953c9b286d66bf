import type { ErrorCode } from '@tp/contract/errors';
import type { ParseKeys } from 'i18next';
import { ApiError } from '#web/lib/api-client';

const messages: Partial<Record<ErrorCode, ParseKeys<'payment'>>> = {
  card_declined: 'errors.declined',
  validation_failed: 'errors.cardInvalid',
  already_premium: 'errors.alreadyPremium',
  payment_unavailable: 'errors.unavailable',
  payment_not_found: 'errors.notFound',
  payment_incomplete: 'errors.incomplete',
  payment_processing: 'errors.processing',
  payment_provider_failed: 'errors.provider',
};

/** What a refused payment call means to the payer, by the API's code; never the server's own text. */
export function paymentErrorKey(error: unknown): ParseKeys<'payment'> {
  if (!(error instanceof ApiError)) return 'errors.network';
  return messages[error.code as ErrorCode] ?? 'errors.unknown';
}

/** Where a payment goes once the provider has it: the success page asks the server to confirm it. */
export const successPath = (sessionId: string) => `/success?session_id=${encodeURIComponent(sessionId)}`;
