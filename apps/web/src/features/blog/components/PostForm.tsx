import { limits } from '@tp/contract/constants';
import type { Post } from '@tp/contract/site';
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
import { useToast } from '#web/ui/Toast';
import { useCreatePost } from '../api/create-post';
import { useUpdatePost } from '../api/edit-post';

type PostValues = z.input<typeof postBody>;

const messages: FormMessages<ParseKeys<'site'>> = {
  title: { required: 'validation.titleRequired', max: 'validation.titleTooLong' },
  content: { required: 'validation.contentRequired', max: 'validation.contentTooLong' },
  author: { required: 'validation.authorRequired', max: 'validation.authorTooLong' },
};

interface PostFormProps {
  /** Who a new post is by at first. */
  author?: string;
  /** The post to edit, its fields prefilled; `onSaved` is called once it is saved. */
  post?: Post;
  onSaved?: () => void;
}

/**
 * The blog post form. Writing, it empties after publishing for the next post, the author kept;
 * editing, it saves the post and says so.
 */
export function PostForm({ author = '', post, onSaved }: PostFormProps) {
  const { t } = useTranslation('site');
  const fieldError = useFieldError('site');
  const toast = useToast();
  const create = useCreatePost();
  const update = useUpdatePost();
  const initial: PostValues = post
    ? { title: post.title, content: post.content, author: post.author }
    : { title: '', content: '', author };
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: contractResolver(postBody, messages),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { errors, isValid, isSubmitting } = formState;

  async function submit(values: PostValues) {
    try {
      if (post) await update.mutateAsync({ id: post._id, body: values });
      else await create.mutateAsync(values);
    } catch {
      return;
    }
    if (!post) return reset(initial);
    toast.show(t('postEdit.updated'), 'success');
    onSaved?.();
  }

  // A refusal from the API, or no answer at all (spec §8); an edited post may be gone.
  const failure = post ? update.error : create.error;
  const refused = post
    ? failure instanceof ApiError && failure.status === 404
      ? t('postEdit.gone')
      : t('postEdit.updateFailed')
    : t('post.failed');
  const outcome: Outcome | null = create.isSuccess
    ? { tone: 'success', message: t('post.success') }
    : failure
      ? { tone: 'error', message: failure instanceof ApiError ? refused : t('post.submitError') }
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
          {post ? t('postEdit.save') : t('post.publish')}
        </Button>
      </form>
      <FormOutcome outcome={outcome} />
    </>
  );
}
