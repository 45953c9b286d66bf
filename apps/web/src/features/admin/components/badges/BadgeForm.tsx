import { badgeRuleKinds, limits } from '@tp/contract/constants';
import { badgeRule, createBadgeBody } from '@tp/contract/quiz-requests';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '#web/i18n/use-field-error';
import { ApiError } from '#web/lib/api-client';
import { contractResolver, type FormMessages } from '#web/lib/form-resolver';
import * as z from '#web/lib/zod';
import { Field, SelectField, TextAreaField } from '#web/ui/Field';
import { useToast } from '#web/ui/Toast';
import { useAdminImages } from '../../api/media';
import { useCreateBadge } from '../../api/quizzes';
import { ExplainedButton } from '../forms/ExplainedButton';
import { useDashboardForm } from '../forms/use-dashboard-form';
import { useWhyDisabled } from '../forms/why-disabled';
import type { FieldMessage } from '../mcqs/mcq-form';

const { name, description, imageURL } = createBadgeBody.shape;

/** The badge request, its rule's fields side by side; the threshold is typed, so it comes as text. */
const badgeForm = z.object({
  name,
  description,
  imageURL,
  kind: badgeRule.shape.kind,
  threshold: z.pipe(
    // Nine digits at most keeps it a whole number any database column holds.
    z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,9}$/)), z.transform(Number)),
    badgeRule.shape.threshold,
  ),
});
type BadgeInput = z.input<typeof badgeForm>;
type BadgeValues = z.output<typeof badgeForm>;

const messages: FormMessages<FieldMessage> = {
  name: { required: 'admin:form.required', max: 'badges.nameTooLong' },
  description: { required: 'admin:form.required', max: 'badges.descriptionTooLong' },
  imageURL: { required: 'badges.imageRequired', invalid: 'badges.imageUrlInvalid' },
  threshold: { invalid: 'badges.thresholdInvalid' },
};

/** The 'Add badge' form: what the badge looks like and the rule that awards it. */
export function BadgeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('adminQuiz');
  const fieldError = useFieldError(['adminQuiz', 'admin']);
  const toast = useToast();
  const create = useCreateBadge();
  const images = useAdminImages();
  const { register, control, handleSubmit, setValue, setError, formState } = useDashboardForm<
    BadgeInput,
    unknown,
    BadgeValues
  >({
    resolver: contractResolver(badgeForm, messages),
    mode: 'onTouched',
    defaultValues: { name: '', description: '', imageURL: '', kind: 'levels', threshold: '' },
  });
  const { errors, isValid, isSubmitting } = formState;
  const [name, description, typedURL, threshold] = useWatch({
    control,
    name: ['name', 'description', 'imageURL', 'threshold'],
  });
  const whyDisabled = useWhyDisabled();
  // The select picks an uploaded image by title; its link is the URL field's value.
  const imageURL = typedURL.trim();
  const chosenImage = images.data?.find((image) => image.link === imageURL)?.link ?? '';

  async function submit({ threshold, kind, ...badge }: BadgeValues) {
    try {
      await create.mutateAsync({ ...badge, rule: { kind, threshold } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        setError('name', { message: 'badges.nameTaken' satisfies FieldMessage }, { shouldFocus: true });
      return;
    }
    toast.show(t('badges.created'), 'success');
    onDone();
  }

  const nameTaken = create.error instanceof ApiError && create.error.status === 409;

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      <Field
        label={t('badges.name')}
        maxLength={limits.titleMax}
        error={fieldError(errors.name?.message)}
        {...register('name')}
      />
      <TextAreaField
        label={t('badges.description')}
        maxLength={limits.textMax}
        error={fieldError(errors.description?.message)}
        {...register('description')}
      />
      <SelectField
        label={t('badges.image')}
        value={chosenImage}
        onChange={(event) =>
          setValue('imageURL', event.target.value, { shouldValidate: true, shouldTouch: true })
        }
        hint={images.isError ? t('badges.imagesFailed') : undefined}
      >
        <option value="">{t('badges.chooseImage')}</option>
        {images.data?.map((image) => (
          <option key={image._id} value={image.link}>
            {image.title}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('badges.imageUrl')}
        inputMode="url"
        hint={t('badges.imageUrlHint')}
        error={fieldError(errors.imageURL?.message)}
        {...register('imageURL')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('badges.kind')} {...register('kind')}>
          {badgeRuleKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`badges.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('badges.threshold')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={fieldError(errors.threshold?.message)}
          {...register('threshold')}
        />
      </div>
      <ExplainedButton
        type="submit"
        disabled={!isValid}
        why={whyDisabled({
          fill: [
            [t('badges.name'), name],
            [t('badges.description'), description],
            [t('badges.imageUrl'), imageURL],
            [t('badges.threshold'), threshold],
          ],
          valid: isValid,
        })}
        loading={isSubmitting}
      >
        {t('badges.submit')}
      </ExplainedButton>
      {create.isError && !nameTaken && (
        <p role="alert" className="rounded-lg bg-incorrect p-3 text-incorrect-fg">
          {t('badges.createFailed')}
        </p>
      )}
    </form>
  );
}
