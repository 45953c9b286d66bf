import type { ErrorCode } from '@tp/contract/errors';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';

/** The server's refusals that say more than a form's own failure message, as catalog keys. */
const reasons: Partial<Record<ErrorCode, ParseKeys<'dashboard'>>> = {
  rate_limited: 'reasons.rate_limited',
  unauthorized: 'reasons.unauthorized',
  forbidden: 'reasons.forbidden',
};

/**
 * The server's reason for a failure, translated from its error code (the web app never shows the
 * server's English); null when the code says nothing a form's own message does not.
 */
export function useServerReason(): (error: unknown) => string | null {
  const { t } = useTranslation('dashboard');
  return (error) => {
    const key = error instanceof ApiError && error.code !== 'unknown' ? reasons[error.code] : undefined;
    return key ? t(key) : null;
  };
}
