import { badgeRuleKinds, limits } from '@tp/contract/constants';
import type { Badge } from '@tp/contract/progress';
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
import { useCreateBadge, useUpdateBadge } from '../../api/quizzes';
import { ExplainedButton } from '../forms/ExplainedButton';
import { useDashboardForm } from '../forms/use-dashboard-form';
import { useWhyDisabled } from '../forms/why-disabled';
import type { FieldMessage } from '../mcqs/mcq-form';
import { ImagePicker } from '../media/MediaPickers';
import { refusedFields, saveFailure } from '../refused-fields';

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

/** The API's name for a field of the form's: the rule's fields sit side by side in the form. */
const formFields: Record<string, keyof BadgeInput> = {
  name: 'name',
  description: 'description',
  imageURL: 'imageURL',
  'rule.kind': 'kind',
  'rule.threshold': 'threshold',
};

/** The form's values for a new badge, or for `badge` to edit it. */
const initialValues = (badge: Badge | undefined): BadgeInput =>
  badge
    ? {
        name: badge.name,
        description: badge.description,
        imageURL: badge.imageURL,
        kind: badge.rule.kind,
        threshold: String(badge.rule.threshold),
      }
    : { name: '', description: '', imageURL: '', kind: 'levels', threshold: '' };

interface BadgeFormProps {
  onDone: () => void;
  /** The badge to edit, its fields prefilled; without it the form adds one. */
  badge?: Badge;
}

/** The 'Add badge' and 'Edit badge' form: what the badge looks like and the rule that awards it. */
export function BadgeForm({ onDone, badge }: BadgeFormProps) {
  const { t } = useTranslation('adminQuiz');
  const fieldError = useFieldError(['adminQuiz', 'admin']);
  const toast = useToast();
  const create = useCreateBadge();
  const update = useUpdateBadge();
  const save = badge ? update : create;
  const images = useAdminImages();
  const { register, control, handleSubmit, setValue, setError, formState } = useDashboardForm<
    BadgeInput,
    unknown,
    BadgeValues
  >({
    resolver: contractResolver(badgeForm, messages),
    mode: 'onTouched',
    defaultValues: initialValues(badge),
  });
  const { errors, isValid, isSubmitting } = formState;
  const [name, description, typedURL, threshold] = useWatch({
    control,
    name: ['name', 'description', 'imageURL', 'threshold'],
  });
  const whyDisabled = useWhyDisabled();
  // The picker finds an uploaded image by title; its link is the URL field's value.
  const imageURL = typedURL.trim();
  const chosenImage = images.data?.find((image) => image.link === imageURL)?._id ?? '';

  async function submit({ threshold, kind, name, description, imageURL }: BadgeValues) {
    const body = { name, description, imageURL, rule: { kind, threshold } };
    try {
      if (badge) await update.mutateAsync({ id: badge._id, body });
      else await create.mutateAsync(body);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        setError('name', { message: 'badges.nameTaken' satisfies FieldMessage }, { shouldFocus: true });
      refusedFields(error, (path) => formFields[path] ?? null).forEach((field, index) => {
        setError(field, { message: 'edit.refused' satisfies FieldMessage }, { shouldFocus: index === 0 });
      });
      return;
    }
    toast.show(t(badge ? 'edit.badgeUpdated' : 'badges.created'), 'success');
    onDone();
  }

  const nameTaken = save.error instanceof ApiError && save.error.status === 409;
  const failure = nameTaken
    ? null
    : saveFailure(save.error, badge ? 'edit.badgeUpdateFailed' : 'badges.createFailed');

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
      <ImagePicker
        label={t('badges.image')}
        items={images.data ?? []}
        value={chosenImage}
        onChange={(id) =>
          setValue('imageURL', images.data?.find((image) => image._id === id)?.link ?? '', {
            shouldValidate: true,
            shouldTouch: true,
          })
        }
        hint={images.isError ? t('badges.imagesFailed') : undefined}
      />
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
        {t(badge ? 'edit.save' : 'badges.submit')}
      </ExplainedButton>
      {failure && (
        <p role="alert" className="rounded-lg bg-incorrect p-3 text-incorrect-fg">
          {t(failure)}
        </p>
      )}
    </form>
  );
}
