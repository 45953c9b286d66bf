import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Translates a validation message, which the schemas hold as an `auth` key. */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return (message) => (message ? t(message as ParseKeys<'auth'>) : undefined);
}
