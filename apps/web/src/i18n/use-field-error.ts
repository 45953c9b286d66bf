import type { CustomTypeOptions, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type Namespace = keyof CustomTypeOptions['resources'];

/**
 * Translates a validation message: form schemas hold their messages as translation keys of the
 * form's namespaces (the first is the default), so they follow the interface language.
 */
export function useFieldError(
  ns: Namespace | readonly Namespace[],
  values?: Record<string, string | number>,
): (message: string | undefined) => string | undefined {
  const { t } = useTranslation(ns as Namespace);
  // The keys were typed where the schemas were written; here they are only looked up.
  const translate = t as unknown as TFunction<Namespace>;
  return (message) => (message ? String(translate(message as never, values)) : undefined);
}
