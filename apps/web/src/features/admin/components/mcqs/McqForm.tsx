import { limits } from '@tp/contract/constants';
import type { AdminMcq } from '@tp/contract/levels';
import { useEffect, useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '#web/i18n/use-field-error';
import { contractResolver } from '#web/lib/form-resolver';
import { Button } from '#web/ui/Button';
import { Field, SelectField, TextAreaField } from '#web/ui/Field';
import { useToast } from '#web/ui/Toast';
import { useCreateMcq, useUpdateMcq } from '../../api/quizzes';
import { ExplainedButton } from '../forms/ExplainedButton';
import { useDashboardForm } from '../forms/use-dashboard-form';
import { useWhyDisabled } from '../forms/why-disabled';
import { refusedFields, saveFailure } from '../refused-fields';
import { TranslationFields } from '../translations/TranslationFields';
import {
  changeEach,
  emptyTranslations,
  mcqTranslationValues,
  toMcqTranslations,
} from '../translations/translation-values';
import { useTranslationSection } from '../translations/use-translation-section';
import { type FieldMessage, type McqValues, mcqForm, mcqFormOptionsMin, mcqMessages } from './mcq-form';

/** The form's values for a new question, or for `mcq` to edit it. */
function initialValues(mcq: AdminMcq | undefined): McqValues {
  if (!mcq)
    return {
      question: '',
      options: Array.from({ length: mcqFormOptionsMin }, () => ({ text: '' })),
      correctAnswer: '',
      // The question, then each option.
      translations: emptyTranslations(1 + mcqFormOptionsMin),
    };
  return {
    question: mcq.question,
    options: mcq.options.map(({ text }) => ({ text })),
    correctAnswer: String(mcq.correctAnswer),
    translations: mcqTranslationValues(mcq.translations, mcq.options.length),
  };
}

/** The API's name for a field of the form's (`options.1` is the second option's text). */
const formField = (path: string) =>
  /^(question|correctAnswer)$/.test(path)
    ? (path as 'question' | 'correctAnswer')
    : /^options\.\d+$/.test(path)
      ? (`${path}.text` as `options.${number}.text`)
      : null;

interface McqFormProps {
  onDone: () => void;
  /** The question to edit, its fields prefilled; without it the form adds one. */
  mcq?: AdminMcq;
  /** Called with a new question once it is created, before `onDone`. */
  onCreated?: (mcq: AdminMcq) => Promise<void>;
  /**
   * Given, while a new question is filled in and valid, what saves it (resolving to whether it
   * was), so that another button can save it too; given null otherwise.
   */
  onDraft?: (save: (() => Promise<boolean>) | null) => void;
}

/** The 'Add MCQ' and 'Edit MCQ' form: a question, its options and which one is right, and their translations. */
export function McqForm({ onDone, mcq, onCreated, onDraft }: McqFormProps) {
  const { t } = useTranslation('adminQuiz');
  const fieldError = useFieldError(['adminQuiz', 'admin']);
  const toast = useToast();
  const create = useCreateMcq();
  const update = useUpdateMcq();
  const save = mcq ? update : create;
  const { register, control, handleSubmit, getValues, setValue, setFocus, setError, formState } =
    useDashboardForm<McqValues>({
      resolver: contractResolver(mcqForm, mcqMessages),
      mode: 'onTouched',
      defaultValues: initialValues(mcq),
    });
  const { errors, touchedFields, isValid, isSubmitting } = formState;
  const options = useFieldArray({ control, name: 'options' });
  // The options the form was last sent with (by row): their errors show at once.
  const sentOptions = useRef(new Set<string>());
  // Adding or removing an option checks every option, untouched ones too; an option's error is
  // shown once it has been left (then it follows each change) or the form was sent with it, so
  // that one added after a failed send waits to be filled in.
  const optionError = (index: number) => {
    const row = options.fields[index]?.id ?? '';
    return touchedFields.options?.[index]?.text || sentOptions.current.has(row)
      ? errors.options?.[index]?.text?.message
      : undefined;
  };
  const optionTexts = useWatch({ control, name: 'options' });
  const question = useWatch({ control, name: 'question' });
  const correctAnswer = useWatch({ control, name: 'correctAnswer' });
  const whyDisabled = useWhyDisabled();
  const translations = useWatch({ control, name: 'translations' });
  const translationSection = useTranslationSection();

  function addOption() {
    options.append({ text: '' });
    setValue(
      'translations',
      changeEach(getValues('translations'), (entries) => [...entries, '']),
    );
  }

  function removeOption(index: number) {
    const chosen = getValues('correctAnswer');
    options.remove(index);
    // Its translations go with it (the question comes first).
    setValue(
      'translations',
      changeEach(getValues('translations'), (entries) => entries.filter((_, at) => at !== index + 1)),
    );
    // The answer is an index: it follows its option, and is cleared when that option goes.
    if (chosen === String(index)) setValue('correctAnswer', '', { shouldValidate: true });
    else if (chosen !== '' && Number(chosen) > index) setValue('correctAnswer', String(Number(chosen) - 1));
    setFocus(`options.${index - 1}.text`);
  }

  // The save handed out below runs the latest submit, which sees the latest props.
  const latestSubmit = useRef(submit);
  latestSubmit.current = submit;
  const ready = !mcq && isValid;
  useEffect(() => {
    if (!onDraft || !ready) return;
    onDraft(async () => {
      let saved = false;
      await handleSubmit(async (values) => {
        saved = await latestSubmit.current(values);
      })();
      return saved;
    });
    return () => onDraft(null);
  }, [onDraft, ready, handleSubmit]);

  /** Saves the question; resolves to whether it was. */
  async function submit(values: McqValues): Promise<boolean> {
    const translations = toMcqTranslations(values.translations, values.options.length);
    const body = {
      question: values.question,
      options: values.options.map((option) => option.text),
      correctAnswer: Number(values.correctAnswer),
      ...(Object.keys(translations).length > 0 ? { translations } : {}),
    };
    let created: AdminMcq | undefined;
    try {
      if (mcq) await update.mutateAsync({ id: mcq._id, body });
      else created = (await create.mutateAsync(body)).mcq;
    } catch (error) {
      // The message is shown under the form, which keeps what was typed; a field the server
      // refused says so beside it.
      refusedFields(error, formField).forEach((field, index) => {
        setError(field, { message: 'edit.refused' satisfies FieldMessage }, { shouldFocus: index === 0 });
      });
      return false;
    }
    if (created) await onCreated?.(created);
    toast.show(t(mcq ? 'edit.mcqUpdated' : 'mcqs.created'), 'success');
    onDone();
    return true;
  }

  const failure = saveFailure(save.error, mcq ? 'edit.mcqUpdateFailed' : 'mcqs.createFailed');

  return (
    <form
      noValidate
      onSubmit={(event) => {
        sentOptions.current = new Set(options.fields.map((field) => field.id));
        return handleSubmit(
          async (values) => void (await submit(values)),
          (invalid) => translationSection.showErrors(invalid.translations),
        )(event);
      }}
      className="flex flex-col gap-4"
    >
      <TextAreaField
        label={t('mcqs.question')}
        maxLength={limits.textMax}
        error={fieldError(errors.question?.message)}
        {...register('question')}
      />
      {options.fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <Field
            label={t('mcqs.option', { n: index + 1 })}
            maxLength={limits.answerMax}
            className="min-w-0 flex-1"
            error={fieldError(optionError(index))}
            {...register(`options.${index}.text`)}
          />
          {index >= mcqFormOptionsMin && (
            <button
              type="button"
              onClick={() => removeOption(index)}
              aria-label={t('mcqs.removeOption', { n: index + 1 })}
              title={t('mcqs.removeOption', { n: index + 1 })}
              // mt-7 clears the one-line label, so the button sits level with the input.
              className="mt-7 inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-border text-xl"
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      ))}
      {options.fields.length < limits.mcqOptionsMax && (
        <Button variant="secondary" className="self-start" onClick={addOption}>
          {t('mcqs.addOption')}
        </Button>
      )}
      <SelectField
        label={t('mcqs.correctAnswer')}
        error={fieldError(errors.correctAnswer?.message)}
        {...register('correctAnswer')}
      >
        <option value="">{t('mcqs.chooseAnswer')}</option>
        {optionTexts.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the option's identity here (the value sent).
          <option key={index} value={index}>
            {t('mcqs.choice', { n: index + 1, text: option.text })}
          </option>
        ))}
      </SelectField>
      <TranslationFields
        {...translationSection}
        strings={[
          { label: t('mcqs.question'), english: question, maxLength: limits.textMax, multiline: true },
          ...optionTexts.map((option, index) => ({
            label: t('mcqs.option', { n: index + 1 }),
            english: option.text,
            maxLength: limits.answerMax,
          })),
        ]}
        values={translations}
        field={(language, index) => register(`translations.${language}.${index}`)}
        error={(language, index) => fieldError(errors.translations?.[language]?.[index]?.message)}
      />
      <ExplainedButton
        type="submit"
        disabled={!isValid}
        why={whyDisabled({
          fill: [
            [t('mcqs.question'), question],
            ...optionTexts.map((option, index) => [t('mcqs.option', { n: index + 1 }), option.text] as const),
            [t('mcqs.correctAnswer'), correctAnswer],
          ],
          valid: isValid,
        })}
        loading={isSubmitting}
      >
        {t(mcq ? 'edit.save' : 'mcqs.submit')}
      </ExplainedButton>
      {failure && (
        <p role="alert" className="rounded-lg bg-incorrect p-3 text-incorrect-fg">
          {t(failure)}
        </p>
      )}
    </form>
  );
}
