import { limits } from '@tp/contract/constants';
import { normalizeAnswer, variantProblems } from '@tp/phonetics';
import type { ParseKeys } from 'i18next';
import { useId, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/ui/Field';
import { ExplainedButton } from '../forms/ExplainedButton';
import { useMediaFieldError, variantMessages } from '../media/media-messages';
import { phoneticFieldProps, typePhoneticKey } from './phonetic-keys';
import type { SoundValues } from './sound-form';
import type { AnswerSuggestion } from './use-answer-suggestion';

/** Dictionary pronunciations offered at most; a sentence of many words can have many. */
const suggestionsShown = 6;

/** Spaces collapsed and Unicode composed, as the server stores answers. */
const clean = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ');

interface VariantsFieldProps {
  form: UseFormReturn<SoundValues>;
  suggestion: AnswerSuggestion | undefined;
}

/**
 * The other spellings learners may type and be right: the dictionary's other pronunciations as
 * one-click additions, a field to type one more, and each added one with its remove button.
 */
export function VariantsField({ form, suggestion }: VariantsFieldProps) {
  const { t } = useTranslation('adminMedia');
  const fieldError = useMediaFieldError();
  const { control, setValue, formState } = form;
  const answer = useWatch({ control, name: 'answer' });
  const variants = useWatch({ control, name: 'variants' });
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<ParseKeys<'adminMedia'> | null>(null);
  const hintId = useId();
  // The answer may have become one of the variants since it was added: say which, at once.
  const [conflict] = variantProblems(answer, variants);
  const listError = conflict
    ? conflict.problem === 'same_as_answer'
      ? t('sound.variantIsAnswer', { variant: variants[conflict.index] })
      : fieldError(variantMessages[conflict.problem])
    : fieldError(formState.errors.variants?.message);

  const taken = new Set([answer, ...variants].map(normalizeAnswer));
  const offered = (suggestion?.variants ?? [])
    .filter((variant) => !taken.has(normalizeAnswer(variant)))
    .slice(0, suggestionsShown);
  const full = variants.length >= limits.variantsMax;

  const write = (next: string[]) => setValue('variants', next, { shouldDirty: true, shouldValidate: true });

  /** Adds a variant unless the rules refuse it, and says why they do; true when it was added. */
  const add = (text: string): boolean => {
    const variant = clean(text);
    const problem = variantProblems(answer, [...variants, variant]).find((p) => p.index === variants.length);
    const reason: ParseKeys<'adminMedia'> | null = full
      ? 'sound.variantsTooMany'
      : variant.length > limits.answerMax
        ? 'form.tooLong'
        : problem
          ? variantMessages[problem.problem]
          : null;
    setRefusal(reason);
    if (reason) return false;
    write([...variants, variant]);
    return true;
  };

  const addDraft = () => {
    if (add(draft)) setDraft('');
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="font-medium">{t('sound.variants')}</legend>
      <p id={hintId} className="text-muted text-sm">
        {t('sound.variantsHint')}
      </p>
      {variants.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('sound.variantsAdded')}>
          {variants.map((variant) => (
            <li
              key={variant}
              className="flex items-center gap-1 rounded-lg border border-border bg-surface ps-3"
            >
              <span dir="ltr" className="phonetic font-phonetic text-xl">
                {variant}
              </span>
              <button
                type="button"
                onClick={() => write(variants.filter((v) => v !== variant))}
                aria-label={t('sound.removeVariant', { variant })}
                title={t('sound.removeVariant', { variant })}
                className="inline-flex size-11 items-center justify-center rounded-lg text-lg hover:bg-incorrect hover:text-incorrect-fg"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {listError && <p className="text-error text-sm">{listError}</p>}
      {offered.length > 0 && !full && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-muted text-sm">{t('sound.fromDictionary')}</span>
          {offered.map((variant) => (
            <button
              key={variant}
              type="button"
              onClick={() => add(variant)}
              aria-label={t('sound.addVariant', { variant })}
              dir="ltr"
              className="min-h-11 rounded-lg border border-border border-dashed px-3 font-phonetic text-xl"
            >
              + {variant}
            </button>
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-start gap-2">
        <Field
          label={t('sound.newVariant')}
          error={refusal ? fieldError(refusal) : undefined}
          className="min-w-0 flex-1"
          value={draft}
          {...phoneticFieldProps}
          disabled={full}
          onChange={(event) => {
            setDraft(event.target.value);
            setRefusal(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Enter adds the variant, never submits the whole form.
              event.preventDefault();
              addDraft();
              return;
            }
            typePhoneticKey(event, (value) => {
              setDraft(value);
              setRefusal(null);
            });
          }}
        />
        <div className="mt-7">
          <ExplainedButton
            variant="secondary"
            disabled={full || draft.trim() === ''}
            why={full ? (fieldError('sound.variantsTooMany') ?? null) : t('sound.variantRequired')}
            onClick={addDraft}
          >
            {t('sound.addTyped')}
          </ExplainedButton>
        </div>
      </div>
    </fieldset>
  );
}
