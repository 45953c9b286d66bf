import { limits } from '@tp/contract/constants';
import { postBody } from '@tp/contract/site-requests';
import type { ParseKeys } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '#web/i18n/use-field-error';
import { ApiError } from '#web/lib/api-client';
import { contractResolver, type FormMessages } from '#web/lib/form-resolver';
import type * as z from '#web/lib/zod';
import { Button } from '#web/ui/Button';
import { Field, TextAreaField } from '#web/ui/Field';
import { FormOutcome, type Outcome } from '#web/ui/FormOutcome';
import { useCreatePost } from '../api/create-post';

type PostValues = z.input<typeof postBody>;

const messages: FormMessages<ParseKeys<'site'>> = {
  title: { required: 'validation.titleRequired', max: 'validation.titleTooLong' },
  content: { required: 'validation.contentRequired', max: 'validation.contentTooLong' },
  author: { required: 'validation.authorRequired', max: 'validation.authorTooLong' },
};

/** The blog creation form; after publishing it empties for the next post, the author kept. */
export function PostForm({ author }: { author: string }) {
  const { t } = useTranslation('site');
  const fieldError = useFieldError('site');
  const create = useCreatePost();
  const initial: PostValues = { title: '', content: '', author };
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: contractResolver(postBody, messages),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { errors, isValid, isSubmitting } = formState;

  async function submit(values: PostValues) {
    try {
      await create.mutateAsync(values);
    } catch {
      return;
    }
    reset(initial);
  }

  // A refusal from the API, or no answer at all (spec §8).
  const outcome: Outcome | null = create.isSuccess
    ? { tone: 'success', message: t('post.success') }
    : create.isError
      ? {
          tone: 'error',
          message: create.error instanceof ApiError ? t('post.failed') : t('post.submitError'),
        }
      : null;
  return (
    <>
      <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
        <Field
          label={t('post.postTitle')}
          maxLength={limits.postTitleMax}
          error={fieldError(errors.title?.message)}
          {...register('title')}
        />
        <TextAreaField
          label={t('post.content')}
          rows={12}
          maxLength={limits.postContentMax}
          hint={t('post.contentHint')}
          error={fieldError(errors.content?.message)}
          {...register('content')}
        />
        <Field
          label={t('post.author')}
          autoComplete="name"
          maxLength={limits.nameMax}
          error={fieldError(errors.author?.message)}
          {...register('author')}
        />
        <Button type="submit" disabled={!isValid} loading={isSubmitting} className="self-start">
          {t('post.publish')}
        </Button>
      </form>
      <FormOutcome outcome={outcome} />
    </>
  );
}
