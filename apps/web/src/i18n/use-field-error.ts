import { limits } from '@tp/contract/constants';
import type { CustomTypeOptions, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type Namespace = keyof CustomTypeOptions['resources'];

/**
 * Translates a validation message: forms give their messages as translation keys of the form's
 * namespaces (the first is the default), so they follow the interface language. A message
 * may name any of the contract's limits (`{{nameMax}}`) besides the values given.
 */
export function useFieldError(
  ns: Namespace | readonly Namespace[],
  values?: Record<string, string | number>,
): (message: string | undefined) => string | undefined {
  const { t } = useTranslation(ns as Namespace);
  // The keys were typed where the forms named them; here they are only looked up.
  const translate = t as unknown as TFunction<Namespace>;
  return (message) => (message ? String(translate(message as never, { ...limits, ...values })) : undefined);
}
