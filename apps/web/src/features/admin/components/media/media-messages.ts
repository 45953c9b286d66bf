import { limits } from '@tp/contract/constants';
import type { VariantProblem } from '@tp/phonetics';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '#web/i18n/use-field-error';
import { ApiError } from '#web/lib/api-client';
import { useServerReason } from '../forms/server-reason';

// Messages are keys of the `adminMedia` namespace, translated where they are shown.

/** Why a variant cannot join the list, as a message key. */
export const variantMessages: Record<VariantProblem, ParseKeys<'adminMedia'>> = {
  empty: 'sound.variantRequired',
  not_typeable: 'sound.answerNotTypeable',
  same_as_answer: 'sound.variantSameAsAnswer',
  duplicate: 'sound.variantDuplicate',
};

/** Translates a validation message of the media forms; `{{max}}` is the number of variants. */
export const useMediaFieldError = () => useFieldError('adminMedia', { max: limits.variantsMax });

/** The edited record was deleted meanwhile: saving again cannot help. */
const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * What a failed save says, translated: that the record is gone, the server's reason, or the form's
 * `failure`; null before any.
 */
export function useSaveFailure(error: Error | null, failure: ParseKeys<'adminMedia'>): string | null {
  const { t } = useTranslation('adminMedia');
  const serverReason = useServerReason();
  if (!error) return null;
  return isGone(error) ? t('form.gone') : (serverReason(error) ?? t(failure));
}
