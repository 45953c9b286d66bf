import { limits } from '@tp/contract/constants';
import { mapKey } from '@tp/phonetics';
import type { KeyboardEvent } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../ui/Field';
import { type SoundValues, useMediaFieldError } from '../media/media-schemas';
import type { AnswerSuggestion } from './use-answer-suggestion';

/** Variants offered at most; a sentence of many words can have many. */
const variantsShown = 6;

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
  const variants = (suggestion?.variants ?? [])
    .filter((variant) => variant !== answer)
    .slice(0, variantsShown);

  const write = (value: string) => setValue('answer', value, { shouldDirty: true, shouldValidate: true });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const symbol = mapKey(event);
    if (symbol === null) {
      // A printable key with no symbol (/, Shift+1…) types nothing, as in the game.
      const printable = Array.from(event.key).length === 1;
      if (printable && !event.ctrlKey && !event.altKey && !event.metaKey) event.preventDefault();
      return;
    }
    event.preventDefault();
    const input = event.currentTarget;
    const end = input.value.length;
    input.setRangeText(symbol, input.selectionStart ?? end, input.selectionEnd ?? end, 'end');
    write(input.value);
  };

  const hint =
    suggestion?.answer && answer === suggestion.answer
      ? t('sound.suggested')
      : suggestion?.answer === null && answer === ''
        ? t('sound.notInDictionary')
        : t('sound.answerHint');

  return (
    <div className="flex flex-col gap-2">
      <Field
        label={t('sound.answer')}
        hint={hint}
        error={fieldError(formState.errors.answer?.message)}
        maxLength={limits.answerMax}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        dir="ltr"
        onKeyDown={onKeyDown}
        inputClassName="font-phonetic text-2xl"
        {...register('answer')}
      />
      {variants.length > 0 && (
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-1 text-muted text-sm">{t('sound.variants')}</legend>
          {variants.map((variant) => (
            <button
              key={variant}
              type="button"
              onClick={() => write(variant)}
              aria-label={t('sound.useVariant', { answer: variant })}
              dir="ltr"
              className="min-h-11 rounded-lg border border-border px-3 font-phonetic text-xl"
            >
              {variant}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
