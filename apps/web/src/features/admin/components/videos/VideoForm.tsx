import { useQuery } from '@tanstack/react-query';
import { limits } from '@tp/contract/constants';
import type { Video } from '@tp/contract/levels';
import { createVideoBody } from '@tp/contract/media-requests';
import type { ParseKeys } from 'i18next';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractResolver, type FormMessages } from '#web/lib/form-resolver';
import * as z from '#web/lib/zod';
import { Field, SelectField } from '#web/ui/Field';
import { useToast } from '#web/ui/Toast';
import { adminCourseQueryOptions, useSaveLevel } from '../../api/levels';
import { useCreateVideo, useUpdateVideo, useUploadVideo } from '../../api/media';
import { ExplainedButton } from '../forms/ExplainedButton';
import { useDashboardForm } from '../forms/use-dashboard-form';
import { useWhyDisabled } from '../forms/why-disabled';
import { useMediaFieldError, useSaveFailure } from '../media/media-messages';
import { UploadedFile, UploadField } from '../media/UploadField';
import { type FreshFormProps, useFreshForm } from '../media/use-fresh-form';

/** The video request's title; the level that shows it is chosen among the video levels, by id. */
const videoForm = z.object({ title: createVideoBody.shape.title, levelId: z.string() });
type VideoValues = z.infer<typeof videoForm>;

const messages: FormMessages<ParseKeys<'adminMedia'>> = {
  title: { required: 'video.titleRequired', max: 'form.titleTooLong' },
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
        kind="video"
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
  const { t } = useTranslation(['adminMedia', 'dashboard', 'adminLevels']);
  const fieldError = useMediaFieldError();
  const whyDisabled = useWhyDisabled();
  const toast = useToast();
  const save = useCreateVideo();
  const update = useUpdateVideo();
  const setLevelVideo = useSaveLevel();
  const failure = useSaveFailure(
    (editing ? update : save).error,
    editing ? 'video.updateFailed' : 'video.saveFailed',
  );
  const videoLevels = useQuery({
    ...adminCourseQueryOptions(),
    select: (body) => body.levels.filter((level) => level.type === 'video'),
  });
  const { register, handleSubmit, control, setValue, formState } = useDashboardForm<VideoValues>({
    resolver: contractResolver(videoForm, messages),
    mode: 'onTouched',
    defaultValues: { title: editing?.title ?? '', levelId: '' },
  });
  const { errors, isValid, isSubmitting } = formState;
  const title = useWatch({ control, name: 'title' });
  const levelId = useWatch({ control, name: 'levelId' });
  // The level that shows the edited video comes chosen.
  const showing = videoLevels.data?.find((level) => editing && level.video?._id === editing._id)?._id;
  useEffect(() => {
    if (showing) setValue('levelId', showing);
  }, [showing, setValue]);

  async function submit({ title }: VideoValues) {
    const level = videoLevels.data?.find((candidate) => candidate._id === levelId);
    const values = { title, level: level?.level ?? null };
    let saved: Video;
    try {
      if (!editing) saved = (await save.mutateAsync({ ...values, link })).video;
      // The current file is not sent again: the server keeps it.
      else
        saved = (
          await update.mutateAsync({
            id: editing._id,
            body: link === editing.link ? values : { ...values, link },
          })
        ).video;
    } catch {
      return;
    }
    if (level && level.video?._id !== saved._id) {
      const sounds = level.sounds.map((sound) => sound._id);
      try {
        await setLevelVideo.mutateAsync({
          id: level._id,
          edit: { content: { call: 'video', body: { video: saved._id, sounds } } },
        });
      } catch {
        toast.show(t('dashboard:videoLevel.failed', { n: level.level }), 'error');
      }
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
      <SelectField
        label={t('dashboard:videoLevel.label')}
        hint={videoLevels.isError ? t('dashboard:videoLevel.loadFailed') : t('dashboard:videoLevel.hint')}
        {...register('levelId')}
      >
        <option value="">{t('dashboard:videoLevel.none')}</option>
        {videoLevels.data?.map((level) => (
          <option key={level._id} value={level._id}>
            {t('adminLevels:card.name', { n: level.level })}
          </option>
        ))}
      </SelectField>
      <ExplainedButton
        type="submit"
        disabled={!isValid}
        why={whyDisabled({ fill: [[t('video.title'), title]], valid: isValid })}
        loading={isSubmitting}
        className="self-start"
      >
        {t('video.save')}
      </ExplainedButton>
      {failure && (
        <p role="alert" className="rounded-lg bg-incorrect p-3 text-incorrect-fg">
          {failure}
        </p>
      )}
    </form>
  );
}
