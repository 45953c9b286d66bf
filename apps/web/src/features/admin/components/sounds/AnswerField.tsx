import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/ui/Field';
import { useMediaFieldError } from '../media/media-messages';
import { phoneticFieldProps, typePhoneticKey } from './phonetic-keys';
import type { SoundValues } from './sound-form';
import type { AnswerSuggestion } from './use-answer-suggestion';

interface AnswerFieldProps {
  form: UseFormReturn<SoundValues>;
  suggestion: AnswerSuggestion | undefined;
}

/**
 * The sound's phonetic answer. Physical keys type symbols through the game's key map; pasted
 * symbols are kept as they are, and the schema says when one is not on the keyboard.
 */
export function AnswerField({ form, suggestion }: AnswerFieldProps) {
  const { t } = useTranslation('adminMedia');
  const fieldError = useMediaFieldError();
  const { register, setValue, control, formState } = form;
  const answer = useWatch({ control, name: 'answer' });

  const write = (value: string) => setValue('answer', value, { shouldDirty: true, shouldValidate: true });

  const hint =
    suggestion?.answer && answer === suggestion.answer
      ? t('sound.suggested')
      : suggestion?.answer === null && answer === ''
        ? t('sound.notInDictionary')
        : t('sound.answerHint');

  return (
    <Field
      label={t('sound.answer')}
      hint={hint}
      error={fieldError(formState.errors.answer?.message)}
      {...phoneticFieldProps}
      onKeyDown={(event) => typePhoneticKey(event, write)}
      {...register('answer')}
    />
  );
}
