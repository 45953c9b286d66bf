import { limits } from '@tp/contract/constants';
import { levelNumber } from '@tp/contract/level-requests';
import type { Video } from '@tp/contract/levels';
import { createVideoBody } from '@tp/contract/media-requests';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractResolver, type FormMessages } from '#web/lib/form-resolver';
import * as z from '#web/lib/zod';
import { Button } from '#web/ui/Button';
import { Field } from '#web/ui/Field';
import { useToast } from '#web/ui/Toast';
import { useCreateVideo, useUpdateVideo, useUploadVideo } from '../../api/media';
import { useMediaFieldError, useSaveFailure } from '../media/media-messages';
import { UploadedFile, UploadField } from '../media/UploadField';
import { type FreshFormProps, useFreshForm } from '../media/use-fresh-form';

/** The video request's title and level; the level is typed as text, and empty means none. */
const videoForm = z.object({
  title: createVideoBody.shape.title,
  level: z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d*$/)),
      z.transform((text: string) => (text === '' ? null : Number(text))),
    ),
    z.nullable(levelNumber),
  ),
});
type VideoInput = z.input<typeof videoForm>;
type VideoValues = z.output<typeof videoForm>;

const messages: FormMessages<ParseKeys<'adminMedia'>> = {
  title: { required: 'video.titleRequired', max: 'form.titleTooLong' },
  level: { invalid: 'video.levelInvalid' },
};

interface VideoFormProps {
  /** Called once the video is saved (a modal closes); the flow then starts over. */
  onSaved?: () => void;
  /** The video to edit: its details prefilled, its file kept unless another is uploaded. */
  video?: Video;
}

/** The video upload flow (spec §4): the file first; once it is stored, its details. */
export function VideoForm({ onSaved, video }: VideoFormProps) {
  const fresh = useFreshForm(onSaved);
  return <VideoFlow key={fresh.key} restarted={fresh.restarted} onSaved={fresh.saved} editing={video} />;
}

type FlowProps = FreshFormProps<Video>;

function VideoFlow({ restarted, onSaved, editing }: FlowProps) {
  const { t } = useTranslation(['adminMedia', 'admin']);
  const upload = useUploadVideo();
  const [link, setLink] = useState<string | null>(editing?.link ?? null);

  return (
    <div className="flex flex-col gap-4">
      <UploadField
        label={t('video.file')}
        accept="video/*"
        upload={upload}
        messages={{
          tooLarge: t('admin:form.videoTooLarge'),
          success: t('video.uploaded'),
          failure: t('video.uploadFailed'),
        }}
        onUploaded={setLink}
        focus={restarted}
        keepsCurrent={editing !== undefined}
      />
      {link && (
        <>
          <UploadedFile url={link}>
            {/* biome-ignore lint/a11y/useMediaCaption: the admin's own upload, watched before saving it. */}
            <video controls preload="metadata" src={link} className="max-h-64 w-full rounded-lg bg-black" />
          </UploadedFile>
          <VideoDetails link={link} onSaved={onSaved} editing={editing} />
        </>
      )}
    </div>
  );
}

function VideoDetails({ link, onSaved, editing }: Omit<FlowProps, 'restarted'> & { link: string }) {
  const { t } = useTranslation('adminMedia');
  const fieldError = useMediaFieldError();
  const toast = useToast();
  const save = useCreateVideo();
  const update = useUpdateVideo();
  const failure = useSaveFailure(
    (editing ? update : save).error,
    editing ? 'video.updateFailed' : 'video.saveFailed',
  );
  const { register, handleSubmit, formState } = useForm<VideoInput, unknown, VideoValues>({
    resolver: contractResolver(videoForm, messages),
    mode: 'onTouched',
    defaultValues: { title: editing?.title ?? '', level: editing?.level?.toString() ?? '' },
  });
  const { errors, isValid, isSubmitting } = formState;

  async function submit(values: VideoValues) {
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
    toast.show(t(editing ? 'video.updated' : 'video.saved'), 'success');
    onSaved();
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      <Field
        label={t('video.title')}
        error={fieldError(errors.title?.message)}
        maxLength={limits.titleMax}
        autoComplete="off"
        {...register('title')}
      />
      <Field
        label={t('video.level')}
        hint={t('video.levelHint')}
        error={fieldError(errors.level?.message)}
        type="number"
        inputMode="numeric"
        min={1}
        max={limits.levelNumberMax}
        step={1}
        {...register('level')}
      />
      <Button type="submit" disabled={!isValid} loading={isSubmitting} className="self-start">
        {t('video.save')}
      </Button>
      {failure && (
        <p role="alert" className="rounded-lg bg-incorrect p-3 text-incorrect-fg">
          {failure}
        </p>
      )}
    </form>
  );
}
