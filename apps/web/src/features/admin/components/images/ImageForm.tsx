import { limits } from '@tp/contract/constants';
import type { Image } from '@tp/contract/levels';
import { createImageBody } from '@tp/contract/media-requests';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractResolver, type FormMessages } from '#web/lib/form-resolver';
import * as z from '#web/lib/zod';
import { Field } from '#web/ui/Field';
import { useToast } from '#web/ui/Toast';
import { useCreateImage, useUpdateImage, useUploadImage } from '../../api/media';
import { ExplainedButton } from '../forms/ExplainedButton';
import { useDashboardForm } from '../forms/use-dashboard-form';
import { useWhyDisabled } from '../forms/why-disabled';
import { useMediaFieldError, useSaveFailure } from '../media/media-messages';
import { UploadedFile, UploadField } from '../media/UploadField';
import { type FreshFormProps, useFreshForm } from '../media/use-fresh-form';

/** The image request's title; the link is the uploaded file's. */
const imageForm = z.pick(createImageBody, { title: true });
type ImageValues = z.infer<typeof imageForm>;
const messages: FormMessages<ParseKeys<'adminMedia'>> = {
  title: { required: 'image.titleRequired', max: 'form.titleTooLong' },
};

interface ImageFormProps {
  /** Called once the image is saved (a modal closes); the flow then starts over. */
  onSaved?: () => void;
  /** The image to edit: its title prefilled, its file kept unless another is uploaded. */
  image?: Image;
}

/** The image upload flow (spec §4): the file first; once it is stored, its title. */
export function ImageForm({ onSaved, image }: ImageFormProps) {
  const fresh = useFreshForm(onSaved);
  return <ImageFlow key={fresh.key} restarted={fresh.restarted} onSaved={fresh.saved} editing={image} />;
}

type FlowProps = FreshFormProps<Image>;

function ImageFlow({ restarted, onSaved, editing }: FlowProps) {
  const { t } = useTranslation(['adminMedia', 'admin']);
  const upload = useUploadImage();
  const [link, setLink] = useState<string | null>(editing?.link ?? null);

  return (
    <div className="flex flex-col gap-4">
      <UploadField
        label={t('image.file')}
        kind="image"
        upload={upload}
        messages={{
          tooLarge: t('admin:form.fileTooLarge'),
          success: t('image.uploaded'),
          failure: t('image.urlFailed'),
          offline: t('image.uploadFailed'),
        }}
        onUploaded={setLink}
        focus={restarted}
        keepsCurrent={editing !== undefined}
      />
      {link && (
        <>
          <UploadedFile url={link}>
            <img
              src={link}
              alt={t('image.preview')}
              className="max-h-64 self-start rounded-lg object-contain"
            />
          </UploadedFile>
          <ImageDetails link={link} onSaved={onSaved} editing={editing} />
        </>
      )}
    </div>
  );
}

function ImageDetails({ link, onSaved, editing }: Omit<FlowProps, 'restarted'> & { link: string }) {
  const { t } = useTranslation('adminMedia');
  const fieldError = useMediaFieldError();
  const toast = useToast();
  const save = useCreateImage();
  const update = useUpdateImage();
  const failure = useSaveFailure(
    (editing ? update : save).error,
    editing ? 'image.updateFailed' : 'image.saveFailed',
  );
  const whyDisabled = useWhyDisabled();
  const { register, handleSubmit, control, formState } = useDashboardForm<ImageValues>({
    resolver: contractResolver(imageForm, messages),
    mode: 'onTouched',
    defaultValues: { title: editing?.title ?? '' },
  });
  const { errors, isValid, isSubmitting } = formState;
  const title = useWatch({ control, name: 'title' });

  async function submit(values: ImageValues) {
    try {
      if (!editing) await save.mutateAsync({ ...values, link });
      // The current file is not sent again: the server keeps it.
      else
        await update.mutateAsync({
          id: editing._id,
          body: link === editing.link ? values : { ...values, link },
        });
    } catch {
      return;
    }
    toast.show(t(editing ? 'image.updated' : 'image.saved'), 'success');
    onSaved();
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      <Field
        label={t('image.title')}
        error={fieldError(errors.title?.message)}
        maxLength={limits.titleMax}
        autoComplete="off"
        {...register('title')}
      />
      <ExplainedButton
        type="submit"
        disabled={!isValid}
        why={whyDisabled({ fill: [[t('image.title'), title]], valid: isValid })}
        loading={isSubmitting}
        className="self-start"
      >
        {t('image.save')}
      </ExplainedButton>
      {failure && (
        <p role="alert" className="rounded-lg bg-incorrect p-3 text-incorrect-fg">
          {failure}
        </p>
      )}
    </form>
  );
}
