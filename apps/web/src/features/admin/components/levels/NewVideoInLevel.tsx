import { limits } from '@tp/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/ui/Field';
import { useCreateVideo, useUploadVideo } from '../../api/media';
import { useSaveFailure } from '../media/media-messages';
import { UploadField } from '../media/UploadField';
import { InLevelSection } from './InLevelSection';
import { type EditedLevel, videoChosen } from './level-edit';
import { useAddToLevel } from './use-add-to-level';

/** A title from a file's name: `a-glass_of-milk.mp4` is “a glass of milk”. */
export function fileTitle(fileName: string): string {
  const stem = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return (stem || fileName).slice(0, limits.titleMax);
}

interface NewVideoInLevelProps {
  level: EditedLevel;
  /** Called with the new video once the level shows it. */
  onChosen: (videoId: string) => void;
}

/**
 * A video uploaded in a video level's editor and shown in the level at once, without going to the
 * videos tabs: choosing the file stores it under the title typed, or its file's name. Open from
 * the start in a level without a video, where it is the next thing to do.
 */
export function NewVideoInLevel({ level, onChosen }: NewVideoInLevelProps) {
  const { t } = useTranslation(['adminStudio', 'adminMedia', 'admin']);
  const { add, added, failed } = useAddToLevel(level);
  const upload = useUploadVideo();
  const create = useCreateVideo();
  const failure = useSaveFailure(create.error, 'video.saveFailed');
  const [title, setTitle] = useState('');
  const empty = level.video === null;

  async function save(link: string, file: File) {
    let video: { _id: string; title: string };
    try {
      ({ video } = await create.mutateAsync({ title: title.trim() || fileTitle(file.name), link }));
    } catch {
      return;
    }
    setTitle('');
    if (await add(videoChosen(level, video._id), video.title)) onChosen(video._id);
  }

  return (
    <InLevelSection
      title={t('newVideo.title')}
      hint={t('newVideo.hint')}
      startsOpen={empty}
      added={added && t('newVideo.added')}
      failed={failed && t('newVideo.addFailed', { name: failed })}
    >
      <Field
        label={t('adminMedia:video.title')}
        hint={t('newVideo.titleHint')}
        maxLength={limits.titleMax}
        autoComplete="off"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <UploadField
        label={t('adminMedia:video.file')}
        kind="video"
        upload={upload}
        messages={{
          tooLarge: t('admin:form.videoTooLarge'),
          success: t('adminMedia:video.uploaded'),
          failure: t('adminMedia:video.uploadFailed'),
        }}
        onUploaded={(link, file) => void save(link, file)}
      />
      {failure && (
        <p role="alert" className="rounded-lg bg-incorrect p-3 text-incorrect-fg">
          {failure}
        </p>
      )}
    </InLevelSection>
  );
}
