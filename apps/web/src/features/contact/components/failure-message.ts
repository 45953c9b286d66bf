import type { ErrorCode } from '@tp/contract/errors';
import type { ParseKeys, TFunction } from 'i18next';
import { ApiError } from '#web/lib/api-client';

const refusals: Partial<Record<ErrorCode, ParseKeys<'site'>>> = {
  rate_limited: 'errors.rateLimited',
  mail_failed: 'errors.mailFailed',
  validation_failed: 'errors.invalid',
  bad_request: 'errors.invalid',
};

/** What the API's refusal means to the sender, by its code; the server's own text is never shown. */
export function refusalKey(error: ApiError): ParseKeys<'site'> {
  return refusals[error.code as ErrorCode] ?? 'errors.server';
}

/**
 * Spec §8: a refused message reads "Error: <what went wrong>"; a request that got no answer at all
 * reads just "Error".
 */
export function failureMessage(
  t: TFunction<'site'>,
  error: Error,
  whatWentWrong: (refusal: ApiError) => string,
): string {
  return error instanceof ApiError ? t('form.errorWith', { message: whatWentWrong(error) }) : t('form.error');
}
