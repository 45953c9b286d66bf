import { type UseFormReturn, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAdminImages, useCreateImage, useUploadImage } from '../../api/media';
import { QueryChoices } from '../levels/QueryChoices';
import { ImagePicker } from '../media/MediaPickers';
import { useMediaFieldError } from '../media/media-messages';
import { UploadField } from '../media/UploadField';
import type { SoundValues } from './sound-form';

/**
 * The sound's own picture, chosen among the uploaded images (none by default: the level's is
 * shown) or uploaded here, saved as an image titled with the sound's name and chosen at once;
 * found by its title, with a preview of the chosen one.
 */
export function SoundImageField({ form }: { form: UseFormReturn<SoundValues> }) {
  const { t } = useTranslation(['adminMedia', 'admin']);
  const fieldError = useMediaFieldError();
  const images = useAdminImages();
  const upload = useUploadImage();
  const create = useCreateImage();
  const { control, formState, setValue, getValues } = form;
  const image = useController({ control, name: 'imageId' });

  // The list is fetched again before the new image is chosen, so the picker has it to show.
  async function saveUploaded(link: string) {
    const title = getValues('name').trim() || t('sound.newImageTitle');
    const { image } = await create.mutateAsync({ title, link });
    setValue('imageId', image._id, { shouldDirty: true, shouldValidate: true });
  }

  return (
    <QueryChoices query={images}>
      {(list) => (
        <div className="flex flex-col gap-2">
          <ImagePicker
            label={t('sound.image')}
            hint={t('sound.imageHint')}
            items={list}
            none={t('sound.noImage')}
            value={image.field.value}
            onChange={image.field.onChange}
            inputRef={image.field.ref}
            error={fieldError(formState.errors.imageId?.message)}
          />
          <UploadField
            label={t('sound.newImage')}
            kind="image"
            upload={upload}
            messages={{
              tooLarge: t('admin:form.fileTooLarge'),
              success: t('sound.newImageUploaded'),
              failure: t('image.urlFailed'),
              offline: t('image.uploadFailed'),
            }}
            onUploaded={(link) => void saveUploaded(link).catch(() => undefined)}
          />
          {create.isError && (
            <p role="alert" className="text-error text-sm">
              {t('sound.newImageFailed')}
            </p>
          )}
        </div>
      )}
    </QueryChoices>
  );
}
